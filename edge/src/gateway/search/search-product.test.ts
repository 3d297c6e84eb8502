import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDttm14 } from '#shared/format';
import { SearchProductResponseSchema, type SearchProductRequest } from '#shared/schemas/search-calls';
import { callGateway as call } from '#edge/testing/gateway-call';
import { addProduct, seedCatalog } from './search-test-catalog';

const SEARCH = '/dp/display/search/v1/searchProduct';

interface Doc {
  inm_prd_no: string;
  prd_nm: string;
  brand_nm: string;
  cat_nm: string;
  tags: string;
  category: string;
  brand_cd: string;
  brand_label: string;
  sales_cnt: number;
  sale_amt: number;
  reg_dttm: string;
  /** Sold out by its meaning (marked, or no option with stock), read apart from the kept copies search orders by. */
  sold_out: number;
}

let docs: Doc[];

/** The search answer's data, after checking the status and the schema. */
async function search(body: SearchProductRequest) {
  const response = await call('POST', SEARCH, { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return SearchProductResponseSchema.parse(await response.json()).data;
}

const words = (text: string) => text.split(/[^가-힣A-Za-z0-9]+/);
const contains = (doc: Doc, word: string) => [doc.prd_nm, doc.brand_nm, doc.cat_nm, doc.tags].some((text) => text.toLowerCase().includes(word.toLowerCase()));
/** Every sort lists sold-out hits after the buyable ones. */
const soldOutLast = (a: Doc, b: Doc) => a.sold_out - b.sold_out;
const byPopularity = (a: Doc, b: Doc) => soldOutLast(a, b) || b.sales_cnt - a.sales_cnt || a.inm_prd_no.localeCompare(b.inm_prd_no);
const numbers = (list: readonly { inm_prd_no: string }[]) => list.map((doc) => doc.inm_prd_no);

beforeAll(async () => {
  await seedCatalog();
  // A word no seeded product has: in one name with low sales, in the tags only of the most popular.
  await addProduct({ inmPrdNo: '100900001', prdNm: '솔잎정원 토너', salesCnt: 5 });
  await addProduct({ inmPrdNo: '100900002', prdNm: '데일리 밸런스 토너', salesCnt: 19_999, tags: '솔잎정원 추출물' });
  await addProduct({ inmPrdNo: '100900003', prdNm: '솔잎정원 앰플', salesCnt: 500 });
  await addProduct({ inmPrdNo: '100900004', prdNm: '솔잎정원 수분 크림', salesCnt: 9_000 });
  docs = (
    await env.DB.prepare(
      `SELECT d.inm_prd_no, d.prd_nm, d.brand_nm, d.cat_nm, d.tags, c.cat_nm AS category, p.brand_cd, b.brand_nm AS brand_label,
              p.sales_cnt, p.sale_amt, p.reg_dttm,
              (p.sold_out_yn = 'Y' OR NOT EXISTS (SELECT 1 FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no AND o.stock > 0)) AS sold_out
         FROM search_docs d JOIN products p ON p.inm_prd_no = d.inm_prd_no
         JOIN categories c ON c.cat_id = p.cat_id JOIN brands b ON b.brand_cd = p.brand_cd`,
    ).all<Doc>()
  ).results;
});

describe('POST /api/dp/display/search/v1/searchProduct: matching', () => {
  it('finds a word of 3+ characters through the trigram index, in every field it is in', async () => {
    const expected = docs.filter((doc) => contains(doc, '히알루론'));
    expect(expected.length).toBeGreaterThan(3);
    const data = await search({ query: '히알루론', size: 100 });
    expect(data).toMatchObject({ match: 'fts', query: '히알루론', searchedQuery: '히알루론', total: expected.length, suggestions: [] });
    expect(new Set(data.items.map((item) => item.inmPrdNo))).toEqual(new Set(numbers(expected)));
  });

  it('ranks a name hit above a tags-only hit, and equally relevant hits by popularity', async () => {
    const data = await search({ query: '솔잎정원' });
    expect(data.items.map((item) => item.inmPrdNo)).toEqual(['100900004', '100900003', '100900001', '100900002']);
  });

  it('needs every word of a query: a long word through the index, a short one by LIKE', async () => {
    const expected = docs.filter((doc) => contains(doc, '히알루론') && contains(doc, '토너'));
    expect(expected.length).toBeGreaterThan(0);
    const data = await search({ query: ' 히알루론   토너 ', size: 100 });
    expect(data).toMatchObject({ match: 'fts', query: '히알루론 토너', total: expected.length });
    expect(new Set(data.items.map((item) => item.inmPrdNo))).toEqual(new Set(numbers(expected)));
  });

  it('finds 초성 `ㅅㄹ` as the word 세럼 of a name, not 슬리핑, 세라마이드 or 컨실러, most popular first, 품절 last', async () => {
    const hasSerum = (doc: Doc) => words(doc.prd_nm).includes('세럼');
    const expected = docs.filter(hasSerum).sort(byPopularity);
    expect(expected.length).toBeGreaterThan(3);
    // A sold-out 세럼 outsells a buyable one, so popularity alone would rank it before.
    expect(expected.some((doc) => doc.sold_out && expected.some((other) => !other.sold_out && other.sales_cnt < doc.sales_cnt))).toBe(true);
    // The seed has look-alikes that a substring match of the 초성 would wrongly find.
    expect(docs.some((doc) => /슬리핑|세라마이드|컨실러/.test(doc.prd_nm) && !hasSerum(doc))).toBe(true);
    const data = await search({ query: 'ㅅㄹ', size: 100 });
    expect(data).toMatchObject({ match: 'choseong', searchedQuery: 'ㅅㄹ', total: expected.length });
    expect(data.items.map((item) => item.inmPrdNo)).toEqual(numbers(expected));
  });

  it('needs every 초성 word: `ㄴㅊㅅ ㅅㄹ` is 녹차숍 and 세럼', async () => {
    const expected = docs.filter((doc) => words(doc.prd_nm).includes('녹차숍') && words(doc.prd_nm).includes('세럼'));
    expect(expected.length).toBeGreaterThan(0);
    const data = await search({ query: 'ㄴㅊㅅ ㅅㄹ', size: 100 });
    expect(data.items.map((item) => item.inmPrdNo)).toEqual(numbers(expected.sort(byPopularity)));
  });

  it.each([
    ['크림', [0, 1]],
    ['오일', [0, 2]],
  ])('finds the two-letter word %s by LIKE: a word of the name starting with it, then in the name, then elsewhere, each by popularity', async (word, tiers) => {
    const tier = (doc: Doc) => (doc.prd_nm.startsWith(word) || doc.prd_nm.includes(` ${word}`) ? 0 : doc.prd_nm.includes(word) ? 1 : 2);
    const expected = docs.filter((doc) => contains(doc, word)).sort((a, b) => soldOutLast(a, b) || tier(a) - tier(b) || byPopularity(a, b));
    expect([...new Set(expected.map(tier))].sort()).toEqual(tiers);
    const data = await search({ query: word, size: 100 });
    expect(data).toMatchObject({ match: 'like', total: expected.length });
    expect(data.items.map((item) => item.inmPrdNo)).toEqual(numbers(expected.slice(0, 100)));
  });

  it.each(['%', '_', '\\'])('takes %s literally in a LIKE search', async (query) => {
    expect(await search({ query })).toMatchObject({ items: [], total: 0, match: null });
  });

  it('reads Latin letters typed on a Korean keyboard as Hangul when they find nothing: tpfja → 세럼', async () => {
    const typed = await search({ query: 'tpfja', size: 100 });
    const direct = await search({ query: '세럼', size: 100 });
    expect(direct.total).toBeGreaterThan(0);
    expect(typed).toMatchObject({ query: 'tpfja', searchedQuery: '세럼', match: 'keyboard', total: direct.total, facets: direct.facets });
    expect(typed.items).toEqual(direct.items);
    expect(await search({ query: 'zmfla' })).toMatchObject({ searchedQuery: '크림', match: 'keyboard' });
  });

  it('keeps Latin letters that match as they are: a brand’s English name', async () => {
    const expected = docs.filter((doc) => doc.brand_nm.includes('Damso'));
    const data = await search({ query: 'damso', size: 100 });
    expect(data).toMatchObject({ match: 'fts', searchedQuery: 'damso', total: expected.length });
  });
});

describe('POST /api/dp/display/search/v1/searchProduct: filters, facets, sorts and pages', () => {
  const creams = () => docs.filter((doc) => contains(doc, '크림'));

  it('counts categories and brands over the unfiltered hits, whatever the filters', async () => {
    const hits = creams();
    const categoryOrder = ['스킨케어', '메이크업', '바디', '헤어', '클렌징'];
    const categories = categoryOrder.map((catNm) => ({ catNm, count: hits.filter((doc) => doc.category === catNm).length })).filter((facet) => facet.count > 0);
    const brandCounts = new Map<string, { brandCd: string; brandNm: string; count: number }>();
    for (const doc of hits) {
      const entry = brandCounts.get(doc.brand_cd) ?? { brandCd: doc.brand_cd, brandNm: doc.brand_label, count: 0 };
      entry.count += 1;
      brandCounts.set(doc.brand_cd, entry);
    }
    const brands = [...brandCounts.values()].sort((a, b) => b.count - a.count || a.brandNm.localeCompare(b.brandNm, 'ko'));
    const unfiltered = await search({ query: '크림' });
    expect(unfiltered.facets).toEqual({ categories, brands });
    const filtered = await search({ query: '크림', catNm: '바디', brandCd: brands[0].brandCd });
    expect(filtered.facets).toEqual({ categories, brands });
  });

  it('filters by category, brand and sale price range, and counts the filtered total', async () => {
    const brandCd = 'NKCHA';
    const expected = creams().filter((doc) => doc.category === '스킨케어' && doc.brand_cd === brandCd && doc.sale_amt >= 20_000 && doc.sale_amt <= 60_000);
    expect(expected.length).toBeGreaterThan(0);
    const data = await search({ query: '크림', catNm: '스킨케어', brandCd, minPrice: 20_000, maxPrice: 60_000, size: 100 });
    expect(data.total).toBe(expected.length);
    expect(new Set(data.items.map((item) => item.inmPrdNo))).toEqual(new Set(numbers(expected)));
    for (const item of data.items) expect(item).toMatchObject({ catNm: '스킨케어', brandCd, brandNm: '녹차숍' });
  });

  it.each([
    ['popular', (a: Doc, b: Doc) => byPopularity(a, b)],
    ['newest', (a: Doc, b: Doc) => soldOutLast(a, b) || b.reg_dttm.localeCompare(a.reg_dttm) || a.inm_prd_no.localeCompare(b.inm_prd_no)],
    ['priceAsc', (a: Doc, b: Doc) => soldOutLast(a, b) || a.sale_amt - b.sale_amt || a.inm_prd_no.localeCompare(b.inm_prd_no)],
    ['priceDesc', (a: Doc, b: Doc) => soldOutLast(a, b) || b.sale_amt - a.sale_amt || a.inm_prd_no.localeCompare(b.inm_prd_no)],
  ] as const)('sorts by %s, 품절 last', async (sort, compare) => {
    const data = await search({ query: '크림', sort, size: 100 });
    expect(data.items.map((item) => item.inmPrdNo)).toEqual(numbers(creams().sort(compare).slice(0, 100)));
  });

  it('pages: consecutive pages make the first 21 hits, a page past the end is empty with the same total', async () => {
    const first21 = (await search({ query: '크림', size: 21 })).items.map((item) => item.inmPrdNo);
    const pages = await Promise.all([1, 2, 3].map((page) => search({ query: '크림', size: 7, page })));
    expect(pages.flatMap((data) => data.items.map((item) => item.inmPrdNo))).toEqual(first21);
    expect(pages.map((data) => [data.page, data.size])).toEqual([
      [1, 7],
      [2, 7],
      [3, 7],
    ]);
    const past = await search({ query: '크림', size: 100, page: 50 });
    expect(past).toMatchObject({ items: [], total: creams().length, page: 50, match: 'like', suggestions: [] });
  });

  it('shows cards with the running hot deal’s badge and end', async () => {
    const [deal, ended] = creams().sort(byPopularity);
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare('INSERT INTO hot_deals (inm_prd_no, start_dttm, end_dttm) VALUES (?, ?, ?)').bind(
        deal.inm_prd_no,
        toDttm14(now - 3_600_000),
        '20991231235959',
      ),
      env.DB.prepare('INSERT INTO hot_deals (inm_prd_no, start_dttm, end_dttm) VALUES (?, ?, ?)').bind(
        ended.inm_prd_no,
        '20200101000000',
        toDttm14(now - 1000),
      ),
    ]);
    const { items } = await search({ query: '크림', sort: 'popular', size: 2 });
    expect(items[0]).toMatchObject({ inmPrdNo: deal.inm_prd_no, hotDealEndDttm: '20991231235959', imageUrl: `/images/products/${deal.inm_prd_no}-0.svg` });
    expect(items[0].badges).toContain('HOT');
    expect(items[1]).toMatchObject({ inmPrdNo: ended.inm_prd_no, hotDealEndDttm: null });
    expect(items[1].badges).not.toContain('HOT');
  });
});

