import { env } from 'cloudflare:test';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartLine, CartSummary } from '#shared/schemas/cart-calls';
import type { WishItem } from '#shared/schemas/wish-calls';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { buyNowOrder, dataOf, newOrderMember, postOrder } from '../order/order-test-support';
import { allCartRows, insertLine, newGuest, okData, OPT, postCart } from './cart-test-support';

/** Product 2, the cream: on sale with 5 in stock unless a test takes it off sale. */
const CREAM_PRODUCT = '100000002';
const STOPPED = { code: 'PRODUCT_SALE_STOPPED', message: '판매가 중지된 상품입니다.' };
const setSaleStop = (flag: 'Y' | 'N') => env.DB.prepare('UPDATE products SET sale_stop_yn = ? WHERE inm_prd_no = ?').bind(flag, CREAM_PRODUCT).run();

beforeAll(() => seedFixtureCatalog(env.DB));
beforeEach(() => setSaleStop('Y'));

describe('the cart refuses a product taken off sale (판매중지)', () => {
  it('answers 409 PRODUCT_SALE_STOPPED to an add and changes nothing; once back on sale the add goes through', async () => {
    const guest = await newGuest();
    const before = await allCartRows();
    await expectJson(await postCart('addCartLine', { sessId: guest.sessId, inmOptnPrdNo: OPT.CREAM, qty: 1 }, guest), 409, STOPPED);
    expect(await allCartRows()).toEqual(before);
    await setSaleStop('N');
    expect(await okData(postCart('addCartLine', { sessId: guest.sessId, inmOptnPrdNo: OPT.CREAM, qty: 1 }, guest))).toMatchObject({ qty: 1 });
  });

  it('refuses a quantity change of a line whose product went off sale', async () => {
    const guest = await newGuest();
    const id = await insertLine({ cartKey: guest.cartKey }, OPT.CREAM, 1);
    await expectJson(await postCart('updateCartLine', { sessId: guest.sessId, cartLineId: id, qty: 2 }, guest), 409, STOPPED);
  });

  it('still lists a line whose product went off sale, marked, unselected and out of the totals', async () => {
    const guest = await newGuest();
    await insertLine({ cartKey: guest.cartKey }, OPT.TONER_SET, 1);
    const stoppedId = await insertLine({ cartKey: guest.cartKey }, OPT.CREAM, 2);
    const { lines, summary } = await okData<{ lines: CartLine[]; summary: CartSummary }>(postCart('getCartList', { sessId: guest.sessId }, guest));
    const stopped = lines.find((line) => line.cartLineId === stoppedId)!;
    expect(stopped).toMatchObject({ saleStopYn: 'Y', soldOutYn: 'N', selectedYn: 'N', maxQty: 0, qty: 2 });
    expect(lines.find((line) => line.inmOptnPrdNo === OPT.TONER_SET)).toMatchObject({ saleStopYn: 'N', selectedYn: 'Y' });
    expect(summary.subtotalAmt).toBe(17600);
  });
});

describe('checkout refuses a product taken off sale', () => {
  it('refuses the order sheet and the order, naming the product', async () => {
    const member = await newOrderMember();
    const label = (await env.DB.prepare(
      'SELECT p.prd_nm, o.prd_optn_nm FROM product_options o JOIN products p ON p.inm_prd_no = o.inm_prd_no WHERE o.inm_optn_prd_no = ?',
    )
      .bind(OPT.CREAM)
      .first<{ prd_nm: string; prd_optn_nm: string }>())!;
    const named = { code: 'PRODUCT_SALE_STOPPED', message: `판매가 중지된 상품입니다: ${label.prd_nm} (${label.prd_optn_nm})` };
    await expectJson(await postOrder('getOrderSheet', { source: 'BUY_NOW', items: [{ inmOptnPrdNo: OPT.CREAM, qty: 1 }] }, member.token), 409, named);
    const stockBefore = await env.DB.prepare('SELECT stock FROM product_options WHERE inm_optn_prd_no = ?').bind(OPT.CREAM).first<number>('stock');
    await expectJson(await postOrder('createOrder', buyNowOrder(member, OPT.CREAM, 1, 32500), member.token, 'key-stopped-0001'), 409, named);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM orders WHERE incs_no = ?').bind(member.incsNo).first<number>('n')).toBe(0);
    expect(await env.DB.prepare('SELECT stock FROM product_options WHERE inm_optn_prd_no = ?').bind(OPT.CREAM).first<number>('stock')).toBe(stockBefore);
  });
});

describe('the wish list keeps a product taken off sale', () => {
  it('lists it marked 판매중지', async () => {
    const member = await newOrderMember();
    await setSaleStop('N');
    await dataOf(callGateway('POST', '/cu/wish/v1/addWish', { token: member.token, body: JSON.stringify({ inmPrdNo: CREAM_PRODUCT }) }));
    await setSaleStop('Y');
    const { items } = await dataOf<{ items: WishItem[] }>(callGateway('POST', '/cu/wish/v1/getWishList', { token: member.token, body: '{}' }));
    expect(items.map((item) => [item.inmPrdNo, item.saleStopYn])).toEqual([[CREAM_PRODUCT, 'Y']]);
  });
});
