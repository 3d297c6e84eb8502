import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectJson, expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { OPT } from '../cart/cart-test-support';
import { newMember, postOrder, providerPayment, refundState, seedCouponAndPointsOrder, seedStockedCatalog } from './order-test-support';

beforeAll(seedStockedCatalog);

afterEach(() => vi.restoreAllMocks());

const stockOf = async (option: string) =>
  (await env.DB.prepare('SELECT stock FROM product_options WHERE inm_optn_prd_no = ?').bind(option).first<{ stock: number }>())?.stock;
const pointsOf = async (incsNo: number) =>
  (await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>())?.rmn_pt;
const key = () => crypto.randomUUID();

/** `cancelOrder` with `body` as the member of `token` (a guest when undefined), under `idempotencyKey`: a new key unless given. */
const cancel = (token: string | undefined, body: Record<string, unknown>, idempotencyKey = key()) =>
  postOrder('cancelOrder', body, token, { 'Idempotency-Key': idempotencyKey });

/** Asserts a refusal that refunded nothing of any kind. */
const expectRefused = (call: () => Promise<Response>, status: number, body: unknown) => expectRefusedUnchanged(refundState, call, status, body);

/** A member's paid order of 2 toners and a cream with a coupon (3,000원) and 5,000원 of points. */
async function orderWithCouponAndPoints(status: 'PAID' | 'PREPARING' | 'SHIPPING' = 'PAID', couponOverrides: Record<string, unknown> = {}) {
  return seedCouponAndPointsOrder(10_000, { cpn_nm: '녹차숍 3,000원 할인 쿠폰', ...couponOverrides }, { status });
}

