import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetCartListResponse } from '#shared/schemas/cart-calls';
import { expectJson } from '#edge/testing/gateway-call';
import { seedCoupon } from '#edge/testing/seed';
import { seedFixtureCatalog } from '../display/test-catalog';
import { insertLine, newGuest, newMember, okData, OPT, postCart, type Guest } from './cart-test-support';

type Cart = GetCartListResponse['data'];

beforeAll(() => seedFixtureCatalog(env.DB));

/** The cart of a member (their token), a guest (their cookies) or a visitor with neither. */
const list = (caller?: string | Guest, selectedCartLineIds?: number[]) =>
  okData<Cart>(postCart('getCartList', { sessId: typeof caller === 'object' ? caller.sessId : '', selectedCartLineIds }, caller));

describe('POST /api/or/cart/v1/getCartList', () => {
  it('answers an empty cart and no shipping for a guest without a cart', async () => {
    expect(await list()).toEqual({
      lines: [],
      summary: { listAmt: 0, dcAmt: 0, subtotalAmt: 0, shippingFee: 0, totalAmt: 0, bestCouponDcAmt: 0, bestCouponNm: null, freeShippingFromAmt: 30000 },
    });
  });

  it('shows a guest line with its product card fields and inmOptnPrdNo, qty, prdprice', async () => {
    const guest = await newGuest();
    await okData(postCart('addCartLine', { sessId: guest.sessId, inmOptnPrdNo: OPT.TONER_SET, qty: 1 }, guest));
    const cart = await list(guest);
    expect(cart.lines).toEqual([
      {
        cartLineId: expect.any(Number),
        inmOptnPrdNo: OPT.TONER_SET,
        qty: 1,
        prdprice: 17600,
        inmPrdNo: '100000001',
        productCode: 'NK0000001',
        prdNm: '녹차숍 제주 녹차 토너',
        brandNm: '녹차숍',
        prdOptnNm: '기획세트 150ml + 미니 증정',
        imageUrl: '/images/products/100000001-0.svg',
        imageAlt: '녹차숍 제주 녹차 토너 대표 이미지',
        cnsmAmt: 22000,
        saleAmt: 17600,
        stock: 12,
        maxQty: 5,
        soldOutYn: 'N',
        saleStopYn: 'N',
        selectedYn: 'Y',
      },
    ]);
    // 17,600원 is below 30,000원: shipping is charged.
    expect(cart.summary).toEqual({
      listAmt: 22000,
      dcAmt: 4400,
      subtotalAmt: 17600,
      shippingFee: 2500,
      totalAmt: 20100,
      bestCouponDcAmt: 0,
      bestCouponNm: null,
      freeShippingFromAmt: 30000,
    });
  });

  it('makes shipping free from exactly 30,000원 and charges it just below', async () => {
    const guest = await newGuest();
    await okData(postCart('addCartLine', { sessId: guest.sessId, inmOptnPrdNo: OPT.CREAM, qty: 1 }, guest));
    expect((await list(guest)).summary).toMatchObject({ subtotalAmt: 30000, shippingFee: 0, totalAmt: 30000 });
    await env.DB.prepare('UPDATE product_options SET sale_amt = 29990 WHERE inm_optn_prd_no = ?').bind(OPT.CREAM).run();
    try {
      expect((await list(guest)).summary).toMatchObject({ listAmt: 30000, dcAmt: 10, subtotalAmt: 29990, shippingFee: 2500, totalAmt: 32490 });
    } finally {
      await env.DB.prepare('UPDATE product_options SET sale_amt = 30000 WHERE inm_optn_prd_no = ?').bind(OPT.CREAM).run();
    }
  });

  it('flags sold-out lines and leaves them out of the totals', async () => {
    const { incsNo, token } = await newMember();
    await insertLine({ incsNo }, OPT.SOLD_OUT_SET, 2);
    await insertLine({ incsNo }, OPT.TONER_SINGLE, 1);
    await insertLine({ incsNo }, OPT.TONER_SET, 2);
    const cart = await list(token);
    expect(cart.lines.map((line) => [line.inmOptnPrdNo, line.soldOutYn, line.selectedYn, line.maxQty])).toEqual([
      [OPT.TONER_SET, 'N', 'Y', 5],
      [OPT.TONER_SINGLE, 'Y', 'N', 0],
      [OPT.SOLD_OUT_SET, 'Y', 'N', 0],
    ]);
    // Two toner sets: 35,200원, free shipping; the sold-out lines add nothing.
    expect(cart.summary).toEqual({
      listAmt: 44000,
      dcAmt: 8800,
      subtotalAmt: 35200,
      shippingFee: 0,
      totalAmt: 35200,
      bestCouponDcAmt: 0,
      bestCouponNm: null,
      freeShippingFromAmt: 30000,
    });
  });

  it('totals only the selected lines, and nothing when none is selected', async () => {
    const { token } = await newMember();
    const toner = await okData<{ cartLineId: number }>(postCart('addCartLine', { sessId: '', inmOptnPrdNo: OPT.TONER_SET, qty: 1 }, token));
    await okData(postCart('addCartLine', { sessId: '', inmOptnPrdNo: OPT.LIP_SET, qty: 1 }, token));
    expect((await list(token)).summary).toMatchObject({ subtotalAmt: 42600, shippingFee: 0 });
    const onlyToner = await list(token, [toner.cartLineId]);
    expect(onlyToner.lines.map((line) => line.selectedYn)).toEqual(['N', 'Y']);
    expect(onlyToner.summary).toMatchObject({ subtotalAmt: 17600, shippingFee: 2500, totalAmt: 20100 });
    expect((await list(token, [])).summary).toMatchObject({ subtotalAmt: 0, shippingFee: 0, totalAmt: 0 });
  });

  it("offers a member's best usable coupon for the selection, on the asked channel only", async () => {
    const { incsNo, token } = await newMember();
    await okData(postCart('addCartLine', { sessId: '', inmOptnPrdNo: OPT.TONER_SET, qty: 1 }, token));
    await seedCoupon(env.DB, incsNo, { cpn_nm: '1,000원 할인', dc_amt: 1000, dc_rate: null });
    await seedCoupon(env.DB, incsNo, { cpn_nm: '10% 할인', dc_amt: null, dc_rate: 10 });
    await seedCoupon(env.DB, incsNo, { cpn_nm: '앱 전용 5,000원', dc_amt: 5000, dc_rate: null, chn_cds: '3' });
    await seedCoupon(env.DB, incsNo, { cpn_nm: '5만원 이상 5,000원', dc_amt: 5000, dc_rate: null, min_order_amt: 50000 });
    const onPc = await okData<Cart>(postCart('getCartList', { sessId: '', inmChnCd: '1' }, token));
    expect(onPc.summary).toMatchObject({ subtotalAmt: 17600, totalAmt: 20100, bestCouponDcAmt: 1760, bestCouponNm: '10% 할인' });
    const inApp = await okData<Cart>(postCart('getCartList', { sessId: '', inmChnCd: '3' }, token));
    expect(inApp.summary).toMatchObject({ bestCouponDcAmt: 5000, bestCouponNm: '앱 전용 5,000원' });
    const nothingSelected = await okData<Cart>(postCart('getCartList', { sessId: '', selectedCartLineIds: [] }, token));
    expect(nothingSelected.summary).toMatchObject({ bestCouponDcAmt: 0, bestCouponNm: null });
  });

  it("keeps a member's cart and a guest's cart apart", async () => {
    const guest = await newGuest();
    const { token } = await newMember();
    await okData(postCart('addCartLine', { sessId: guest.sessId, inmOptnPrdNo: OPT.CREAM, qty: 1 }, guest));
    expect((await list(token)).lines).toEqual([]);
    expect((await list(guest)).lines.map((line) => line.inmOptnPrdNo)).toEqual([OPT.CREAM]);
  });

  it('refuses a malformed session id with 400 INVALID_INPUT', async () => {
    await expectJson(await postCart('getCartList', { sessId: 'abc' }), 400, {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { sessId: '세션 ID 형식이 올바르지 않습니다.' },
    });
  });
});
