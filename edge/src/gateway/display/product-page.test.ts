import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway as call } from '#edge/testing/gateway-call';
import { readProductPage } from './product-page';
import { seedFixtureCatalog } from './test-catalog';

const PATH = '/dp/display/product/v1/getProductPage';
const NOW = '20261127120000';
const TEXT = '촉촉하고 순해서 건성 피부인 저에게 딱 맞아요. 재구매할게요.';

async function addReview(inmPrdNo: string, rating: number, status: string, createdAt: number) {
  await env.DB.prepare(
    `INSERT INTO product_reviews (inm_prd_no, writer_nm, rating, content, status, created_at, updated_at) VALUES (?1, '녹차***', ?2, ?3, ?4, ?5, ?5)`,
  )
    .bind(inmPrdNo, rating, TEXT, status, createdAt)
    .run();
}

/** `env.DB` that counts its batches and the statements it prepared, to see that a call reads everything in one batch. */
function countingDb() {
  const counts = { batches: 0, statements: 0, prepared: 0 };
  const db = new Proxy(env.DB, {
    get(target, name) {
      if (name === 'batch')
        return (statements: D1PreparedStatement[]) => {
          counts.batches += 1;
          counts.statements += statements.length;
          return target.batch(statements);
        };
      if (name === 'prepare')
        return (sql: string) => {
          counts.prepared += 1;
          return target.prepare(sql);
        };
      const value = Reflect.get(target, name) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db, counts };
}

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await addReview('100000001', 5, 'PUBLISHED', 1_700_000_000_000);
  await addReview('100000001', 4, 'PUBLISHED', 1_700_000_100_000);
  // Not published: never counted.
  await addReview('100000001', 1, 'PENDING', 1_700_000_200_000);
  await env.DB.prepare('INSERT INTO hot_deals (inm_prd_no, start_dttm, end_dttm, deal_qty) VALUES (?1, ?2, ?3, NULL)')
    .bind('100000001', '20261201000000', '20261202000000')
    .run();
});

describe('the product page answer', () => {
  it('reads the product, its published reviews, 판매중지, the next deal and the generation in one batch', async () => {
    const { db, counts } = countingDb();
    const page = await readProductPage(db, 'NK0000001', NOW);
    expect(counts).toEqual({ batches: 1, statements: counts.prepared, prepared: 9 });
    expect(page).toMatchObject({
      product: { inmPrdNo: '100000001', productCode: 'NK0000001', prdNm: '녹차숍 제주 녹차 토너', options: [{}, {}] },
      reviews: { inmPrdNo: '100000001', reviewCnt: 2, ratingAvg: 4.5, starCnts: [1, 1, 0, 0, 0] },
      saleStopYn: 'N',
      nextDealStartDttm: '20261201000000',
    });
    // The page links to its images; their SVG text is served by the image route, not carried here.
    expect(page!.product.images).toEqual([
      { url: '/images/products/100000001-0.svg', alt: '녹차숍 제주 녹차 토너 대표 이미지', svg: '' },
      { url: '/images/products/100000001-1.svg', alt: '녹차숍 제주 녹차 토너 상세 이미지', svg: '' },
    ]);
    const { generation } = (await env.DB.prepare('SELECT generation FROM catalog_generation').first<{ generation: number }>())!;
    expect(page!.generation).toBe(generation);
  });

  it('says when a product is off sale, and a change moves the generation on', async () => {
    const before = (await readProductPage(env.DB, 'NK0000001', NOW))!.generation;
    await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'Y' WHERE product_code = 'NK0000001'`).run();
    try {
      const page = await readProductPage(env.DB, 'NK0000001', NOW);
      expect(page).toMatchObject({ saleStopYn: 'Y' });
      expect(page!.generation).toBeGreaterThan(before);
    } finally {
      await env.DB.prepare(`UPDATE products SET sale_stop_yn = 'N' WHERE product_code = 'NK0000001'`).run();
    }
  });

  it('answers the call with the page, and an unknown or malformed code as the gateway always has', async () => {
    const found = await call('POST', PATH, { body: JSON.stringify({ productCode: 'DA0000002' }) });
    expect(found.status).toBe(200);
    expect(await found.json()).toMatchObject({
      statusCode: 200,
      data: { product: { productCode: 'DA0000002' }, reviews: { reviewCnt: 0 }, nextDealStartDttm: null },
    });
    const unknown = await call('POST', PATH, { body: JSON.stringify({ productCode: 'NOPE999' }) });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    expect((await call('POST', PATH, { body: JSON.stringify({ productCode: '<b>' }) })).status).toBe(400);
  });
});