describe('POST /api/dp/display/search/v1/searchProduct: keeping up with the catalog', () => {
  it('filters and sorts by a product’s new price at once, and finds it by its rewritten search text', async () => {
    await env.DB.prepare("UPDATE products SET sale_amt = 1, cnsm_amt = 1, dc_rate = 0 WHERE inm_prd_no = '100900003'").run();
    const cheapest = await search({ query: '솔잎정원', maxPrice: 1 });
    expect(cheapest.items.map((item) => [item.inmPrdNo, item.saleAmt])).toEqual([['100900003', 1]]);
    await env.DB.prepare("UPDATE search_docs SET prd_nm = '소나무숲 앰플' WHERE inm_prd_no = '100900003'").run();
    expect((await search({ query: '소나무숲' })).items.map((item) => item.inmPrdNo)).toEqual(['100900003']);
    expect((await search({ query: '솔잎정원' })).items.map((item) => item.inmPrdNo)).not.toContain('100900003');
  });
});

describe('POST /api/dp/display/search/v1/searchProduct: 품절 last', () => {
  it('lists the best match after every buyable hit in 정확도순 once its last option runs out, and first again once restocked', async () => {
    const ranked = async () => (await search({ query: '솔잎정원' })).items.map((item) => [item.inmPrdNo, item.soldOutYn]);
    const before = await ranked();
    expect(before[0]).toEqual(['100900004', 'N']);
    await env.DB.prepare("UPDATE product_options SET stock = 0 WHERE inm_prd_no = '100900004'").run();
    expect(await ranked()).toEqual([...before.slice(1), ['100900004', 'Y']]);
    await env.DB.prepare("UPDATE product_options SET stock = 3 WHERE inm_prd_no = '100900004'").run();
    expect(await ranked()).toEqual(before);
  });
});

