/**
 * confirmPayment: the browser comes back from the payment window with `paymentKey`, `orderId`
 * and `amount`. The amount is checked against the order before the provider is asked (a tampered
 * amount abandons the order and confirms nothing); on approval one batch records the payment,
 * marks the order PAID and removes the paid cart lines. On a refusal the order is abandoned, so
 * its stock, coupon and points go back at once; when the provider's answer is unknown (timeout,
 * outage) the order stays pending and the answer is not kept, so a retry asks again.
 *
 * One confirm per order goes to the provider (its order lock, order-lock.ts), whatever its Idempotency-Key, and
 * a confirm whose batch lost never cancels the payment the order recorded: an order PAID in the
 * shop always has its payment approved at the provider.
 */
import type { CompletedOrder, ConfirmPaymentRequest } from '#shared/schemas/order-calls';
import type { ApprovedPayment, PaymentProvider } from '#edge/payments/provider';
import type { MeasurementEnv } from '#edge/analytics/measurement-protocol';
import { reportPurchase } from '#edge/analytics/revenue-events';
import { isTransientRefusal } from '#edge/payments/refusals';
import { recordRefusedVoid, voidPayment } from '#edge/payments/payment-voids';
import { GatewayError } from '../errors';
import { backoff } from '../backoff';
import { releaseOrderLock, takeOrderLock, type OrderLock } from './order-lock';
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

/** How long a confirm waits for another confirm of the same order before answering PAYMENT_IN_PROGRESS. */
export const WAIT_FOR_OTHER_CONFIRM_MS = 8_000;

/** The paymentKey the order recorded as its payment, if any. */
async function recordedPaymentKey(db: D1Database, ordNo: string): Promise<string | null> {
  const row = await db.prepare('SELECT payment_key FROM payments WHERE ord_no = ?').bind(ordNo).first<{ payment_key: string }>();
  return row?.payment_key ?? null;
}

/**
 * The answer for an order that is no longer pending: a reload of the success page after the
 * payment went through, or a confirm that waited for another one, sees the paid order again.
 */
async function answerSettled(db: D1Database, incsNo: number, order: OrderRow, paymentKey: string): Promise<CompletedOrder> {
  const recorded = await recordedPaymentKey(db, order.ord_no);
  if (recorded === paymentKey) return readCompletedOrder(db, incsNo, order.ord_no);
  throw new GatewayError(recorded ? 'ORDER_ALREADY_PAID' : 'ORDER_NOT_PAYABLE');
}

/**
 * Confirms the payment of `incsNo`'s order; answers the order-complete data. The one confirm that
 * marks the order paid also tells GA4 (Measurement Protocol, after the answer); a replay does not.
 *
 * Only the confirm holding the order's lock (order-lock.ts) goes to the provider. Another
 * confirm of the same order, even under another Idempotency-Key, waits up to `waitMs` for it and
 * answers what it settled (the paid order, or its refusal); if the lock is still held after that
 * it answers PAYMENT_IN_PROGRESS, which is not kept as the key's answer, so a retry asks again.
 */
export async function confirmPayment(
  db: D1Database,
  env: MeasurementEnv,
  provider: PaymentProvider,
  incsNo: number,
  input: ConfirmPaymentRequest,
  now = Date.now(),
  waitMs = WAIT_FOR_OTHER_CONFIRM_MS,
): Promise<CompletedOrder> {
  const wait = backoff(waitMs);
  let lock: OrderLock | null = null;
  try {
    for (;;) {
      const order = await findOwnOrder(db, incsNo, input.orderId);
      if (!order) throw new GatewayError('ORDER_NOT_FOUND');
      if (order.status !== 'PAYMENT_PENDING') return await answerSettled(db, incsNo, order, input.paymentKey);
      if (lock) return await confirmLocked(db, env, provider, incsNo, order, input, now);
      // Locked only once the order is known to be the caller's; then read again under the lock,
      // because the read above may predate another confirm that has settled the order since.
      lock = await takeOrderLock(db, 'confirm', order.ord_no, now);
      if (lock) continue;
      if (!(await wait())) throw new GatewayError('PAYMENT_IN_PROGRESS');
    }
  } finally {
    if (lock) await releaseOrderLock(db, lock);
  }
}

/** The confirm itself, for a pending order this call holds the lock of. */
async function confirmLocked(
  db: D1Database,
  env: MeasurementEnv,
  provider: PaymentProvider,
  incsNo: number,
  order: OrderRow,
  input: ConfirmPaymentRequest,
  now: number,
): Promise<CompletedOrder> {
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
  if (!batch || batch.at(-1)?.meta.changes !== 1) return voidUnrecorded(db, provider, incsNo, order, approved, batch !== null, now);
  const completed = await readCompletedOrder(db, incsNo, order.ord_no);
  reportPurchase(db, env, completed, now);
  return completed;
}

/**
 * An approved payment this confirm's batch did not record. If the order recorded this very
 * payment (a confirm that took over an expired lock got there first), it is the order's payment:
 * cancelling it would leave the order paid in the shop and refunded at the provider, so it is kept
 * and the paid order is the answer. Any other payment was charged for an order that is not payable
 * with it (another amount, abandoned meanwhile, or paid by another payment): give the money back,
 * and when the provider refuses, keep the refusal until it is given back (payments/payment-voids.ts).
 */
async function voidUnrecorded(
  db: D1Database,
  provider: PaymentProvider,
  incsNo: number,
  order: OrderRow,
  approved: ApprovedPayment,
  amountMatched: boolean,
  now: number,
): Promise<CompletedOrder> {
  const recorded = await recordedPaymentKey(db, order.ord_no);
  if (recorded === approved.paymentKey) return readCompletedOrder(db, incsNo, order.ord_no);
  const voided = await voidPayment(provider, order.ord_no, approved.paymentKey);
  if (!voided.ok) {
    // The shopper is charged for nothing: say so loudly, and keep it for the cron's retries and the console until the money is back.
    console.error(JSON.stringify({ event: 'confirm_void_failed', ordNo: order.ord_no, paymentKey: approved.paymentKey, code: voided.code }));
    const unrecorded = { ordNo: order.ord_no, incsNo, provider: provider.id, paymentKey: approved.paymentKey, amount: approved.totalAmount };
    await recordRefusedVoid(db, unrecorded, voided, now);
  }
  await abandonOrder(db, order.ord_no, now);
  throw new GatewayError(recorded ? 'ORDER_ALREADY_PAID' : amountMatched ? 'ORDER_NOT_PAYABLE' : 'PAYMENT_AMOUNT_MISMATCH');
}
