/**
 * confirmPayment: the browser comes back from the payment window with `paymentKey`, `orderId`
 * and `amount`. The amount is checked against the order before the provider is asked (a tampered
 * amount abandons the order and confirms nothing); on approval one batch records the payment,
 * marks the order PAID and removes the paid cart lines. On a refusal the order is abandoned, so
 * its stock, coupon and points go back at once; when the provider's answer is unknown (timeout,
 * outage) the order stays pending and the answer is not kept, so a retry asks again.
 */
import type { CompletedOrder, ConfirmPaymentRequest } from '#shared/schemas/order-calls';
import type { PaymentProvider } from '#edge/payments/provider';
import type { MeasurementEnv } from '#edge/analytics/measurement-protocol';
import { reportPurchase } from '#edge/analytics/revenue-events';
import { isTransientRefusal } from '#edge/payments/refusals';
import { GatewayError } from '../errors';
import { findOwnOrder, readCompletedOrder, type OrderRow } from './order-complete';
import { abandonOrder } from './order-release';

/** Provider codes that mean the payment itself was refused (card declined, limit, …): 402. */
const REJECTED_CODE = /^(REJECT_|INVALID_CARD|EXCEED_|NOT_AVAILABLE_|INVALID_STOPPED_CARD|BELOW_MINIMUM|INVALID_PASSWORD)/;

/** The batch that records the approved payment; the status changes last and only from PAYMENT_PENDING. */
function paidStatements(
  db: D1Database,
  order: OrderRow,
  provider: PaymentProvider['id'],
  payment: { paymentKey: string; method: string; totalAmount: number; approvedAt: number },
  now: number,
): D1PreparedStatement[] {
  const pending = "EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND status = 'PAYMENT_PENDING')";
  return [
    db
      .prepare(
        `INSERT INTO payments (ord_no, provider, payment_key, method, amount, status, approved_at) SELECT ?1, ?2, ?3, ?4, ?5, 'DONE', ?6 WHERE ${pending}`,
      )
      .bind(order.ord_no, provider, payment.paymentKey, payment.method, payment.totalAmount, payment.approvedAt),
    db
      .prepare(
        `DELETE FROM cart_lines WHERE incs_no = ?2 AND id IN (SELECT cart_line_id FROM order_lines WHERE ord_no = ?1 AND cart_line_id IS NOT NULL) AND ${pending}`,
      )
      .bind(order.ord_no, order.incs_no),
    db
      .prepare(`UPDATE customers SET fst_order_yn = 'N', lst_pay_type = ?3 WHERE incs_no = ?2 AND ${pending}`)
      .bind(order.ord_no, order.incs_no, order.pay_method),
    db
      .prepare("UPDATE orders SET status = 'PAID', paid_at = ?2, status_changed_at = ?2 WHERE ord_no = ?1 AND status = 'PAYMENT_PENDING'")
      .bind(order.ord_no, now),
  ];
}

/**
 * Confirms the payment of `incsNo`'s order; answers the order-complete data. The one confirm that
 * marks the order paid also tells GA4 (Measurement Protocol, after the answer); a replay does not.
 */
export async function confirmPayment(
  db: D1Database,
  env: MeasurementEnv,
  provider: PaymentProvider,
  incsNo: number,
  input: ConfirmPaymentRequest,
  now = Date.now(),
): Promise<CompletedOrder> {
  const order = await findOwnOrder(db, incsNo, input.orderId);
  if (!order) throw new GatewayError('ORDER_NOT_FOUND');
  if (order.status !== 'PAYMENT_PENDING') {
    // A reload of the success page after the payment went through: show the paid order again.
    const paid = await db.prepare('SELECT 1 FROM payments WHERE ord_no = ? AND payment_key = ?').bind(order.ord_no, input.paymentKey).first();
    if (paid) return readCompletedOrder(db, incsNo, order.ord_no);
    throw new GatewayError('ORDER_NOT_PAYABLE');
  }
  if (input.amount !== order.pay_amt) {
    await abandonOrder(db, order.ord_no, now);
    throw new GatewayError('PAYMENT_AMOUNT_MISMATCH');
  }
  // One provider key per order and payment: a retried confirm never charges twice.
  const idempotencyKey = `confirm-${order.ord_no}-${input.paymentKey}`.slice(0, 300);
  const result = await provider.confirm({ paymentKey: input.paymentKey, orderId: order.ord_no, amount: order.pay_amt, idempotencyKey });
  if (!result.ok) {
    // A timeout or outage may still have charged the shopper: keep the order for a retry.
    if (isTransientRefusal(result.code)) throw new GatewayError('PAYMENT_RESULT_UNKNOWN');
    await abandonOrder(db, order.ord_no, now);
    throw new GatewayError(REJECTED_CODE.test(result.code) ? 'PAYMENT_REJECTED' : 'PAYMENT_FAILED', result.message);
  }
  const approved = result.value;
  const batch = approved.totalAmount === order.pay_amt ? await db.batch(paidStatements(db, order, provider.id, approved, now)) : null;
  if (!batch || batch.at(-1)?.meta.changes !== 1) {
    // Charged but not payable any more (another amount, or abandoned meanwhile): give the money back.
    await provider.cancel({
      paymentKey: approved.paymentKey,
      cancelReason: '주문 확인 실패로 인한 자동 취소',
      idempotencyKey: `void-${order.ord_no}-${approved.paymentKey}`.slice(0, 300),
    });
    await abandonOrder(db, order.ord_no, now);
    throw new GatewayError(batch ? 'ORDER_NOT_PAYABLE' : 'PAYMENT_AMOUNT_MISMATCH');
  }
  const completed = await readCompletedOrder(db, incsNo, order.ord_no);
  reportPurchase(db, env, completed, now);
  return completed;
}
