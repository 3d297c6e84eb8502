import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetSearchPageResponseSchema, type GetSearchPageRequest } from '#shared/schemas/list-page-calls';
import { CountSearchResponseSchema, SearchProductResponseSchema, type SearchProductRequest } from '#shared/schemas/search-calls';
import { callGateway as call } from '#edge/testing/gateway-call';
import { addProduct, seedCatalog } from './search-test-catalog';

async function searchPage(body: GetSearchPageRequest) {
  const response = await call('POST', '/dp/display/page/v1/getSearchPage', { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return GetSearchPageResponseSchema.parse(await response.json()).data;
}

async function searchProduct(body: SearchProductRequest) {
  const response = await call('POST', '/dp/display/search/v1/searchProduct', { body: JSON.stringify({ size: 20, ...body }) });
  expect(response.status).toBe(200);
  return SearchProductResponseSchema.parse(await response.json()).data;
}

const countSearch = (body: unknown) => call('POST', '/dp/display/search/v1/countSearch', { body: JSON.stringify(body) });

async function counts(): Promise<Record<string, number>> {
  const { results } = await env.DB.prepare('SELECT keyword, SUM(srch_cnt) AS n FROM search_keyword_counts GROUP BY keyword').all<{
    keyword: string;
    n: number;
  }>();
  return Object.fromEntries(results.map((row) => [row.keyword, row.n]));
}

beforeAll(async () => {
  await seedCatalog();
  await addProduct({ inmPrdNo: '100900001', prdNm: '솔잎정원 토너', salesCnt: 5 });
});

describe('POST /api/dp/display/page/v1/getSearchPage', () => {
  it.each([
    ['a full word', { query: '히알루론' }],
    ['초성', { query: 'ㅅㄹ' }],
    ['a two-letter word', { query: '크림' }],
    ['English-layout typing', { query: 'tpfja' }],
    ['filters and a sort', { query: '크림', catNm: '스킨케어', minPrice: 10_000, sort: 'priceAsc' as const }],
    ['a later page', { query: '크림', page: 2 }],
    ['a word nothing has', { query: '뷁뷁뷁' }],
  ])('answers what searchProduct answers for %s, without counting it', async (_kind, request) => {
    const before = await counts();
    const page = await searchPage(request);
    // Read before searchProduct runs, which counts its own search when it is one.
    expect(await counts()).toEqual(before);
    expect(page.search).toEqual(await searchProduct(request));
    expect(page.popularKeywords).toEqual([]);
  });

  it('reads English-layout typing as Hangul and offers keywords when nothing is found', async () => {
    expect((await searchPage({ query: 'tpfja' })).search).toMatchObject({ match: 'keyboard', searchedQuery: '세럼', query: 'tpfja' });
    const empty = (await searchPage({ query: '뷁뷁뷁' })).search;
    expect(empty).toMatchObject({ total: 0, items: [], match: null });
    expect(empty?.suggestions.length).toBeGreaterThan(0);
  });

  it('names the catalog generation it read, which a catalog write moves on', async () => {
    const before = await searchPage({ query: '솔잎정원' });
    expect(before.search?.items.map((card) => card.inmPrdNo)).toEqual(['100900001']);
    await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = '100900001'`).run();
    const after = await searchPage({ query: '솔잎정원' });
    expect(after.generation).toBeGreaterThan(before.generation);
    expect(after.search).toMatchObject({ total: 0, items: [] });
    await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'N' WHERE inm_prd_no = '100900001'`).run();
  });

  it('answers the popular keywords, ranked, when there is no query', async () => {
    const page = await searchPage({});
    expect(page.search).toBeNull();
    const popular = await (await call('GET', '/dp/display/search/v1/getPopularKeywords')).json<{ data: unknown[] }>();
    expect(page.popularKeywords).toEqual(popular.data);
    expect(page.popularKeywords.length).toBeGreaterThan(0);
    expect(page.generation).toBeGreaterThan(0);
  });
});

describe('POST /api/dp/display/search/v1/countSearch', () => {
  it('counts a keyword that finds products, and the Hangul reading of English-layout typing', async () => {
    const before = await counts();
    const answer = CountSearchResponseSchema.parse(await (await countSearch({ query: '  솔잎정원 ' })).json());
    expect(answer.data).toEqual({ keyword: '솔잎정원' });
    const typed = CountSearchResponseSchema.parse(await (await countSearch({ query: 'tpfja' })).json());
    expect(typed.data).toEqual({ keyword: '세럼' });
    const after = await counts();
    expect(after['솔잎정원'] - (before['솔잎정원'] ?? 0)).toBe(1);
    expect(after['세럼'] - (before['세럼'] ?? 0)).toBe(1);
  });

  it.each([
    ['초성, though it finds products', 'ㅅㄹ', true],
    ['a single letter, though it finds products', '립', true],
    ['a word nothing has', '뷁뷁뷁', false],
  ])('does not count %s', async (_kind, query, findsProducts) => {
    const before = await counts();
    const answer = CountSearchResponseSchema.parse(await (await countSearch({ query })).json());
    expect(answer.data).toEqual({ keyword: null });
    expect(await counts()).toEqual(before);
    // The rule, not an empty result, is what leaves 초성 and a single letter uncounted.
    expect((await searchProduct({ query })).total > 0).toBe(findsProducts);
  });

  it.each([
    ['an empty query', { query: '  ' }, '검색어를 입력해 주세요.'],
    ['a query over 50 characters', { query: '가'.repeat(51) }, '검색어는 50자까지 입력할 수 있습니다.'],
  ])('refuses %s with 400 INVALID_INPUT, its Korean message, and counts nothing', async (_kind, body, message) => {
    const before = await counts();
    const response = await countSearch(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.', fields: { query: message } });
    expect(await counts()).toEqual(before);
  });
});
