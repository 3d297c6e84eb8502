/**
 * Refunding an order, all of it or some units of some lines (cancel before shipping here; L2's
 * returns when they complete). The payment is cancelled at the provider first: a refusal there
 * changes nothing. Then ONE D1 batch gives back stock, points (point_history ORDER_REFUND), the
 * coupon when the whole order is now refunded, records the claim and moves the order's status.
 * The amounts follow refund-plan.ts (cash first, points last, coupon only with the last unit).
 *
 * Two refunds racing on one order: each takes a short per-order lock (a row in idempotency_keys,
 * owner `refund`) before it reads the order, so the second is refused at once with
 * REFUND_IN_PROGRESS before it asks the provider for money. As a second line of defence the
 * batch's first statement writes the claim only if the order's status and its count of completed
 * refunds are still what this refund read; otherwise it writes -1 into a column whose CHECK
 * forbids it, and the whole batch rolls back.
 */
import type { OrderStatus } from '#shared/order/order-status';
import { reportRefund } from '#edge/analytics/revenue-events';
import { selectPaymentProvider } from '#edge/payments/select-provider';
import { GatewayError } from '../errors';
import { isTransientRefusal } from '#edge/payments/refusals';
import { readOrderRecord, refundedPoints, type OrderRecord } from './order-rows';
import { refundStatements, WHOLE_REFUND_STATUS } from './refund-batch';
import { releaseOrderLock, takeOrderLock } from '../order/order-lock';
import { deductReturnFee, planRefund, type PlanOrder, type RefundPlan, type RefundUnits } from './refund-plan';

export interface RefundRequest {
  ordNo: string;
  /** Lines and units to refund; omitted: everything not refunded yet. */
  lines?: { ordLineNo: number; qty: number }[];
  /** Why, as the payment provider records it (Korean, e.g. "고객 주문취소"). */
  reason: string;
  /** Sent to the provider, so a retried refund cancels the payment once. */
  idempotencyKey: string;
  /**
   * The claim this refund settles: an existing one (`clmNo`, e.g. a return the operator completes;
   * its lines are already written) becomes COMPLETED with the amounts; without it a new COMPLETED
   * claim is written (CANCEL before shipping, RETURN after delivery) with these reasons.
   */
  claim?: { clmNo: number } | { reasonCd: string; reasonText?: string };
  /** A shopper-fault return's shipping fee, kept back from the refund (cash first, then points). */
  returnShippingFee?: number;
  now?: number;
}

export interface RefundResult {
  ordNo: string;
  /** Whose order it is and its name, for the message a caller sends the member. */
  incsNo: number;
  orderNm: string;
  clmNo: number;
  refundAmt: number;
  refundPt: number;
  couponRestored: boolean;
  /** The order's status after the refund. */
  status: OrderStatus;
  units: RefundUnits[];
}

/** The figures refund-plan.ts works from. */
export function planInput(record: OrderRecord): PlanOrder {
  return {
    cpnDcAmt: record.order.cpn_dc_amt,
    usePt: record.order.use_pt,
    paidAmt: record.payment?.amount ?? 0,
    cancelledAmt: record.payment?.cancelled_amt ?? 0,
    refundedPt: refundedPoints(record),
    hasCoupon: record.order.customer_coupon_id !== null && record.coupon?.used_ord_no === record.order.ord_no,
    lines: record.lines.map((line) => ({ ordLineNo: line.id, qty: line.qty, saleAmt: line.sale_amt, refundedQty: line.refunded_qty })),
  };
}

/** What refunding `lines` (or the rest) of `record` would give back; throws the Korean refusal. */
export function planFor(record: OrderRecord, lines?: RefundUnits[]): RefundPlan {
  if (!WHOLE_REFUND_STATUS[record.order.status]) throw new GatewayError('ORDER_NOT_REFUNDABLE');
  const plan = planRefund(planInput(record), lines);
  if (plan === 'LINE_INVALID') throw new GatewayError('REFUND_LINE_INVALID');
  if (plan === 'NOTHING_TO_REFUND') throw new GatewayError('ORDER_NOT_REFUNDABLE');
  return plan;
}

