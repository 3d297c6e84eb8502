import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { parsePageTags } from '#shared/third-party-tags';
import app from '../index';
import { buildCsp } from '../middleware/security-headers';
import { pageTagsOf } from './page-tags';
import { tagsCsp } from './tags-csp';

const PAGE = '<!doctype html><html lang="ko" data-page-type="OTHERS"><head><title>about</title></head><body><main>about</main></body></html>';
const ASSETS = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    return path === '/kr/ko/dp/about/index.html' ? new Response(PAGE, { headers: { 'Content-Type': 'text/html' } }) : new Response('missing', { status: 404 });
  },
} as unknown as Fetcher;

const FAKE = 'http://127.0.0.1:9999';
const ALL_TAGS = {
  GTM_ID: 'GTM-TEST123',
  GTM_ORIGIN: FAKE,
  PERSONALIZATION_SCRIPT_QA: `${FAKE}/personalization-qa.js`,
  PERSONALIZATION_SCRIPT_PRD: `${FAKE}/personalization-prd.js`,
  PERSONALIZATION_SCRIPT: `${FAKE}/personalization.js`,
  KAKAO_PIXEL_ID: '1234567890123456789',
  KAKAO_PIXEL_SCRIPT: `${FAKE}/kp.js`,
  MONITORING_DSN: 'http://key@127.0.0.1:9998/1',
  MONITORING_SCRIPT: `${FAKE}/monitoring.js`,
};
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function about(vars: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await app.request('/kr/ko/dp/about', { headers }, { ...env, ...vars, ASSETS });
  const html = await response.text();
  const raw = /data-tags="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
  return { csp: response.headers.get('Content-Security-Policy') ?? '', html, tags: parsePageTags(raw) };
}

describe('third-party tags', () => {
  it('are all off with nothing configured: no attribute, the shop-only policy', async () => {
    const { csp, html } = await about({});
    expect(html).not.toContain('data-tags');
    expect(csp.split('; ').find((directive) => directive.startsWith('script-src'))).toMatch(/^script-src 'self'( 'sha256-[^']+')*$/);
    expect(csp).not.toContain('127.0.0.1');
    expect(csp).not.toContain('google');
  });

  it('gives the page each configured tag and the policy exactly their origins', async () => {
    const { csp, tags } = await about({ ...ALL_TAGS, ENVIRONMENT: 'qa' });
    expect(tags).toEqual({
      tagManager: { src: `${FAKE}/gtm.js?id=GTM-TEST123` },
      personalization: { src: `${FAKE}/personalization-qa.js` },
      adKit: { src: `${FAKE}/kp.js`, trackId: '1234567890123456789' },
      monitoring: { src: `${FAKE}/monitoring.js`, dsn: 'http://key@127.0.0.1:9998/1', environment: 'qa', sampleRate: 10 },
    });
    expect(csp).toMatch(new RegExp(`script-src 'self'[^;]* ${FAKE}(;|$)`));
    expect(csp).toContain(`connect-src 'self' ${FAKE} http://127.0.0.1:9998`);
    expect(csp).toContain(`img-src 'self' data: blob: ${FAKE}`);
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  });

  it('picks the personalization script of the environment and runs monitoring only in prd and qa', () => {
    const at = (environment: string) => pageTagsOf(ALL_TAGS, { environment, isCrawler: false });
    expect(at('prd').personalization?.src).toBe(`${FAKE}/personalization-prd.js`);
    expect(at('qa').personalization?.src).toBe(`${FAKE}/personalization-qa.js`);
    expect(at('local').personalization?.src).toBe(`${FAKE}/personalization.js`);
    expect(at('prd').monitoring?.environment).toBe('prd');
    expect(at('local').monitoring).toBeUndefined();
    expect(at('staging').monitoring).toBeUndefined();
  });

  it('samples no session of a known bot and the configured percent of the rest', async () => {
    expect((await about({ ...ALL_TAGS, ENVIRONMENT: 'prd' }, { 'User-Agent': BOT_UA })).tags.monitoring?.sampleRate).toBe(0);
    expect(pageTagsOf({ ...ALL_TAGS, MONITORING_SAMPLE_RATE: '35' }, { environment: 'prd', isCrawler: false }).monitoring?.sampleRate).toBe(35);
  });

  it('leaves the tag manager off, and says why, when its id is not a container id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tags = pageTagsOf({ GTM_ID: 'UA-12345-1' }, { environment: 'prd', isCrawler: false });
    expect(tags.tagManager).toBeUndefined();
    expect(tagsCsp(tags)).toEqual([]);
    log.mockRestore();
  });

  it("uses Google's and Kakao's documented origins when their scripts come from the vendor", () => {
    const tags = pageTagsOf({ GTM_ID: 'GTM-TEST123', KAKAO_PIXEL_ID: '1234567890123456789' }, { environment: 'prd', isCrawler: false });
    expect(tags.tagManager?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    const csp = tagsCsp(tags).reduce((policy, extra) => policy + JSON.stringify(extra), buildCsp());
    expect(csp).toContain('https://*.google-analytics.com');
    expect(csp).toContain('https://t1.daumcdn.net');
  });

  it('tells the page when the worker reports revenue to GA4 itself, and adds no source for it', () => {
    const reporting = pageTagsOf({ GA4_MEASUREMENT_ID: 'G-ABC123', GA4_API_SECRET: 'secret' }, { environment: 'prd', isCrawler: false });
    expect(reporting).toEqual({ serverRevenue: true });
    expect(tagsCsp(reporting)).toEqual([]);
    expect(pageTagsOf({ GA4_MEASUREMENT_ID: 'G-ABC123' }, { environment: 'prd', isCrawler: false })).toEqual({});
    expect(pageTagsOf({ GA4_MEASUREMENT_ID: 'UA-1', GA4_API_SECRET: 'secret' }, { environment: 'prd', isCrawler: false })).toEqual({});
  });

  it('refuses script URLs that are not https (except this machine) and track ids that are not numbers', () => {
    const tags = pageTagsOf(
      { PERSONALIZATION_SCRIPT: 'http://evil.example/p.js', KAKAO_PIXEL_ID: '12345"><x', MONITORING_DSN: 'javascript:alert(1)' },
      { environment: 'qa', isCrawler: false },
    );
    expect(tags).toEqual({});
  });
});
