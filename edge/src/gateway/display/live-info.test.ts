import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from './test-catalog';

const PATH = '/dp/display/product/v1/getProductLiveInfo';
const INVALID = { code: 'INVALID_INPUT', message: '입력값을 확인해 주세요.' };

function post(body: unknown) {
  return call('POST', PATH, { body: JSON.stringify(body) });
}

const P1 = {
  inmPrdNo: '100000001',
  cnsmAmt: 20000,
  saleAmt: 16000,
  dcRate: 20,
  badges: ['BEST', 'SALE'],
  soldOutYn: 'N',
  hotDealEndDttm: null,
  options: [
    { inmOptnPrdNo: '20000000101', cnsmAmt: 22000, saleAmt: 17600, stock: 12, soldOutYn: 'N' },
    { inmOptnPrdNo: '20000000102', cnsmAmt: 20000, saleAmt: 16000, stock: 0, soldOutYn: 'Y' },
  ],
};
const P4 = {
  inmPrdNo: '100000004',
  cnsmAmt: 15000,
  saleAmt: 13500,
  dcRate: 10,
  badges: ['BEST', 'NEW', 'SALE'],
  soldOutYn: 'Y',
  hotDealEndDttm: null,
  options: [
    { inmOptnPrdNo: '20000000401', cnsmAmt: 15000, saleAmt: 13500, stock: 0, soldOutYn: 'Y' },
    { inmOptnPrdNo: '20000000402', cnsmAmt: 15000, saleAmt: 13500, stock: 0, soldOutYn: 'Y' },
  ],
};

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

describe('POST /api/dp/display/product/v1/getProductLiveInfo', () => {
  it('answers the live fields in the order asked, each product once, unknown numbers left out', async () => {
    await expectJson(await post({ inmPrdNoList: ['100000004', '999999999', '100000001', '100000004'] }), 200, { statusCode: 200, data: [P4, P1] });
  });

  it('answers an empty list when no number is known', async () => {
    await expectJson(await post({ inmPrdNoList: ['1', '2'] }), 200, { statusCode: 200, data: [] });
  });

  it('reflects a price and stock change made in D1 right before the call', async () => {
    await env.DB.batch([
      env.DB.prepare(`UPDATE products SET sale_amt = 12000, dc_rate = 40, best_yn = 'N' WHERE inm_prd_no = '100000001'`),
      env.DB.prepare(`UPDATE product_options SET sale_amt = 12000, stock = 3 WHERE inm_optn_prd_no = '20000000102'`),
      env.DB.prepare(`UPDATE product_options SET stock = 0 WHERE inm_optn_prd_no = '20000000101'`),
    ]);
    await expectJson(await post({ inmPrdNoList: ['100000001'] }), 200, {
      statusCode: 200,
      data: [
        {
          ...P1,
          saleAmt: 12000,
          dcRate: 40,
          badges: ['SALE'],
          options: [
            { ...P1.options[0], stock: 0, soldOutYn: 'Y' },
            { ...P1.options[1], saleAmt: 12000, stock: 3, soldOutYn: 'N' },
          ],
        },
      ],
    });
    await env.DB.prepare(`UPDATE products SET sold_out_yn = 'Y' WHERE inm_prd_no = '100000001'`).run();
    const { data } = (await (await post({ inmPrdNoList: ['100000001'] })).json()) as { data: (typeof P1)[] };
    expect(data[0].soldOutYn).toBe('Y');
    expect(data[0].options.map((option) => option.soldOutYn)).toEqual(['Y', 'Y']);
  });

  it('takes 200 numbers at once', async () => {
    const list = [...Array.from({ length: 199 }, (_, i) => String(500000000 + i)), '100000004'];
    await expectJson(await post({ inmPrdNoList: list }), 200, { statusCode: 200, data: [P4] });
  });

  it.each([
    ['no list', {}, 'inmPrdNoList'],
    ['an empty list', { inmPrdNoList: [] }, 'inmPrdNoList'],
    ['201 numbers', { inmPrdNoList: Array.from({ length: 201 }, (_, i) => String(i + 1)) }, 'inmPrdNoList'],
    ['a number, not a string', { inmPrdNoList: [100000001] }, 'inmPrdNoList.0'],
  ])('refuses %s with 400 INVALID_INPUT naming the field', async (_name, body, field) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { fields: Record<string, string> };
    expect(answer).toMatchObject(INVALID);
    expect(Object.keys(answer.fields)).toEqual([field]);
  });

  it('refuses letters with the Korean reason', async () => {
    await expectJson(await post({ inmPrdNoList: ['100000001', "1' OR '1'='1"] }), 400, {
      ...INVALID,
      fields: { 'inmPrdNoList.1': '상품 번호는 숫자여야 합니다.' },
    });
  });
});
