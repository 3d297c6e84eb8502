import { describe, expect, it } from 'vitest';
import { absoluteUrl, DEFAULT_SITE_ORIGIN, resolveSiteOrigin } from './site-origin';

describe('site origin', () => {
  it('uses the configured http(s) origin, reduced to its origin', () => {
    expect(resolveSiteOrigin('https://staging.nokcha.shop/')).toBe('https://staging.nokcha.shop');
    expect(resolveSiteOrigin('http://127.0.0.1:8787/kr/ko')).toBe('http://127.0.0.1:8787');
  });

  it('falls back to the production origin when unset or not a web URL', () => {
    expect(resolveSiteOrigin(undefined)).toBe(DEFAULT_SITE_ORIGIN);
    expect(resolveSiteOrigin('')).toBe(DEFAULT_SITE_ORIGIN);
    expect(resolveSiteOrigin('www.nokcha.shop')).toBe(DEFAULT_SITE_ORIGIN);
    expect(resolveSiteOrigin('javascript:alert(1)')).toBe(DEFAULT_SITE_ORIGIN);
  });

  it('makes absolute URLs of paths', () => {
    expect(absoluteUrl('https://www.nokcha.shop', '/kr/ko/dp/best')).toBe('https://www.nokcha.shop/kr/ko/dp/best');
  });
});
