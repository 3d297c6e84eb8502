/**
 * Crawlers through the whole worker: the PC layout whatever device they claim, and no
 * personalisation, so no cookie, on the pages they index.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import app from '../index';

const PAGE =
  '<!doctype html><html lang="ko" data-page-type="OTHERS"><head><title>about</title></head><body>' +
  '<div data-only="mobile"><header class="m-header">M</header></div><div data-only="pc"><header class="pc-header">P</header></div></body></html>';

const ASSETS = {
  fetch: async (input: RequestInfo | URL) => {
    const path = new URL(input instanceof Request ? input.url : String(input)).pathname;
    return path === '/kr/ko/dp/about/index.html' ? new Response(PAGE, { headers: { 'Content-Type': 'text/html' } }) : new Response('missing', { status: 404 });
  },
  connect: () => {
    throw new Error('not used');
  },
} as unknown as Fetcher;

const GOOGLEBOT_SMARTPHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.175 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const GOOGLEBOT_DESKTOP =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/125.0.6422.175 Safari/537.36';
const NAVER_YETI = 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)';
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; SM-S921N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.6422.165 Mobile Safari/537.36';

function visit(userAgent: string, headers: Record<string, string> = {}) {
  return app.request('https://shop.example/kr/ko/dp/about', { headers: { 'User-Agent': userAgent, ...headers } }, { ...env, ASSETS });
}

describe('crawlers', () => {
  it.each([
    ['Googlebot smartphone', GOOGLEBOT_SMARTPHONE, {}],
    ['Googlebot smartphone behind a CDN that calls it mobile', GOOGLEBOT_SMARTPHONE, { 'CF-Device-Type': 'mobile' }],
    ['Googlebot desktop', GOOGLEBOT_DESKTOP, {}],
    ['Naver Yeti', NAVER_YETI, {}],
  ])('%s gets the PC layout and no cookie', async (_name, userAgent, headers) => {
    const response = await visit(userAgent, headers);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-layout="pc"');
    expect(html).toContain('class="pc-header"');
    expect(html).not.toContain('class="m-header"');
    expect(response.headers.getSetCookie()).toEqual([]);
    // Without a cookie the page stays shareable by caches, which vary on the user agent.
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    expect(response.headers.get('Vary')).toContain('User-Agent');
  });

  it('while a shopper on the same phone gets the mobile layout, a sessId and the locale cookie', async () => {
    const response = await visit(ANDROID_CHROME);
    expect(await response.text()).toContain('data-layout="mobile"');
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.startsWith('sessId='))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith('inm_locale='))).toBe(true);
  });
});
