import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toDttm14 } from '#shared/format';
import { countRoundTrips } from '#edge/testing/d1-round-trips';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { hotDealInsert, seedFixtureCatalog } from './test-catalog';

const BASE = '/dp/display/page/v1';
const names = (data: { items: { prdNm: string }[] }) => data.items.map((item) => item.prdNm);

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Counts the batches a call makes, and fails on any statement run on its own. */
function watchReads(): { batches: () => number } {
  const trips = countRoundTrips();
  const statement = Object.getPrototypeOf(env.DB.prepare('SELECT 1')) as D1PreparedStatement;
  for (const method of ['first', 'all', 'run', 'raw'] as const) {
    vi.spyOn(statement, method).mockImplementation(() => {
      throw new Error(`${method}() outside the page's batch`);
    });
  }
  return { batches: () => trips().batches };
}

async function page<T>(method: 'GET' | 'POST', verb: string, body?: unknown): Promise<T> {
  const response = await call(method, `${BASE}/${verb}`, body === undefined ? {} : { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

type ListPage = {
  items: { prdNm: string }[];
  total: number;
  size: number;
  tree: { catNm: string; productCount: number }[];
  generation: number;
  nextChangeDttm: string | null;
};

describe('the list pages’ calls', () => {
  it('answers a category’s page, its total, the tree and the generation from one batch', async () => {
    const reads = watchReads();
    const data = await page<ListPage>('POST', 'getProductListPage', { catNm: '스킨케어', sort: 'priceAsc' });
    expect(reads.batches()).toBe(1);
    expect(names(data)).toEqual(['녹차숍 제주 녹차 토너', '담소 동백 크림', '녹차숍 수분 기획세트']);
    expect(data).toMatchObject({ total: 3, size: 20, nextChangeDttm: null });
    expect(data.tree.map((category) => category.catNm)).toEqual(['스킨케어', '메이크업', '바디']);
    expect(data.generation).toBeGreaterThan(0);
  });

  it('lists a subcategory name alone in every category that has it, or within its category', async () => {
    expect(names(await page<ListPage>('POST', 'getProductListPage', { subCatNm: '기획세트' }))).toEqual(['녹차숍 립 기획세트', '녹차숍 수분 기획세트']);
    expect(names(await page<ListPage>('POST', 'getProductListPage', { catNm: '메이크업', subCatNm: '기획세트' }))).toEqual(['녹차숍 립 기획세트']);
  });

  it.each([{}, { catNm: '스킨케어' }, { catNm: '메이크업' }, { subCatNm: '기획세트' }, { catNm: '메이크업', subCatNm: '기획세트' }])(
    'totals %o as the products on sale in it, sold-out ones included',
    async (body) => {
      await env.DB.prepare(`UPDATE products SET sold_out_yn = 'Y' WHERE inm_prd_no = '100000001'`).run();
      const { total } = await page<ListPage>('POST', 'getProductListPage', body);
      const counted = await env.DB.prepare(
        `SELECT COUNT(*) AS n FROM products p JOIN categories c ON c.cat_id = p.cat_id JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id
          WHERE p.sale_stop_yn = 'N' AND (?1 IS NULL OR c.cat_nm = ?1) AND (?2 IS NULL OR s.sub_cat_nm = ?2)`,
      )
        .bind(body.catNm ?? null, body.subCatNm ?? null)
        .first<number>('n');
      expect(total).toBe(counted);
      expect(total).toBeGreaterThan(0);
      await env.DB.prepare(`UPDATE products SET sold_out_yn = 'N' WHERE inm_prd_no = '100000001'`).run();
    },
  );

  it.each([{ catNm: '없는분류' }, { catNm: '메이크업', subCatNm: '크림' }, { subCatNm: '없는하위' }])(
    'answers %o with 404 CATEGORY_NOT_FOUND',
    async (body) => {
      await expectJson(await call('POST', `${BASE}/getProductListPage`, { body: JSON.stringify(body) }), 404, {
        code: 'CATEGORY_NOT_FOUND',
        message: '카테고리를 찾을 수 없습니다.',
      });
    },
  );

  it('leaves a product taken off sale out of lists and counts, and names the generation that moved', async () => {
    const before = await page<ListPage>('POST', 'getProductListPage', {});
    await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = '100000004'`).run();
    const after = await page<ListPage>('POST', 'getProductListPage', {});
    expect(names(after)).not.toContain('담소 립 틴트');
    expect(after.total).toBe(before.total - 1);
    expect(after.tree.find((category) => category.catNm === '메이크업')?.productCount).toBe(1);
    expect(after.generation).toBeGreaterThan(before.generation);
    await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'N' WHERE inm_prd_no = '100000004'`).run();
  });

  it('answers 베스트, 특가 and the menu each from one batch, with the next hot deal start or end', async () => {
    const now = Date.now();
    await env.DB.batch([
      hotDealInsert(env.DB, '100000002', now - 3_600_000, now + 7_200_000),
      hotDealInsert(env.DB, '100000005', now + 3_600_000, now + 9_000_000),
    ]);
    const reads = watchReads();
    const best = await page<ListPage>('GET', 'getBestPage');
    const deals = await page<ListPage>('GET', 'getHotDealPage');
    const menu = await page<{ tree: unknown[]; generation: number; nextChangeDttm: null }>('GET', 'getAllMenuPage');
    expect(reads.batches()).toBe(3);
    expect(names(best)).toEqual(['녹차숍 제주 녹차 토너', '담소 동백 크림', '녹차숍 립 기획세트', '담소 립 틴트', '녹차숍 수분 기획세트']);
    expect(best.tree).toHaveLength(3);
    expect(names(deals)).toEqual(['담소 동백 크림']);
    expect(deals.nextChangeDttm).toBe(toDttm14(now + 3_600_000));
    expect(best.nextChangeDttm).toBe(toDttm14(now + 3_600_000));
    expect(menu).toMatchObject({ nextChangeDttm: null });
    expect(menu.tree).toHaveLength(3);
  });

  it('answers the sample market from one batch, with the next period start or end', async () => {
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO sample_market_items (sample_id, inm_prd_no, sample_nm, price_type, price, stock, per_cust_limit, start_dttm, end_dttm)
       VALUES (1, '100000001', '토너 미니', 'WON', 100, 5, 1, ?1, ?2)`,
    )
      .bind(toDttm14(now - 60_000), toDttm14(now + 86_400_000))
      .run();
    const reads = watchReads();
    const data = await page<{ items: { sampleNm: string; status: string }[]; nextChangeDttm: string }>('GET', 'getSampleMarketPage');
    expect(reads.batches()).toBe(1);
    expect(data.items).toEqual([expect.objectContaining({ sampleNm: '토너 미니', status: 'ONGOING' })]);
    expect(data.nextChangeDttm).toBe(toDttm14(now + 86_400_000));
  });
});
