import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { addProduct, seedCatalog } from '#edge/gateway/search/search-test-catalog';
import { builtFiles } from '#edge/testing/built-files';
import { NOT_FOUND_HTML, servingApp } from '#edge/testing/serving-app';

const SHELL =
  `<!doctype html><html lang="ko"><head><title>검색 | 녹차숍</title><meta name="description" content="검색">` +
  `<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/search"><meta property="og:image" content="https://www.nokcha.shop/favicon.svg"></head>` +
  `<body><main><div class="search-screen" data-catalog-slot></div></main></body></html>`;

const FILES: Record<string, string> = {
  '/builds/latest.json': JSON.stringify({ buildId: `search-pages-${Date.now()}` }),
  '/kr/ko/dp/search/index.html': SHELL,
  '/404.html': NOT_FOUND_HTML,
};

const assets = builtFiles(FILES);

const app = servingApp();

const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148';
const PC = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

/** A view of `path`, with what it left to do after the answer done too. */
async function view(path: string, userAgent = PHONE): Promise<Response> {
  const pending: Promise<unknown>[] = [];
  const context = { waitUntil: (promise: Promise<unknown>) => void pending.push(promise), passThroughOnException: () => {}, props: {} };
  const response = await app.request(`https://shop.example${path}`, { headers: { 'User-Agent': userAgent } }, { ...env, ASSETS: assets }, context);
  const body = await response.text();
  await Promise.all(pending);
  return new Response(body, response);
}

const searchOf = (q: string, rest = '') => `/kr/ko/dp/search?q=${encodeURIComponent(q)}${rest}`;

async function countOf(keyword: string): Promise<number> {
  const row = await env.DB.prepare('SELECT SUM(srch_cnt) AS n FROM search_keyword_counts WHERE keyword = ?').bind(keyword).first<{ n: number | null }>();
  return row?.n ?? 0;
}

beforeAll(async () => {
  await seedCatalog();
  await addProduct({ inmPrdNo: '100900001', prdNm: `<script>alert(1)</script> "솔잎정원" & 토너`, salesCnt: 5 });
});

describe('the search page served by the worker', () => {
  it('draws the field, the count and the cards into the HTML, escaped, a keyword’s landing page for crawlers', async () => {
    const response = await view(searchOf('솔잎정원'));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('value="솔잎정원"');
    expect(html).toContain('총 <strong>1</strong>개');
    expect(html).toContain('<span class="pcard__name">&lt;script&gt;alert(1)&lt;/script&gt; &quot;솔잎정원&quot; &amp; 토너</span>');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain(`<title>'솔잎정원' 검색 결과 | 녹차숍</title>`);
    expect(html).not.toContain('noindex');
    expect(html).toContain('<link rel="canonical" href="https://www.nokcha.shop/kr/ko/dp/search?q=%EC%86%94%EC%9E%8E%EC%A0%95%EC%9B%90">');
  });

  it('keeps one copy per search, whatever order, empty fields or unknown values its address carries', async () => {
    const first = await view(searchOf('크림', '&sort=priceAsc&catNm=&brandCd=&minPrice='));
    expect(['miss', 'stale']).toContain(first.headers.get('X-Page-Cache'));
    const again = await view(`/kr/ko/dp/search?sort=priceAsc&utm_source=naver&q=${encodeURIComponent('크림')}&page=1&maxPrice=abc`);
    expect(again.headers.get('X-Page-Cache')).toBe('hit');
    // The same page, but for each view's own speed token.
    const withoutToken = async (response: Response) => (await response.text()).replace(/ data-rum-token="[^"]*"/, '');
    expect(await withoutToken(again)).toBe(await withoutToken(first));
  });

  it.each([
    ['a later page', '&page=2'],
    ['a sort', '&sort=newest'],
    ['a filter', `&catNm=${encodeURIComponent('스킨케어')}`],
  ])('keeps %s of a search out of crawlers’ indexes', async (_kind, rest) => {
    expect(await (await view(searchOf('크림', rest))).text()).toContain('<meta name="robots" content="noindex">');
  });

  it('opens the filters on a PC and folds them on a phone', async () => {
    expect(await (await view(searchOf('크림'), PHONE)).text()).toMatch(/<details class="result-filters" data-open-on-pc>/);
    expect(await (await view(searchOf('크림'), PC)).text()).toMatch(/<details class="result-filters" data-open-on-pc open/);
  });

  it('counts each search it serves, from its copy too, but not its other pages, sorts or filters', async () => {
    const before = await countOf('토너');
    await view(searchOf('토너'));
    const kept = await view(searchOf('토너'));
    expect(kept.headers.get('X-Page-Cache')).toBe('hit');
    expect(await countOf('토너')).toBe(before + 2);
    await view(searchOf('토너', '&page=2'));
    await view(searchOf('토너', '&sort=popular'));
    await view(searchOf('토너', `&catNm=${encodeURIComponent('스킨케어')}`));
    expect(await countOf('토너')).toBe(before + 2);
  });

  it('shows the popular keywords before a search, with the recent searches left to the browser', async () => {
    const html = await (await view('/kr/ko/dp/search')).text();
    expect(html).toContain('<h2 id="popular-keywords-title">인기 검색어</h2>');
    expect(html).toMatch(/<a class="popular-keywords__word" href="\/kr\/ko\/dp\/search\?q=[^"]+">/);
    expect(html).toContain('data-recent-searches hidden');
    expect(html).not.toContain('noindex');
  });

  it('answers a page past the last with the 404 screen', async () => {
    const response = await view(searchOf('솔잎정원', '&page=2'));
    expect(response.status).toBe(404);
  });
});