describe('POST /api/dp/display/search/v1/searchProduct: nothing found', () => {
  it('answers no items, no facets and suggestions: popular keywords and the categories, never the query', async () => {
    const data = await search({ query: '없는상품명' });
    expect(data).toMatchObject({ items: [], total: 0, match: null, searchedQuery: '없는상품명', facets: { categories: [], brands: [] } });
    expect(data.suggestions).toEqual(expect.arrayContaining(['스킨케어', '메이크업', '바디', '헤어', '클렌징']));
    expect(data.suggestions).not.toContain('없는상품명');
    expect(data.suggestions.length).toBeLessThanOrEqual(10);
  });

  it('suggests too when only the filters leave nothing, and still shows the facets', async () => {
    const data = await search({ query: '크림', maxPrice: 0 });
    expect(data).toMatchObject({ items: [], total: 0, match: 'like' });
    expect(data.facets.categories.length).toBeGreaterThan(0);
    expect(data.suggestions.length).toBeGreaterThan(0);
  });
});

describe('POST /api/dp/display/search/v1/searchProduct: bad input', () => {
  it.each([
    ['no query', {}, 'query'],
    ['an empty query', { query: '' }, 'query'],
    ['only spaces', { query: '   ' }, 'query'],
    ['51 characters', { query: '가'.repeat(51) }, 'query'],
    ['a number', { query: 7 }, 'query'],
    ['an unknown sort', { query: '크림', sort: 'best' }, 'sort'],
    ['page 0', { query: '크림', page: 0 }, 'page'],
    ['101 a page', { query: '크림', size: 101 }, 'size'],
    ['a 4-letter brand code', { query: '크림', brandCd: 'NKCH' }, 'brandCd'],
    ['a negative price', { query: '크림', minPrice: -1 }, 'minPrice'],
  ])('refuses %s with 400 INVALID_INPUT naming the field', async (_name, body, field) => {
    const response = await call('POST', SEARCH, { body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; message: string; fields: Record<string, string> };
    expect(answer).toMatchObject({ code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.' });
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(answer.fields[field]).toMatch(/[가-힣]/);
  });

  it('words the query’s errors itself', async () => {
    const answer = async (body: unknown) =>
      ((await (await call('POST', SEARCH, { body: JSON.stringify(body) })).json()) as { fields: Record<string, string> }).fields;
    expect(await answer({ query: ' ' })).toEqual({ query: '검색어를 입력해 주세요.' });
    expect(await answer({ query: '가'.repeat(51) })).toEqual({ query: '검색어는 50자까지 입력할 수 있습니다.' });
  });
});
