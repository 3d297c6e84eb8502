import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { allCartRows, newMember, okData, OPT, postCart } from './cart-test-support';

const CREAM_PRODUCT = '100000002';
const LIP_PRODUCT = '100000005';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  // The cream plays the green tea club kit; the lip set a product that is never sold alone.
  await env.DB.batch([
    env.DB.prepare("UPDATE products SET buy_rule = 'DIRECT_ONLY' WHERE inm_prd_no = ?").bind(CREAM_PRODUCT),
    env.DB.prepare("UPDATE products SET buy_rule = 'CART_ONLY' WHERE inm_prd_no = ?").bind(LIP_PRODUCT),
  ]);
});

async function productCode(inmPrdNo: string): Promise<string> {
  const row = await env.DB.prepare('SELECT product_code FROM products WHERE inm_prd_no = ?').bind(inmPrdNo).first<{ product_code: string }>();
  return row!.product_code;
}

describe('buy rules in the cart', () => {
  it.each([
    ['a guest', () => Promise.resolve({ sessId: crypto.randomUUID(), token: undefined })],
    ['a member', async () => ({ sessId: '', token: (await newMember()).token })],
  ])('refuses a DIRECT_ONLY product for %s with 409 and changes nothing', async (_who, shopper) => {
    const { sessId, token } = await shopper();
    const before = await allCartRows();
    await expectJson(await postCart('addCartLine', { sessId, inmOptnPrdNo: OPT.CREAM, qty: 1 }, token), 409, {
      code: 'CART_DIRECT_ONLY',
      message: '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.',
    });
    expect(await allCartRows()).toEqual(before);
  });

  it('takes a CART_ONLY product: the cart is how it is bought', async () => {
    const sessId = crypto.randomUUID();
    expect(await okData(postCart('addCartLine', { sessId, inmOptnPrdNo: OPT.LIP_SET, qty: 1 }))).toMatchObject({
      qty: 1,
      capped: false,
      message: '장바구니에 담았습니다.',
    });
  });
});

describe('buyRule on product detail and cards', () => {
  const post = (verb: string, body: unknown) => callGateway('POST', `/dp/display/product/v1/${verb}`, { body: JSON.stringify(body) });

  it('answers each product’s rule on its detail', async () => {
    for (const [inmPrdNo, rule] of [
      [CREAM_PRODUCT, 'DIRECT_ONLY'],
      [LIP_PRODUCT, 'CART_ONLY'],
      ['100000001', 'ANY'],
    ]) {
      const answer = (await (await post('getProductDetail', { productCode: await productCode(inmPrdNo) })).json()) as { data: { buyRule: string } };
      expect(answer.data.buyRule, inmPrdNo).toBe(rule);
    }
  });

  it('answers the rule on every card of a list', async () => {
    const answer = (await (await post('getProductList', { catNm: '스킨케어' })).json()) as { data: { items: { inmPrdNo: string; buyRule: string }[] } };
    const rules = Object.fromEntries(answer.data.items.map((card) => [card.inmPrdNo, card.buyRule]));
    expect(rules[CREAM_PRODUCT]).toBe('DIRECT_ONLY');
    expect(rules['100000001']).toBe('ANY');
  });
});