describe('POST /api/or/order/v1/cancelOrder', () => {
  it('cancels the payment at the provider and gives back stock, points and the coupon exactly', async () => {
    const { incsNo, token, couponId, ordNo, payAmt, paymentKey } = await orderWithCouponAndPoints();
    expect(payAmt).toBe(17600 * 2 + 30000 - 3000 - 5000);
    const before = { toner: await stockOf(OPT.TONER_SET), cream: await stockOf(OPT.CREAM), points: await pointsOf(incsNo) };
    const answer = await cancel(token, { ordNo, reasonCd: 'CHANGE_MIND', reasonText: '다른 색으로 살게요' });
    await expectJson(answer, 200, {
      data: {
        ordNo,
        clmNo: expect.any(Number),
        status: 'CANCELLED',
        refundAmt: payAmt,
        refundPt: 5000,
        couponRestoredYn: 'Y',
        message: '주문이 취소되었습니다.',
      },
    });
    expect(await stockOf(OPT.TONER_SET)).toBe((before.toner ?? 0) + 2);
    expect(await stockOf(OPT.CREAM)).toBe((before.cream ?? 0) + 1);
    expect(await pointsOf(incsNo)).toBe((before.points ?? 0) + 5000);
    expect(await env.DB.prepare('SELECT used_at, used_ord_no FROM customer_coupons WHERE id = ?').bind(couponId).first()).toEqual({
      used_at: null,
      used_ord_no: null,
    });
    expect(await env.DB.prepare("SELECT delta FROM point_history WHERE ord_no = ? AND reason = 'ORDER_REFUND'").bind(ordNo).all()).toMatchObject({
      results: [{ delta: 5000 }],
    });
    expect(await providerPayment(paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: payAmt });
    expect(await env.DB.prepare('SELECT status, cancelled_amt FROM payments WHERE ord_no = ?').bind(ordNo).first()).toEqual({
      status: 'CANCELED',
      cancelled_amt: payAmt,
    });
    expect(await env.DB.prepare('SELECT status FROM orders WHERE ord_no = ?').bind(ordNo).first()).toEqual({ status: 'CANCELLED' });
    const claim = await env.DB.prepare('SELECT claim_type, status, reason_cd, reason_text, refund_amt, refund_pt, incs_no FROM order_claims WHERE ord_no = ?')
      .bind(ordNo)
      .all();
    expect(claim.results).toEqual([
      {
        claim_type: 'CANCEL',
        status: 'COMPLETED',
        reason_cd: 'CHANGE_MIND',
        reason_text: '다른 색으로 살게요',
        refund_amt: payAmt,
        refund_pt: 5000,
        incs_no: incsNo,
      },
    ]);
    const lines = await env.DB.prepare(
      'SELECT qty FROM order_claim_lines cl JOIN order_claims c ON c.id = cl.claim_id WHERE c.ord_no = ? ORDER BY cl.order_line_id',
    )
      .bind(ordNo)
      .all();
    expect(lines.results).toEqual([{ qty: 2 }, { qty: 1 }]);
  });

  it('cancels a PREPARING order too', async () => {
    const { token, ordNo } = await orderWithCouponAndPoints('PREPARING');
    expect((await cancel(token, { ordNo, reasonCd: 'REORDER' })).status).toBe(200);
  });

  it('leaves a coupon that expired meanwhile expired, but unused', async () => {
    const { token, ordNo, couponId } = await orderWithCouponAndPoints('PAID', { expires_at: Date.now() - 1000 });
    expect((await cancel(token, { ordNo, reasonCd: 'ETC' })).status).toBe(200);
    const coupon = await env.DB.prepare('SELECT used_at, expires_at FROM customer_coupons WHERE id = ?')
      .bind(couponId)
      .first<{ used_at: null; expires_at: number }>();
    expect(coupon?.used_at).toBeNull();
    expect(coupon?.expires_at).toBeLessThan(Date.now());
  });

  it('refunds once when the same cancel is sent twice with one key', async () => {
    const { incsNo, token, ordNo, paymentKey, payAmt } = await orderWithCouponAndPoints();
    const idem = key();
    const first = await cancel(token, { ordNo, reasonCd: 'CHANGE_MIND' }, idem);
    const afterFirst = await pointsOf(incsNo);
    const second = await cancel(token, { ordNo, reasonCd: 'CHANGE_MIND' }, idem);
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await pointsOf(incsNo)).toBe(afterFirst);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM order_claims WHERE ord_no = ?').bind(ordNo).first())?.n).toBe(1);
    expect(await providerPayment(paymentKey)).toEqual({ status: 'CANCELED', cancelled_amt: payAmt });
  });

  it('refuses a second cancel with a new key: already cancelled, nothing changes', async () => {
    const { token, ordNo } = await orderWithCouponAndPoints();
    expect((await cancel(token, { ordNo, reasonCd: 'CHANGE_MIND' })).status).toBe(200);
    await expectRefused(() => cancel(token, { ordNo, reasonCd: 'CHANGE_MIND' }), 409, expect.objectContaining({ code: 'ORDER_NOT_CANCELLABLE' }));
  });

  it('refuses a SHIPPING order with 409 and changes nothing', async () => {
    const { token, ordNo } = await orderWithCouponAndPoints('SHIPPING');
    await expectRefused(() => cancel(token, { ordNo, reasonCd: 'CHANGE_MIND' }), 409, {
      code: 'ORDER_NOT_CANCELLABLE',
      message: '결제완료 또는 상품준비중인 주문만 취소할 수 있습니다. 배송이 시작된 주문은 배송 완료 후 반품을 신청해 주세요.',
    });
  });

  it('changes nothing when the provider refuses the cancel', async () => {
    const { token, ordNo, paymentKey } = await orderWithCouponAndPoints();
    // The provider's own ledger says the payment is already cancelled (e.g. from its console).
    await env.DB.prepare("UPDATE test_payments SET status = 'CANCELED', cancelled_amt = amount WHERE payment_key = ?").bind(paymentKey).run();
    await expectRefused(() => cancel(token, { ordNo, reasonCd: 'CHANGE_MIND' }), 409, expect.objectContaining({ code: 'REFUND_REFUSED' }));
  });

  it("refuses someone else's order, an unknown one, a guest and a missing key, changing nothing", async () => {
    const { ordNo } = await orderWithCouponAndPoints();
    const stranger = await newMember();
    const before = await refundState();
    await expectJson(await cancel(stranger.token, { ordNo, reasonCd: 'ETC' }), 404, {
      code: 'ORDER_NOT_FOUND',
      message: '주문을 찾을 수 없습니다.',
    });
    await expectJson(await cancel(stranger.token, { ordNo: 'NO-SUCH', reasonCd: 'ETC' }), 404, {
      code: 'ORDER_NOT_FOUND',
      message: '주문을 찾을 수 없습니다.',
    });
    await expectJson(await cancel(undefined, { ordNo, reasonCd: 'ETC' }), 401, {
      code: 'LOGIN_REQUIRED',
      message: '로그인이 필요합니다.',
    });
    const noKey = await postOrder('cancelOrder', { ordNo, reasonCd: 'ETC' }, stranger.token);
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REQUIRED' });
    const badReason = await cancel(stranger.token, { ordNo, reasonCd: 'NOPE' });
    expect(await badReason.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { reasonCd: '취소 사유를 선택해 주세요.' } });
    expect(await refundState()).toEqual(before);
  });
});
