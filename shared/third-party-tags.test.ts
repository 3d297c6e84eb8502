import { describe, expect, it } from 'vitest';
import { monitoringSampleRate, parsePageTags, tagManagerSrc } from './third-party-tags';

describe('third-party tag rules', () => {
  it('builds the container URL of a tag manager id and throws on anything else', () => {
    expect(tagManagerSrc('https://www.googletagmanager.com/', 'GTM-AB12CD3')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3');
    for (const bad of ['', 'GTM-', 'gtm-ab12cd3', 'G-AB12CD3', 'GTM-AB12&l=x', 'GTM-AB12CD3"><script>']) {
      expect(() => tagManagerSrc('https://www.googletagmanager.com', bad)).toThrow(/Invalid tag manager id/);
    }
  });

  it('samples 10 percent by default, the configured rate within 0–100, and never a known bot', () => {
    expect(monitoringSampleRate(Number.NaN, false)).toBe(10);
    expect(monitoringSampleRate(25, false)).toBe(25);
    expect(monitoringSampleRate(250, false)).toBe(100);
    expect(monitoringSampleRate(-5, false)).toBe(0);
    expect(monitoringSampleRate(25, true)).toBe(0);
  });

  it('reads the page attribute, treating anything unreadable as no tags', () => {
    expect(parsePageTags('{"tagManager":{"src":"https://x/gtm.js?id=GTM-AAAA1"}}')).toEqual({ tagManager: { src: 'https://x/gtm.js?id=GTM-AAAA1' } });
    for (const raw of [undefined, '', '{', '[]', 'null', '"x"']) expect(parsePageTags(raw)).toEqual({});
  });
});
