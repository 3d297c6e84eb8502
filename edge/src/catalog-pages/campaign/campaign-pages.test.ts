import { env } from 'cloudflare:test';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEED_NOW, seedCatalogAndCampaign } from '#edge/gateway/campaign/campaign-test-data';
import app from '#edge/index';
import { builtFiles } from '#edge/testing/built-files';

const SHELL = (path: string) =>
  `<!doctype html><html lang="ko" data-layout="pc"><head><title>shell | 녹차숍</title><meta name="description" content="shell">` +
  `<link rel="canonical" href="https://www.nokcha.shop${path}"><meta property="og:type" content="website"><meta property="og:title" content="shell">` +
  `<meta property="og:description" content="shell"><meta property="og:url" content="https://www.nokcha.shop${path}">` +
  `<meta property="og:image" content="https://www.nokcha.shop/favicon.svg"></head>` +
  `<body><main><h1 data-page-heading>shell</h1><div data-catalog-slot></div><p data-not-found-message></p></main></body></html>`;

const SHELLS = ['/kr/ko', '/kr/ko/dp', '/kr/ko/ca/event', '/kr/ko/ca/event/0', '/kr/ko/dp/live', '/kr/ko/dp/live-broadcast'];
const FILES: Record<string, string> = {
  '/builds/latest.json': JSON.stringify({ buildId: `campaign-pages-${Date.now()}` }),
  '/404.html': SHELL('/404'),
  ...Object.fromEntries(SHELLS.map((path) => [`${path}/index.html`, SHELL(path)])),
};

const ASSETS = builtFiles(FILES);

const get = (path: string) => app.request(`https://www.nokcha.shop${path}`, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/142.0.0.0' } }, { ...env, ASSETS });

beforeAll(async () => {
  await seedCatalogAndCampaign(env.DB);
  await env.DB.prepare(
    "INSERT INTO events (event_id, title, subtitle, body, start_dttm, end_dttm, banner_alt, banner_svg, banner_tone) VALUES (95, '곧 열리는 <기획전> & \"특가\"', '부제', '본문', '20261120133000', '20261231235959', '배너', '<svg xmlns=\"http://www.w3.org/2000/svg\"><script>alert(1)</script></svg>', '#2f6f4e')",
  ).run();
});
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: SEED_NOW }));
afterEach(() => vi.useRealTimers());

describe('campaign pages drawn by the worker', () => {
  it('draws the event list, then serves the edge copy', async () => {
    const first = await get('/kr/ko/ca/event');
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    const html = await first.text();
    expect(html).toContain('<title>이벤트 | 녹차숍</title>');
    expect(html).toContain('<link rel="canonical" href="https://www.nokcha.shop/kr/ko/ca/event">');
    expect(html).toContain('<meta property="og:image" content="https://www.nokcha.shop/images/events/1.svg">');
    expect(html).toContain('<section class="campaign-section" id="events-ongoing"');
    expect(html).not.toContain('/kr/ko/ca/event/95');
    const second = await get('/kr/ko/ca/event?utm_source=kakao');
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
  });

  it('shows an event on the list and at its own address once it opens, with nothing written', async () => {
    expect((await get('/kr/ko/ca/event/95')).status).toBe(404);
    await get('/kr/ko/ca/event');
    vi.setSystemTime(Date.UTC(2026, 10, 20, 4, 31));
    const list = await get('/kr/ko/ca/event');
    expect(list.headers.get('X-Page-Cache')).not.toBe('hit');
    expect(await list.text()).toContain('곧 열리는 &lt;기획전&gt; &amp; &quot;특가&quot;');
    const page = await get('/kr/ko/ca/event/95');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>곧 열리는 &lt;기획전&gt; &amp; "특가" | 녹차숍</title>');
    expect(html).toContain('<h2>곧 열리는 &lt;기획전&gt; &amp; &quot;특가&quot;</h2>');
    expect(html).toContain('data-event-page');
  });

  it('answers an unknown or malformed event and an unknown broadcast with the 404 screen', async () => {
    for (const path of ['/kr/ko/ca/event/999', '/kr/ko/ca/event/abc', '/kr/ko/dp/live-broadcast?liveId=999']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('Page not found');
    }
  });

  it('draws a broadcast with its JSON-LD on the shell’s origin, and the bare address as a pointer to the list', async () => {
    const response = await get('/kr/ko/dp/live-broadcast?liveId=3&utm_source=kakao');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/live-broadcast?liveId=3">');
    expect(html).toContain('"@type":"Event"');
    expect(html).toContain('"url":"https://www.nokcha.shop/kr/ko/dp/live-broadcast?liveId=3"');
    expect(html).toContain('data-live-player');
    for (const search of ['', '?liveId=abc']) {
      const bare = await get(`/kr/ko/dp/live-broadcast${search}`);
      expect(bare.status).toBe(200);
      const text = await bare.text();
      expect(text).toContain('보실 라이브 방송을 골라 주세요');
      expect(text).toContain('<meta name="robots" content="noindex">');
    }
  });

  it('draws the live list and the main page with its organization and the shop’s own title', async () => {
    expect(await (await get('/kr/ko/dp/live')).text()).toContain('<section class="campaign-section" id="live-onair"');
    for (const path of ['/kr/ko', '/kr/ko/dp']) {
      const home = await get(path);
      expect(home.status).toBe(200);
      const html = await home.text();
      expect(html).toContain('<title>녹차숍 | 자연을 담은 스킨케어</title>');
      expect(html).toContain('<link rel="canonical" href="https://www.nokcha.shop/kr/ko">');
      expect(html).toContain('"@type":"Organization"');
      expect(html).toContain('data-hero-track');
      expect(html).toContain('id="home-best"');
    }
  });
});

describe('campaign images', () => {
  it('serves a banner as SVG that can run no script, cacheable; unknown or not yet shown ones are 404', async () => {
    const banner = await get('/images/events/3.svg');
    expect(banner.status).toBe(200);
    expect(banner.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(banner.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(banner.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(banner.headers.get('Cache-Control')).toMatch(/^public, max-age=\d+$/);
    expect((await banner.text()).startsWith('<svg')).toBe(true);
    expect((await get('/images/live/3.svg')).status).toBe(200);
    for (const path of ['/images/events/95.svg', '/images/events/999.svg', '/images/live/abc.svg', '/images/postings/999.svg']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
