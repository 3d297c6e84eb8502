import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSheet } from '#shared/schemas/order-calls';
import { expectJson } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { API_ERRORS } from '../errors';
import { dataOf, giveCoupon, newOrderMember, postOrder } from './order-test-support';

beforeAll(() => seedFixtureCatalog(env.DB));

const sheet = (body: unknown, token: string) => dataOf<OrderSheet>(postOrder('getOrderSheet', body, token));
const buyNow = (items: { inmOptnPrdNo: string; qty: number }[]) => ({ source: 'BUY_NOW', items });

async function insertCartLine(incsNo: number, option: string, qty: number): Promise<number> {
  const result = await env.DB.prepare('INSERT INTO cart_lines (incs_no, inm_optn_prd_no, qty, prdprice, added_at) VALUES (?, ?, ?, 1, ?)')
    .bind(incsNo, option, qty, Date.now())
    .run();
  return result.meta.last_row_id;
}

describe('getOrderSheet', () => {
  it('answers 401 to a guest', async () => {
    await expectJson(await postOrder('getOrderSheet', buyNow([{ inmOptnPrdNo: OPT.CREAM, qty: 1 }])), 401, {
      code: 'LOGIN_REQUIRED',
      message: API_ERRORS.LOGIN_REQUIRED.message,
    });
  });

  it('re-reads prices and adds shipping under 30,000원', async () => {
    const member = await newOrderMember(3210);
    const answer = await sheet(buyNow([{ inmOptnPrdNo: OPT.TONER_SET, qty: 1 }]), member.token);
    expect(answer.lines).toEqual([
      expect.objectContaining({
        cartLineId: null,
        inmOptnPrdNo: OPT.TONER_SET,
        prdNm: '녹차숍 제주 녹차 토너',
        prdOptnNm: '기획세트 150ml + 미니 증정',
        brandNm: '녹차숍',
        catNm: '스킨케어',
        qty: 1,
        cnsmAmt: 22000,
        saleAmt: 17600,
      }),
    ]);
    expect(answer.lines[0]).not.toHaveProperty('stock');
    expect(answer.amounts).toEqual({ listAmt: 22000, prdDcAmt: 4400, subtotalAmt: 17600, shippingFee: 2500, freeShippingFromAmt: 30000 });
    expect(answer.points).toEqual({ rmnPt: 3210, useUnit: 10, minPayAmt: 100 });
    expect(answer.payment).toEqual({ provider: 'test', clientKey: '' });
    expect(answer.addresses).toEqual([expect.objectContaining({ dlvAddrNo: member.dlvAddrNo, defaultYn: 'Y', rcptNm: '김녹차', zipNo: '06236' })]);
  });

  it('ships free from 30,000원 and sums repeated options', async () => {
    const member = await newOrderMember();
    const answer = await sheet(
      buyNow([
        { inmOptnPrdNo: OPT.TONER_SET, qty: 1 },
        { inmOptnPrdNo: OPT.TONER_SET, qty: 1 },
      ]),
      member.token,
    );
    expect(answer.lines).toHaveLength(1);
    expect(answer.amounts).toMatchObject({ subtotalAmt: 35200, shippingFee: 0 });
  });

  it('reads only the caller’s own cart lines', async () => {
    const member = await newOrderMember();
    const other = await newOrderMember();
    const own = await insertCartLine(member.incsNo, OPT.CREAM, 1);
    const theirs = await insertCartLine(other.incsNo, OPT.TONER_SET, 1);
    const answer = await sheet({ source: 'CART', cartLineIds: [own] }, member.token);
    expect(answer.lines.map((line) => line.cartLineId)).toEqual([own]);
    await expectJson(await postOrder('getOrderSheet', { source: 'CART', cartLineIds: [own, theirs] }, member.token), 404, {
      code: 'ORDER_LINE_NOT_FOUND',
      message: API_ERRORS.ORDER_LINE_NOT_FOUND.message,
    });
  });

  it.each([
    ['an unknown option', [{ inmOptnPrdNo: '99999999', qty: 1 }], 404, 'OPTION_NOT_FOUND'],
    ['a sold-out option', [{ inmOptnPrdNo: OPT.SOLD_OUT_SET, qty: 1 }], 409, 'SOLD_OUT'],
    ['more than the stock', [{ inmOptnPrdNo: OPT.LIP_SET, qty: 4 }], 409, 'OUT_OF_STOCK'],
    ['more than the product’s limit', [{ inmOptnPrdNo: OPT.TONER_SET, qty: 6 }], 409, 'ORDER_MAX_QTY_EXCEEDED'],
  ])('refuses %s', async (_, items, status, code) => {
    const member = await newOrderMember();
    const answer = await postOrder('getOrderSheet', buyNow(items), member.token);
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ code });
  });

  it('refuses a body whose lines do not fit its source', async () => {
    const member = await newOrderMember();
    const answer = await postOrder('getOrderSheet', { source: 'CART', items: [{ inmOptnPrdNo: OPT.CREAM, qty: 1 }] }, member.token);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'INVALID_INPUT' });
  });

  it('keeps CART_ONLY products out of buy-now alone and DIRECT_ONLY products out of the cart', async () => {
    const member = await newOrderMember();
    await env.DB.prepare("UPDATE products SET buy_rule = 'CART_ONLY' WHERE inm_prd_no = '100000005'").run();
    await env.DB.prepare("UPDATE products SET buy_rule = 'DIRECT_ONLY' WHERE inm_prd_no = '100000002'").run();
    try {
      const alone = await postOrder('getOrderSheet', { source: 'WISH', items: [{ inmOptnPrdNo: OPT.LIP_SET, qty: 1 }] }, member.token);
      expect(alone.status).toBe(409);
      expect(await alone.json()).toMatchObject({ code: 'CART_ONLY_PRODUCT' });
      const withOther = await sheet(
        {
          source: 'WISH',
          items: [
            { inmOptnPrdNo: OPT.LIP_SET, qty: 1 },
            { inmOptnPrdNo: OPT.TONER_SET, qty: 1 },
          ],
        },
        member.token,
      );
      expect(withOther.lines).toHaveLength(2);
      const cartLine = await insertCartLine(member.incsNo, OPT.CREAM, 1);
      const fromCart = await postOrder('getOrderSheet', { source: 'CART', cartLineIds: [cartLine] }, member.token);
      expect(fromCart.status).toBe(409);
      expect(await fromCart.json()).toMatchObject({ code: 'DIRECT_ONLY_PRODUCT' });
      expect((await sheet(buyNow([{ inmOptnPrdNo: OPT.CREAM, qty: 1 }]), member.token)).lines).toHaveLength(1);
    } finally {
      await env.DB.prepare("UPDATE products SET buy_rule = 'ANY'").run();
    }
  });

  it('offers the usable coupons with their discounts and flags the best', async () => {
    const member = await newOrderMember();
    const now = Date.now();
    const fixed = await giveCoupon(member.incsNo, { cpn_nm: '3,000원 할인', dc_amt: 3000, dc_rate: null, min_order_amt: 20000 });
    const rate = await giveCoupon(member.incsNo, { cpn_nm: '15% 할인', dc_rate: 15, min_order_amt: 0 });
    await giveCoupon(member.incsNo, { cpn_nm: '최소금액 미달', dc_amt: 9000, dc_rate: null, min_order_amt: 100000 });
    await giveCoupon(member.incsNo, { cpn_nm: '만료', dc_rate: 50, expires_at: now - 1 });
    await giveCoupon(member.incsNo, { cpn_nm: '사용함', dc_rate: 50, used_at: now - 1 });
    await giveCoupon(member.incsNo, { cpn_nm: '앱 전용', dc_rate: 50, chn_cds: '3' });
    // 2 × 17,600원 = 35,200원: 15% is 5,280원, more than 3,000원.
    const answer = await sheet({ ...buyNow([{ inmOptnPrdNo: OPT.TONER_SET, qty: 2 }]), inmChnCd: '2' }, member.token);
    expect(answer.coupons.map((coupon) => [coupon.customerCouponId, coupon.discountAmt, coupon.bestYn])).toEqual([
      [rate, 5280, 'Y'],
      [fixed, 3000, 'N'],
    ]);
    expect(answer.bestCouponId).toBe(rate);
    // 17,600원: the fixed coupon's minimum is not met, 15% is 2,640원.
    const small = await sheet(buyNow([{ inmOptnPrdNo: OPT.TONER_SET, qty: 1 }]), member.token);
    expect(small.coupons.map((coupon) => [coupon.customerCouponId, coupon.discountAmt])).toEqual([[rate, 2640]]);
    const app = await sheet({ ...buyNow([{ inmOptnPrdNo: OPT.TONER_SET, qty: 1 }]), inmChnCd: '3' }, member.token);
    expect(app.coupons[0]).toMatchObject({ cpnNm: '앱 전용', discountAmt: 8800, bestYn: 'Y' });
  });

  it('applies a coupon to the products or categories it covers only, capped by its maximum', async () => {
    const member = await newOrderMember();
    const makeup = await giveCoupon(member.incsNo, { cpn_nm: '메이크업 20%', dc_rate: 20, max_dc_amt: 3000, scope_type: 'CATEGORY', scope_ids: '1' });
    await giveCoupon(member.incsNo, {
      cpn_nm: '토너 3,000원',
      dc_amt: 3000,
      dc_rate: null,
      min_order_amt: 20000,
      scope_type: 'PRODUCT',
      scope_ids: '100000001',
    });
    const toner = await giveCoupon(member.incsNo, { cpn_nm: '토너 10%', dc_rate: 10, scope_type: 'PRODUCT', scope_ids: '100000002, 100000001' });
    // Toner 17,600원 (skincare) + lip set 25,000원 (makeup): 20% of 25,000원 is 5,000원, capped at 3,000원;
    // the toner's fixed coupon needs 20,000원 of toner; 10% of the toner alone is 1,760원.
    const answer = await sheet(
      buyNow([
        { inmOptnPrdNo: OPT.TONER_SET, qty: 1 },
        { inmOptnPrdNo: OPT.LIP_SET, qty: 1 },
      ]),
      member.token,
    );
    expect(answer.coupons.map((coupon) => [coupon.customerCouponId, coupon.discountAmt, coupon.bestYn])).toEqual([
      [makeup, 3000, 'Y'],
      [toner, 1760, 'N'],
    ]);
    // The cream (30,000원) is skincare and listed on the 10% coupon only.
    const cream = await sheet(buyNow([{ inmOptnPrdNo: OPT.CREAM, qty: 1 }]), member.token);
    expect(cream.coupons.map((coupon) => [coupon.customerCouponId, coupon.discountAmt])).toEqual([[toner, 3000]]);
  });

  it('lists the default address first', async () => {
    const member = await newOrderMember();
    const now = Date.now();
    await env.DB.prepare(
      `INSERT INTO delivery_addresses (incs_no, addr_nm, rcpt_nm, mobile, zip_no, road_addr, dtl_addr, default_yn, created_at, updated_at)
       VALUES (?, '회사', '김녹차', '01012345678', '04524', '서울특별시 중구 세종대로 110', '', 'N', ?, ?)`,
    )
      .bind(member.incsNo, now + 1000, now + 1000)
      .run();
    const answer = await sheet(buyNow([{ inmOptnPrdNo: OPT.CREAM, qty: 1 }]), member.token);
    expect(answer.addresses.map((address) => [address.addrNm, address.defaultYn])).toEqual([
      ['우리집', 'Y'],
      ['회사', 'N'],
    ]);
  });
});
