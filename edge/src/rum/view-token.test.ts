import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsEngineFake } from '#fakes/analytics-engine';
import worker from '../index';
import { runScheduledCleanup } from '../scheduled';
import { CHROME, RUM_ENV, sendBeacon, viewTokenFor } from '../testing/rum-beacon';
import { mintViewToken, VIEW_TOKEN_TTL_MS } from './view-token';

const LIVE_LIST_PAGE = '<!doctype html><html lang="ko" data-page-type="LIVE_LIST"><head><title>라이브</title></head><body><main>라이브</main></body></html>';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** ASSETS answering every page with a built page of the live list's type (the token names the type its HTML carries). */
const ASSETS = { fetch: async () => new Response(LIVE_LIST_PAGE, { headers: { 'Content-Type': 'text/html' } }) } as unknown as Fetcher;

/** The live list as the worker serves it to a returning visitor with `userAgent`, and the token on its `<html>`. */
async function livePage(bindings: object = RUM_ENV, userAgent = CHROME) {
  const headers = { 'User-Agent': userAgent, Cookie: 'sessId=6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f' };
  const response = await worker.request('https://shop.example/kr/ko/dp/about', { headers }, { ...bindings, ASSETS });
  const html = await response.text();
  return { response, html, token: /data-rum-token="([^"]+)"/.exec(html)?.[1] ?? null };
}

const refusal = async (response: Response) => ({ status: response.status, body: await response.json() });
const liveListSamples = async () => (await env.DB.prepare("SELECT COUNT(*) AS n FROM rum_samples WHERE page_type = 'LIVE_LIST'").first<{ n: number }>())!.n;
const VIEW = { pageType: 'LIVE_LIST', layout: 'pc', lcp: 900 };

afterEach(() => vi.restoreAllMocks());

describe('the page-view token of real-user speed', () => {
  it('is signed into every page served, a new one for each answer, and the page’s beacon lands once', async () => {
    const first = await livePage();
    const second = await livePage();
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get('Cache-Control')).toBe('private, max-age=0, must-revalidate');
    expect(first.token).toMatch(/^LIVE_LIST\.\d+\.[\w-]{22}\.[0-9a-f]{32}$/);
    expect(second.token).not.toBe(first.token);
    const before = await liveListSamples();
    expect((await sendBeacon(VIEW, { viewToken: first.token })).status).toBe(204);
    const replay = await sendBeacon({ ...VIEW, lcp: 29_000 }, { viewToken: first.token, address: '203.0.113.50' });
    expect(await refusal(replay)).toEqual({ status: 409, body: { code: 'RUM_VIEW_ALREADY_COUNTED', message: '이 페이지 보기의 측정값은 이미 받았습니다.' } });
    expect(await liveListSamples()).toBe(before + 1);
  });

  it('is left off the pages of known crawlers and of a worker without RUM_TOKEN_SECRET, which still serve them', async () => {
    const crawled = await livePage(RUM_ENV, GOOGLEBOT);
    expect(crawled.token).toBeNull();
    expect(crawled.response.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const secret of [undefined, 'too-short-to-sign-with']) {
      const page = await livePage({ ...env, RUM_TOKEN_SECRET: secret });
      expect(page.response.status).toBe(200);
      expect(page.html).toContain('<main>라이브</main>');
      expect(page.token).toBeNull();
    }
  });

  it('refuses a beacon without a token, or with one forged, altered, for another page type or expired, before reading its fields', async () => {
    const before = await liveListSamples();
    const invalid = { code: 'RUM_TOKEN_INVALID', message: expect.stringContaining('data-rum-token') };
    const good = await viewTokenFor('LIVE_LIST');
    const [pageType, issued, id, mac] = good.split('.');
    const forged = [
      null,
      'not-a-token',
      await mintViewToken('another-secret-of-32-characters-or-more', 'LIVE_LIST'),
      [pageType, issued, id, mac.replace(/^./, (c) => (c === '0' ? '1' : '0'))].join('.'),
      [pageType, String(Number(issued) - 1), id, mac].join('.'),
      await viewTokenFor('CART'),
      await viewTokenFor('LIVE_LIST', Date.now() + 5 * 60 * 1000),
    ];
    for (const viewToken of forged) expect(await refusal(await sendBeacon(VIEW, { viewToken }))).toEqual({ status: 403, body: invalid });
    // Authentication comes first: a body that is no beacon at all still hears only about its token.
    expect(await refusal(await sendBeacon('{"pageType":'))).toEqual({ status: 403, body: invalid });
    expect(await refusal(await sendBeacon({ pageType: 'LIVE_LIST', layout: 'tablet', lcp: 60_000 }, { viewToken: null }))).toEqual({
      status: 403,
      body: invalid,
    });
    const expired = await viewTokenFor('LIVE_LIST', Date.now() - VIEW_TOKEN_TTL_MS - 1000);
    expect(await refusal(await sendBeacon(VIEW, { viewToken: expired }))).toEqual({
      status: 403,
      body: { code: 'RUM_TOKEN_EXPIRED', message: '페이지를 연 지 30분이 지나 측정값을 받지 않습니다. 페이지를 새로 열어 주세요.' },
    });
    expect(await liveListSamples()).toBe(before);
  });

  it('takes a token up to 30 minutes old', async () => {
    const lastMinute = await viewTokenFor('LIVE_LIST', Date.now() - VIEW_TOKEN_TTL_MS + 60_000);
    expect((await sendBeacon(VIEW, { viewToken: lastMinute })).status).toBe(204);
  });

  it('refuses every beacon while no secret is configured', async () => {
    const response = await sendBeacon(VIEW, { bindings: { ...env, RUM_TOKEN_SECRET: undefined } });
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ code: 'RUM_COLLECTION_OFF', message: expect.stringContaining('RUM_TOKEN_SECRET') });
  });

  it('with Analytics Engine, writes one data point and one D1 row per view, and the scheduled run forgets ids once expired', async () => {
    const analytics = createAnalyticsEngineFake();
    const bindings = { ...RUM_ENV, RUM: analytics.binding, RUM_LIMITER: { limit: async () => ({ success: true }) } };
    const viewToken = await viewTokenFor('EVENT_LIST');
    const view = { pageType: 'EVENT_LIST', layout: 'mobile', cls: 0.02 };
    expect((await sendBeacon(view, { bindings, viewToken })).status).toBe(204);
    expect((await sendBeacon(view, { bindings, viewToken })).status).toBe(409);
    expect(analytics.rows).toHaveLength(1);
    const id = viewToken.split('.')[2];
    const kept = await env.DB.prepare('SELECT expires_at FROM rum_view_ids WHERE view_id = ?').bind(id).first<{ expires_at: number }>();
    expect(kept!.expires_at).toBe(Number(viewToken.split('.')[1]) * 1000 + VIEW_TOKEN_TTL_MS);
    await runScheduledCleanup(env.DB, kept!.expires_at + 12 * 60 * 60 * 1000);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM rum_view_ids WHERE view_id = ?').bind(id).first('n')).toBe(1);
    await runScheduledCleanup(env.DB, kept!.expires_at + 25 * 60 * 60 * 1000);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM rum_view_ids WHERE view_id = ?').bind(id).first('n')).toBe(0);
  });
});
