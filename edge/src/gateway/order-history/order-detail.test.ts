import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { seedCoupon } from '#edge/testing/seed';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';
import { newMember, postOrder, seedPaidOrder } from './order-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare('UPDATE product_options SET stock = 100 WHERE inm_optn_prd_no IN (?, ?)').bind(OPT.TONER_SET, OPT.CREAM).run();
});

const notFound = { code: 'ORDER_NOT_FOUND', message: '주문을 찾을 수 없습니다.' };

describe('POST /api/or/order/v1/getOrderDetail', () => {
  it("shows the member's own order with lines, amounts, payment, address and a cancel preview", async () => {
    const { incsNo, token } = await newMember();
    const couponId = await seedCoupon(env.DB, incsNo, { cpn_nm: '녹차숍 3,000원 할인 쿠폰', dc_rate: null, dc_amt: 3000 });
    const { ordNo, payAmt } = await seedPaidOrder({
      incsNo,
      lines: [{ option: OPT.TONER_SET, qty: 2 }],
      couponId,
      cpnDcAmt: 3000,
      usePt: 1000,
      shippingFee: 2500,
    });
    const answer = await postOrder('getOrderDetail', { ordNo }, token);
    expect(answer.status).toBe(200);
    const { data } = (await answer.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      ordNo,
      status: 'PAID',
      statusNm: '결제완료',
      actions: ['cancel'],
      lines: [{ inmOptnPrdNo: OPT.TONER_SET, qty: 2, cnsmAmt: 22000, saleAmt: 17600, refundedQty: 0, saleStopYn: 'N' }],
      amounts: { listAmt: 44000, prdDcAmt: 8800, cpnDcAmt: 3000, couponNm: '녹차숍 3,000원 할인 쿠폰', usePt: 1000, shippingFee: 2500, payAmt },
      payment: { payMethod: 'CARD', payMethodNm: '신용카드', approvedDttm: expect.stringMatching(/^\d{14}$/), cancelledAmt: 0 },
      delivery: { rcptNm: '김녹차', zipNo: '06236', roadAddr: '서울특별시 강남구 테헤란로 152', dtlAddr: '12층', shipment: null },
      claims: [],
      cancelPreview: { refundAmt: payAmt, refundPt: 1000, couponNm: '녹차숍 3,000원 할인 쿠폰' },
    });
  });

  it('shows the carrier and its tracking page once shipped, and offers no cancel', async () => {
    const { incsNo, token } = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], status: 'SHIPPING' });
    await env.DB.prepare("UPDATE orders SET tracking_no = '684312345678', carrier_cd = 'CJ' WHERE ord_no = ?").bind(ordNo).run();
    const { data } = (await (await postOrder('getOrderDetail', { ordNo }, token)).json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      statusNm: '배송중',
      actions: [],
      cancelPreview: null,
      delivery: {
        shipment: {
          carrierCd: 'CJ',
          carrierNm: 'CJ대한통운',
          trackingNo: '684312345678',
          trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo=684312345678',
        },
      },
    });
  });

  it('keeps a line of a product taken off sale since, marked 판매중지', async () => {
    const { incsNo, token } = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }] });
    await env.DB.prepare("UPDATE products SET sale_stop_yn = 'Y' WHERE inm_prd_no = (SELECT inm_prd_no FROM product_options WHERE inm_optn_prd_no = ?)")
      .bind(OPT.CREAM)
      .run();
    const { data } = (await (await postOrder('getOrderDetail', { ordNo }, token)).json()) as {
      data: { lines: { inmOptnPrdNo: string; saleStopYn: string }[] };
    };
    expect(data.lines.map((line) => [line.inmOptnPrdNo, line.saleStopYn])).toEqual([[OPT.CREAM, 'Y']]);
    await env.DB.prepare("UPDATE products SET sale_stop_yn = 'N' WHERE inm_prd_no = (SELECT inm_prd_no FROM product_options WHERE inm_optn_prd_no = ?)")
      .bind(OPT.CREAM)
      .run();
  });

  it("answers 404 for someone else's, an unknown and an unpaid order, 401 for a guest", async () => {
    const owner = await newMember();
    const stranger = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo: owner.incsNo, lines: [{ option: OPT.CREAM, qty: 1 }] });
    await expectJson(await postOrder('getOrderDetail', { ordNo }, stranger.token), 404, notFound);
    await expectJson(await postOrder('getOrderDetail', { ordNo: '20261122-NOPE' }, owner.token), 404, notFound);
    const pending = await seedPaidOrder({ incsNo: owner.incsNo, lines: [{ option: OPT.CREAM, qty: 1 }] });
    await env.DB.prepare("UPDATE orders SET status = 'PAYMENT_PENDING' WHERE ord_no = ?").bind(pending.ordNo).run();
    await expectJson(await postOrder('getOrderDetail', { ordNo: pending.ordNo }, owner.token), 404, notFound);
    await expectJson(await postOrder('getOrderDetail', { ordNo }), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });
});

describe('POST /api/or/order/v1/confirmPurchase', () => {
  it('confirms a delivered order once, crediting the grade’s rate of what was paid, and refuses other statuses', async () => {
    const { incsNo, token } = await newMember();
    const { ordNo } = await seedPaidOrder({ incsNo, lines: [{ option: OPT.CREAM, qty: 1 }], status: 'DELIVERED' });
    const before = await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>();
    const paid = await env.DB.prepare('SELECT pay_amt FROM orders WHERE ord_no = ?').bind(ordNo).first<{ pay_amt: number }>();
    const rate = await env.DB.prepare('SELECT g.earn_rate_pct AS pct FROM customers c JOIN customer_grades g USING (inm_cust_grd_cd) WHERE c.incs_no = ?')
      .bind(incsNo)
      .first<{ pct: number }>();
    const earnPt = Math.floor((paid!.pay_amt * rate!.pct) / 100);
    expect(earnPt).toBeGreaterThan(0);
    await expectJson(await postOrder('confirmPurchase', { ordNo }, token), 200, {
      data: { ordNo, status: 'CONFIRMED', earnPt, message: `구매확정되었습니다. 뷰티포인트 ${earnPt.toLocaleString('ko-KR')}P가 적립되었습니다.` },
    });
    const after = await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>();
    expect(after!.rmn_pt - before!.rmn_pt).toBe(earnPt);
    const line = await env.DB.prepare("SELECT delta, expires_at - created_at AS validity FROM point_history WHERE ord_no = ? AND reason = 'ORDER_EARN'")
      .bind(ordNo)
      .first();
    expect(line).toEqual({ delta: earnPt, validity: 365 * 86_400_000 });
    await expectJson(await postOrder('confirmPurchase', { ordNo }, token), 409, {
      code: 'ORDER_NOT_CONFIRMABLE',
      message: '배송이 완료된 주문만 구매확정할 수 있습니다.',
    });
    const stranger = await newMember();
    await expectJson(await postOrder('confirmPurchase', { ordNo }, stranger.token), 404, notFound);
  });
});
