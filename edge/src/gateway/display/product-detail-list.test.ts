import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import type { ProductDetail } from '#shared/schemas/display-calls';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';

const PATH = '/dp/display/product/v1/getProductDetailList';

type Page = { data: { items: ProductDetail[]; total: number; page: number; size: number } };

async function page(body: Record<string, unknown>): Promise<Page['data']> {
  const response = await call('POST', PATH, { body: JSON.stringify(body) });
  expect(response.status).toBe(200);
  return ((await response.json()) as Page).data;
}

let numbers: string[];

beforeAll(async () => {
  await env.DB.batch(catalogSeedStatements({ products: 60, seed: 7 }).map((statement) => env.DB.prepare(statement)));
  numbers = (await env.DB.prepare('SELECT inm_prd_no FROM products ORDER BY inm_prd_no').all<{ inm_prd_no: string }>()).results.map((row) => row.inm_prd_no);
});

describe('POST /api/dp/display/product/v1/getProductDetailList', () => {
  it('pages through every product exactly once, in product-number order', async () => {
    const seen: ProductDetail[] = [];
    for (let n = 1; n <= 5; n++) {
      const data = await page({ page: n, size: 13 });
      expect(data).toMatchObject({ total: 60, page: n, size: 13 });
      seen.push(...data.items);
    }
    expect(seen.map((detail) => detail.inmPrdNo)).toEqual(numbers);
  });

  it('gives each product the same detail as getProductDetail, with its own options and images', async () => {
    const { items } = await page({ page: 2, size: 25 });
    for (const detail of items.filter((_, index) => index % 6 === 0)) {
      const single = (await (
        await call('POST', '/dp/display/product/v1/getProductDetail', { body: JSON.stringify({ productCode: detail.productCode }) })
      ).json()) as { data: ProductDetail };
      expect(detail).toEqual(single.data);
    }
    const counts = await env.DB.prepare(
      `SELECT p.inm_prd_no, (SELECT COUNT(*) FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no) AS options,
              (SELECT COUNT(*) FROM product_images i WHERE i.inm_prd_no = p.inm_prd_no) AS images FROM products p`,
    ).all<{ inm_prd_no: string; options: number; images: number }>();
    const byNumber = new Map(counts.results.map((row) => [row.inm_prd_no, row]));
    for (const detail of items) {
      expect(detail.options).toHaveLength(byNumber.get(detail.inmPrdNo)!.options);
      expect(detail.images.map((image) => image.url)).toEqual(
        Array.from({ length: byNumber.get(detail.inmPrdNo)!.images }, (_, sortOrd) => `/images/products/${detail.inmPrdNo}-${sortOrd}.svg`),
      );
      expect(detail.options.every((option) => option.prdCd.startsWith(detail.brandCd))).toBe(true);
      expect(detail.images.every((image) => image.svg.startsWith('<svg'))).toBe(true);
    }
  });

  it('answers 100 a page by default and an empty page past the end', async () => {
    const first = await page({});
    expect(first).toMatchObject({ total: 60, page: 1, size: 100 });
    expect(first.items).toHaveLength(60);
    await expectJson(await call('POST', PATH, { body: JSON.stringify({ page: 2, size: 100 }) }), 200, {
      statusCode: 200,
      data: { items: [], total: 60, page: 2, size: 100 },
    });
  });

  it('refuses 201 a page with 400 INVALID_INPUT', async () => {
    await expectJson(await call('POST', PATH, { body: JSON.stringify({ size: 201 }) }), 400, {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { size: '한 번에 200개까지 조회할 수 있습니다.' },
    });
  });
});
