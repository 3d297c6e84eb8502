import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { upsertSearchDoc } from '#edge/ops/catalog-writes';
import { searchStatement, type SearchPageArgs } from './product-search';
import { searchRunOf } from './search-results';
import { hitsQuery } from './search-hits';
import { pageFromOrder, searchRun } from './search-run';
import { addProduct, seedCatalog } from './search-test-catalog';

const NOW14 = '20261128120000';

function args(overrides: Partial<SearchPageArgs> = {}): SearchPageArgs {
  return { filters: {}, sort: 'relevance', page: 1, size: 20, now14: NOW14, ...overrides };
}

/** env.DB, noting the SQL of every statement it prepares. */
function recordingDb(): { db: D1Database; sql: string[] } {
  const sql: string[] = [];
  const db = {
    prepare: (text: string) => {
      sql.push(text);
      return env.DB.prepare(text);
    },
    batch: (statements: D1PreparedStatement[]) => env.DB.batch(statements),
  } as unknown as D1Database;
  return { db, sql };
}

/** What one full statement answers for `query`, counting every hit. */
async function counted(query: string, pageArgs: SearchPageArgs) {
  return searchRunOf(await searchStatement(env.DB, hitsQuery(query, pageArgs.sort === 'relevance'), pageArgs).all()).run;
}

const counts = (sql: readonly string[]) => sql.some((text) => text.includes('GROUP BY'));

type Statement = 'counts' | 'page and its total, keeping its order' | 'page, keeping its order' | 'page' | 'cards';

/** Which statement a search ran, from the SQL it prepared. */
function statementOf(sql: readonly string[]): Statement {
  const text = sql.join('\n');
  if (text.includes('GROUP BY')) return 'counts';
  if (text.includes('filtered_total')) return 'page and its total, keeping its order';
  if (text.includes('top_json')) return 'page, keeping its order';
  return text.includes('json_each') ? 'cards' : 'page';
}

beforeAll(async () => {
  await seedCatalog();
  for (const [index, name] of ['솔잎정원 토너', '솔잎정원 세럼', '솔잎정원 크림'].entries()) {
    await addProduct({ inmPrdNo: `10090000${index + 1}`, prdNm: name, salesCnt: 10 - index });
  }
});

