import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { SearchProductResponseSchema } from '#shared/schemas/search-calls';
import { callGateway as call } from '#edge/testing/gateway-call';
import { hitsQuery } from './search-hits';
import { addProduct, seedCatalog } from './search-test-catalog';

interface Doc {
  inm_prd_no: string;
  text: string;
}

let docs: Doc[];

async function search(query: string) {
  const response = await call('POST', '/dp/display/search/v1/searchProduct', { body: JSON.stringify({ query, size: 100 }) });
  return SearchProductResponseSchema.parse(await response.json()).data;
}

/** What LIKE finds: every word somewhere in name, brands, category or tags, Latin case aside. */
const expectedTotal = (query: string) => docs.filter((doc) => query.split(' ').every((word) => doc.text.toLowerCase().includes(word.toLowerCase()))).length;

beforeAll(async () => {
  await seedCatalog();
  docs = (
    await env.DB.prepare(
      "SELECT inm_prd_no, prd_nm || ' ' || brand_nm || ' ' || cat_nm || ' ' || tags AS text FROM search_docs WHERE sale_stop_yn = 'N'",
    ).all<Doc>()
  ).results;
});

describe('words of 1–2 characters through the short gram index', () => {
  it('finds a word of 1–2 characters through the index, reading no other rows', async () => {
    const { sql, binds } = hitsQuery('크림');
    const plan = (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...binds)
        .all<{ detail: string }>()
    ).results.map((row) => row.detail);
    expect(plan, plan.join('\n')).toEqual(['SCAN search_grams VIRTUAL TABLE INDEX 0:M1', 'SEARCH d USING INTEGER PRIMARY KEY (rowid=?)']);
  });

  it.each(['립', '팩', '수분 크림', 'da', 'DA', 'Bo', '에', '녹차 오일'])('finds what LIKE finds for %s', async (query) => {
    const total = expectedTotal(query);
    expect(total).toBeGreaterThan(0);
    expect(await search(query)).toMatchObject({ match: 'like', total });
  });

  it('takes a word with other characters by LIKE among the index’s hits: 1% 크림', async () => {
    await addProduct({ inmPrdNo: '100900011', prdNm: '1% 판테놀 크림', salesCnt: 3 });
    const data = await search('1% 크림');
    expect(data.items.map((item) => item.inmPrdNo)).toEqual(['100900011']);
  });

  it('follows a product’s new, renamed and removed search text', async () => {
    await addProduct({ inmPrdNo: '100900012', prdNm: '솔숲 밤', salesCnt: 7 });
    expect((await search('솔숲')).items.map((item) => item.inmPrdNo)).toEqual(['100900012']);
    await env.DB.prepare("UPDATE search_docs SET prd_nm = '갯벌 밤' WHERE inm_prd_no = '100900012'").run();
    expect((await search('솔숲')).total).toBe(0);
    expect((await search('갯벌')).items.map((item) => item.inmPrdNo)).toEqual(['100900012']);
    await env.DB.prepare("DELETE FROM search_docs WHERE inm_prd_no = '100900012'").run();
    expect((await search('갯벌')).total).toBe(0);
  });
});