/** Cancels `amount` of the payment at its provider; a refusal or an outage throws and nothing else happens. */
async function cancelAtProvider(env: Env, record: OrderRecord, plan: RefundPlan, request: RefundRequest): Promise<void> {
  if (plan.refundAmt === 0) return;
  const payment = record.payment;
  const provider = selectPaymentProvider(env);
  if (!payment || payment.provider !== provider.id) throw new GatewayError('REFUND_PROVIDER_UNAVAILABLE');
  const remaining = payment.amount - payment.cancelled_amt;
  let result;
  try {
    result = await provider.cancel({
      paymentKey: payment.payment_key,
      cancelReason: request.reason,
      cancelAmount: plan.refundAmt === remaining && plan.whole ? undefined : plan.refundAmt,
      idempotencyKey: request.idempotencyKey,
    });
  } catch (error) {
    console.error(JSON.stringify({ event: 'refund_provider_failed', ordNo: record.order.ord_no, error: String(error) }));
    throw new GatewayError('REFUND_PROVIDER_UNAVAILABLE');
  }
  if (result.ok) return;
  // An outage or timeout means "try again"; anything else is a refusal, told with the provider's words.
  if (isTransientRefusal(result.code)) throw new GatewayError('REFUND_PROVIDER_UNAVAILABLE', result.message);
  throw new GatewayError('REFUND_REFUSED', `결제 취소가 거절되었습니다. ${result.message}`);
}

/**
 * Refunds an order (contracts: L1's `refundOrder`). Throws a GatewayError with a Korean message
 * when the order is unknown, not refundable in its status, the lines are wrong, or the provider
 * refuses; in each of those cases nothing has changed.
 */
export async function refundOrder(db: D1Database, env: Env, request: RefundRequest): Promise<RefundResult> {
  const now = request.now ?? Date.now();
  const lock = await takeOrderLock(db, 'refund', request.ordNo, now);
  if (!lock) throw new GatewayError('REFUND_IN_PROGRESS');
  try {
    return await refundLocked(db, env, request, now);
  } finally {
    await releaseOrderLock(db, lock);
  }
}

async function refundLocked(db: D1Database, env: Env, request: RefundRequest, now: number): Promise<RefundResult> {
  const record = await readOrderRecord(db, request.ordNo);
  if (!record) throw new GatewayError('ORDER_NOT_FOUND');
  const plan = deductReturnFee(planFor(record, request.lines), request.returnShippingFee ?? 0);
  await cancelAtProvider(env, record, plan, request);
  let results: D1Result[];
  try {
    results = await db.batch(refundStatements(db, record, plan, request, now));
  } catch (error) {
    // The provider already refunded; the order changed under us. Logged for the operator to reconcile.
    console.error(JSON.stringify({ event: 'refund_batch_failed', ordNo: request.ordNo, refundAmt: plan.refundAmt, error: String(error) }));
    throw new GatewayError('ORDER_CHANGED');
  }
  const clmNo = request.claim && 'clmNo' in request.claim ? request.claim.clmNo : results[0].meta.last_row_id;
  // Every refund, whoever asked for it (shopper cancel, completed return, operator), reaches GA4 here once.
  const wholeOrder = plan.whole && record.lines.every((line) => line.refunded_qty === 0);
  reportRefund(db, env, { ordNo: request.ordNo, value: plan.refundAmt, units: plan.units, wholeOrder }, now);
  return {
    ordNo: request.ordNo,
    incsNo: record.order.incs_no,
    orderNm: record.order.order_nm,
    clmNo,
    refundAmt: plan.refundAmt,
    refundPt: plan.refundPt,
    couponRestored: plan.restoreCoupon,
    status: plan.whole ? (WHOLE_REFUND_STATUS[record.order.status] as OrderStatus) : record.order.status,
    units: plan.units,
  };
}
