import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedStatements } from '#shared/catalog-seed';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import type { ProductOptionCategoryItem } from '#shared/schemas/catalog-calls';

const PATH = '/dp/display/product/v1/getProductOptionCategory';
const INVALID = { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.' };

/** Every seeded option as the call should answer it, in number order, named by the query itself. */
let options: ProductOptionCategoryItem[];

function post(body: unknown) {
  return call('POST', PATH, { body: typeof body === 'string' ? body : JSON.stringify(body) });
}

beforeAll(async () => {
  await env.DB.batch(catalogSeedStatements({ products: 80, seed: 2026 }).map((statement) => env.DB.prepare(statement)));
  options = (
    await env.DB.prepare(
      `SELECT o.inm_optn_prd_no AS inmOptnPrdNo, o.inm_prd_no AS inmPrdNo, p.product_code AS productCode, p.prd_nm AS prdNm,
              c.cat_nm AS inmPrdCatNm, o.prd_optn_nm AS prdOptnNm, o.prd_cd AS prdCd, o.cnsm_amt AS cnsmAmt
         FROM product_options o JOIN products p USING (inm_prd_no) JOIN categories c ON c.cat_id = p.cat_id
        ORDER BY o.inm_optn_prd_no`,
    ).all<ProductOptionCategoryItem>()
  ).results;
});

describe('POST /api/dp/display/product/v1/getProductOptionCategory', () => {
  it('answers statusCode 200 and the option category item of one option', async () => {
    const [row] = options;
    await expectJson(await post({ inmOptnPrdNoList: [row.inmOptnPrdNo] }), 200, { statusCode: 200, data: [row] });
  });

  it('answers the items in the order asked, with prdCd starting with the brand code', async () => {
    const asked = [options[5], options[0], options[options.length - 1], options[2]];
    const response = await post({ inmOptnPrdNoList: asked.map((row) => row.inmOptnPrdNo) });
    await expectJson(response.clone(), 200, { statusCode: 200, data: asked });
    const { data } = (await response.json()) as { data: { prdCd: string; inmPrdNo: string }[] };
    for (const item of data) {
      const brand = await env.DB.prepare('SELECT brand_cd FROM products WHERE inm_prd_no = ?').bind(item.inmPrdNo).first<string>('brand_cd');
      expect(item.prdCd.slice(0, 5)).toBe(brand);
    }
  });

  it('names each option’s product by the code of its address, as its product detail answers', async () => {
    const row = options[options.length - 1];
    const [item] = ((await (await post({ inmOptnPrdNoList: [row.inmOptnPrdNo] })).json()) as { data: { productCode: string }[] }).data;
    const detail = await call('POST', '/dp/display/product/v1/getProductDetail', { body: JSON.stringify({ productCode: item.productCode }) });
    const product = ((await detail.json()) as { data: { inmPrdNo: string; options: { inmOptnPrdNo: string }[] } }).data;
    expect(product.inmPrdNo).toBe(row.inmPrdNo);
    expect(product.options.map((option) => option.inmOptnPrdNo)).toContain(row.inmOptnPrdNo);
  });

  it('leaves unknown numbers out and answers each number once', async () => {
    const [a, b] = options;
    const body = { inmOptnPrdNoList: ['999999999', a.inmOptnPrdNo, '0', a.inmOptnPrdNo, b.inmOptnPrdNo] };
    await expectJson(await post(body), 200, { statusCode: 200, data: [a, b] });
  });

  it('answers an empty list when no number is known', async () => {
    await expectJson(await post({ inmOptnPrdNoList: ['123', '456'] }), 200, { statusCode: 200, data: [] });
  });

  it('takes 100 numbers at once', async () => {
    const asked = options.slice(0, 100);
    expect(asked.length).toBeGreaterThanOrEqual(90);
    const list = [...asked.map((row) => row.inmOptnPrdNo), ...Array.from({ length: 100 - asked.length }, (_, i) => String(900000 + i))];
    expect(list).toHaveLength(100);
    await expectJson(await post({ inmOptnPrdNoList: list }), 200, { statusCode: 200, data: asked });
  });

  it('needs no login: a Bearer token is not read', async () => {
    const [row] = options;
    const response = await call('POST', PATH, { token: 'not-a-session', body: JSON.stringify({ inmOptnPrdNoList: [row.inmOptnPrdNo] }) });
    await expectJson(response, 200, { statusCode: 200, data: [row] });
  });

  it.each([
    ['an empty body', '', { inmOptnPrdNoList: '옵션 상품 번호 목록을 보내 주세요.' }],
    ['no list', {}, { inmOptnPrdNoList: '옵션 상품 번호 목록을 보내 주세요.' }],
    ['a string instead of a list', { inmOptnPrdNoList: '100' }, { inmOptnPrdNoList: '옵션 상품 번호 목록을 보내 주세요.' }],
    ['an empty list', { inmOptnPrdNoList: [] }, { inmOptnPrdNoList: '옵션 상품 번호를 하나 이상 보내 주세요.' }],
    [
      '101 numbers',
      { inmOptnPrdNoList: Array.from({ length: 101 }, (_, i) => String(i + 1)) },
      { inmOptnPrdNoList: '옵션 상품 번호는 한 번에 100개까지 조회할 수 있습니다.' },
    ],
    ['a number, not a string', { inmOptnPrdNoList: [200000101] }, { 'inmOptnPrdNoList.0': '옵션 상품 번호는 문자열이어야 합니다.' }],
    ['letters', { inmOptnPrdNoList: ['1', "1' OR 1=1"] }, { 'inmOptnPrdNoList.1': '옵션 상품 번호는 숫자여야 합니다.' }],
    ['an empty string', { inmOptnPrdNoList: [''] }, { 'inmOptnPrdNoList.0': '옵션 상품 번호는 숫자여야 합니다.' }],
  ])('refuses %s with 400 INVALID_INPUT', async (_name, body, fields) => {
    await expectJson(await post(body), 400, { ...INVALID, fields });
  });

  it('refuses a body that is not JSON with 400 INVALID_JSON', async () => {
    const response = await post('{"inmOptnPrdNoList": [');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_JSON');
  });
});
