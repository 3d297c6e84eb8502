import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchRunOf, searchStatement, type SearchPageArgs } from './product-search';
import { hitsQuery } from './search-hits';
import { searchRun } from './search-run';
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

beforeAll(async () => {
  await seedCatalog();
  for (const [index, name] of ['솔잎정원 토너', '솔잎정원 세럼', '솔잎정원 크림'].entries()) {
    await addProduct({ inmPrdNo: `10090000${index + 1}`, prdNm: name, salesCnt: 10 - index });
  }
});

describe('searchRun', () => {
  it('counts a query once: its next page, sort or category filter reads only the page and answers what a fresh count does', async () => {
    const first = recordingDb();
    await searchRun(first.db, '히알루론', args());
    expect(counts(first.sql)).toBe(true);

    for (const next of [
      args({ sort: 'popular' }),
      args({ page: 2 }),
      args({ filters: { catNm: '스킨케어' } }),
      args({ sort: 'priceAsc', filters: { catNm: '바디케어' } }),
    ]) {
      const again = recordingDb();
      const { run } = await searchRun(again.db, '히알루론', next);
      expect(counts(again.sql)).toBe(false);
      expect(run).toEqual(await counted('히알루론', next));
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

  it('counts a price filter’s own total over kept counts, and everything for a query not counted yet', async () => {
    const priced = args({ filters: { minPrice: 10_000, maxPrice: 30_000 }, sort: 'priceAsc' });
    const first = recordingDb();
    const fresh = await searchRun(first.db, '크림', priced);
    expect(counts(first.sql)).toBe(true);
    expect(fresh.run).toEqual(await counted('크림', priced));

    const recorded = recordingDb();
    const { run } = await searchRun(recorded.db, '크림', { ...priced, page: 2 });
    expect(counts(recorded.sql)).toBe(false);
    expect(recorded.sql.some((text) => text.includes('COUNT(*) AS filtered_total'))).toBe(true);
    expect(run).toEqual(await counted('크림', { ...priced, page: 2 }));
    expect(run.total).toBeLessThan(run.unfilteredTotal);
  });

  it('counts afresh when only a product’s search text is rewritten', async () => {
    await searchRun(env.DB, '솔잎정원', args());
    await env.DB.prepare(`UPDATE search_docs SET prd_nm = '소나무정원 토너' WHERE inm_prd_no = '100900001'`).run();
    const { run } = await searchRun(env.DB, '솔잎정원', args({ page: 1, sort: 'newest' }));
    expect(run.total).toBe(1);
    expect(run.items.map((card) => card.inmPrdNo)).toEqual(['100900003']);
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

    await env.DB.prepare(`DELETE FROM search_docs WHERE inm_prd_no = '100900009'`).run();
    expect(await facts('100900009')).toBeNull();
    const { total } = await env.DB.prepare('SELECT (SELECT COUNT(*) FROM search_docs) - (SELECT COUNT(*) FROM search_hit_facts) AS total')
      .first<{ total: number }>()
      .then((row) => row ?? { total: -1 });
    expect(total).toBe(0);
  });
});