describe('searchRun', () => {
  it('counts and ranks a query once a generation: later pages, sorts and filters read what is kept, and answer what a fresh count does', async () => {
    const priced = { minPrice: 10_000, maxPrice: 30_000 };
    const steps: [SearchPageArgs, Statement][] = [
      [args(), 'counts'],
      [args({ page: 2 }), 'cards'],
      [args({ filters: { catNm: '스킨케어' } }), 'cards'],
      [args({ sort: 'popular' }), 'page, keeping its order'],
      [args({ sort: 'popular', page: 2, filters: { catNm: '바디케어' } }), 'cards'],
      [args({ sort: 'priceAsc', filters: priced }), 'page and its total, keeping its order'],
      [args({ sort: 'priceAsc', page: 2, filters: priced }), 'cards'],
    ];
    for (const [pageArgs, expected] of steps) {
      const recorded = recordingDb();
      const { run } = await searchRun(recorded.db, '히알루론', pageArgs);
      expect(statementOf(recorded.sql)).toBe(expected);
      expect(run).toEqual(await counted('히알루론', pageArgs));
    }
  });

  it('counts afresh once the catalog moves on: a product taken off sale leaves the total and the facets at once', async () => {
    const before = (await searchRun(env.DB, '솔잎정원', args())).run;
    expect(before.total).toBe(3);
    await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = '100900002'`).run();

    const after = recordingDb();
    const { run } = await searchRun(after.db, '솔잎정원', args({ sort: 'popular' }));
    expect(counts(after.sql)).toBe(true);
    expect(run.total).toBe(2);
    expect(run.items.map((card) => card.prdNm)).toEqual(['솔잎정원 토너', '솔잎정원 크림']);
    expect(run.facets.brands.reduce((sum, brand) => sum + brand.count, 0)).toBe(2);
  });

  it('counts afresh when only a product’s search text is rewritten', async () => {
    await searchRun(env.DB, '솔잎정원', args());
    await env.DB.prepare(`UPDATE search_docs SET prd_nm = '소나무정원 토너' WHERE inm_prd_no = '100900001'`).run();
    const { run } = await searchRun(env.DB, '솔잎정원', args({ page: 1, sort: 'newest' }));
    expect(run.total).toBe(1);
    expect(run.items.map((card) => card.inmPrdNo)).toEqual(['100900003']);
  });
});

describe('pageFromOrder', () => {
  const counts = {
    generation: 1,
    counts: [
      { cat_id: 1, cat_nm: '스킨케어', cat_ord: 1, brand_cd: 'A', brand_nm: '에이', brand_ord: 1, hits: 30, filtered: 30 },
      { cat_id: 2, cat_nm: '바디', cat_ord: 2, brand_cd: 'B', brand_nm: '비', brand_ord: 2, hits: 20, filtered: 20 },
    ],
  };
  const rows = (length: number) =>
    Array.from({ length }, (_, index): [string, number, string, number] => [`P${index}`, index % 5 === 0 ? 2 : 1, index % 5 === 0 ? 'B' : 'A', 1000 * index]);

  it('answers a page the kept order holds, with the counts’ total', () => {
    expect(pageFromOrder({ generation: 1, rows: rows(40) }, counts, args({ page: 2 }))).toEqual({
      inmPrdNos: rows(40)
        .slice(20, 40)
        .map(([inmPrdNo]) => inmPrdNo),
      total: 50,
    });
    expect(pageFromOrder({ generation: 1, rows: rows(40) }, counts, args({ filters: { catNm: '스킨케어', brandCd: 'A' } }))?.total).toBe(30);
  });

  it('answers nothing for a page past what an incomplete order holds, or a price filter’s total it cannot know', () => {
    expect(pageFromOrder({ generation: 1, rows: rows(40) }, counts, args({ page: 3 }))).toBeNull();
    expect(pageFromOrder({ generation: 1, rows: rows(40) }, counts, args({ filters: { catNm: '바디' } }))).toBeNull();
    expect(pageFromOrder({ generation: 1, rows: rows(40) }, counts, args({ filters: { maxPrice: 5000 } }))).toBeNull();
  });

  it('answers any page and price filter from a complete order, past its end as an empty page', () => {
    const complete = { generation: 1, rows: rows(50) };
    expect(pageFromOrder(complete, counts, args({ filters: { minPrice: 10_000, maxPrice: 19_000 } }))).toEqual({
      inmPrdNos: ['P10', 'P11', 'P12', 'P13', 'P14', 'P15', 'P16', 'P17', 'P18', 'P19'],
      total: 10,
    });
    expect(pageFromOrder(complete, counts, args({ page: 4 }))).toEqual({ inmPrdNos: [], total: 50 });
  });
});

describe('search_hit_facts', () => {
  const facts = (inmPrdNo: string) =>
    env.DB.prepare('SELECT prd_nm, sales_cnt, sale_stop_yn FROM search_hit_facts WHERE inm_prd_no = ?')
      .bind(inmPrdNo)
      .first<{ prd_nm: string; sales_cnt: number; sale_stop_yn: string }>();

  it('follows every write to search_docs and the products columns it copies', async () => {
    await addProduct({ inmPrdNo: '100900009', prdNm: '편백숲 미스트', salesCnt: 4 });
    expect(await facts('100900009')).toEqual({ prd_nm: '편백숲 미스트', sales_cnt: 4, sale_stop_yn: 'N' });

    await env.DB.batch([
      env.DB.prepare(`UPDATE products SET sales_cnt = 40 WHERE inm_prd_no = '100900009'`),
      env.DB.prepare(`UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = '100900009'`),
      env.DB.prepare(`UPDATE search_docs SET prd_nm = '편백숲 바디 미스트' WHERE inm_prd_no = '100900009'`),
    ]);
    expect(await facts('100900009')).toEqual({ prd_nm: '편백숲 바디 미스트', sales_cnt: 40, sale_stop_yn: 'Y' });

    // The console rewrites a search row by upsert, whose conflict rule reaches the triggers it fires.
    await env.DB.prepare(`UPDATE products SET prd_nm = '편백숲 헤어 미스트' WHERE inm_prd_no = '100900009'`).run();
    await upsertSearchDoc(env.DB, '100900009', '편백숲 헤어 미스트').run();
    expect(await facts('100900009')).toMatchObject({ prd_nm: '편백숲 헤어 미스트' });

    await env.DB.prepare(`DELETE FROM search_docs WHERE inm_prd_no = '100900009'`).run();
    expect(await facts('100900009')).toBeNull();
    const { total } = await env.DB.prepare('SELECT (SELECT COUNT(*) FROM search_docs) - (SELECT COUNT(*) FROM search_hit_facts) AS total')
      .first<{ total: number }>()
      .then((row) => row ?? { total: -1 });
    expect(total).toBe(0);
  });
});
