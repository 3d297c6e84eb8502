/**
 * The shopper's cancel: the whole order, instantly, while it is PAID or PREPARING.
 * The payment is cancelled at the provider and stock, points and the coupon come back (refund.ts).
 * Also the shopper's purchase confirmation of a delivered order.
 */
import { orderEarnOf, orderEarnStatements } from '#edge/points/order-earn';
import { canShopper, isShopperVisible } from '#shared/order/order-status';
import { CANCEL_REASONS, type CancelOrderRequest, type CancelOrderResponse } from '#shared/schemas/order-history-calls';
import { GatewayError } from '../errors';
import { readOrderRecord } from './order-rows';
import { refundOrder } from './refund';
import { OPEN_CLAIM_SQL } from './order-list';

/** Cancels `incsNo`'s order; `key` is the request's Idempotency-Key, passed on to the provider. */
export async function cancelOrder(db: D1Database, env: Env, incsNo: number, input: CancelOrderRequest, key: string): Promise<CancelOrderResponse['data']> {
  const record = await readOrderRecord(db, input.ordNo, incsNo);
  if (!record || !isShopperVisible(record.order.status)) throw new GatewayError('ORDER_NOT_FOUND');
  if (!canShopper(record.order.status, 'cancel')) throw new GatewayError('ORDER_NOT_CANCELLABLE');
  const result = await refundOrder(db, env, {
    ordNo: input.ordNo,
    reason: `고객 주문취소 (${CANCEL_REASONS[input.reasonCd]})`,
    idempotencyKey: `cancelOrder:${input.ordNo}:${key}`,
    claim: { reasonCd: input.reasonCd, reasonText: input.reasonText ?? '' },
  });
  return {
    ordNo: result.ordNo,
    clmNo: result.clmNo,
    status: 'CANCELLED',
    refundAmt: result.refundAmt,
    refundPt: result.refundPt,
    couponRestoredYn: result.couponRestored ? 'Y' : 'N',
    message: '주문이 취소되었습니다.',
  };
}

/**
 * Moves `incsNo`'s delivered order to CONFIRMED, unless an exchange or return is under way, and
 * credits the points it earns in the same batch; answers those points.
 */
export async function confirmPurchase(db: D1Database, incsNo: number, ordNo: string, now = Date.now()): Promise<number> {
  const [updated] = await db.batch([
    db
      .prepare(
        `UPDATE orders AS o SET status = 'CONFIRMED', status_changed_at = ?1 WHERE o.ord_no = ?2 AND o.incs_no = ?3 AND o.status = 'DELIVERED' AND NOT ${OPEN_CLAIM_SQL}`,
      )
      .bind(now, ordNo, incsNo),
    ...orderEarnStatements(db, ordNo, now),
  ]);
  if (updated.meta.changes === 1) return orderEarnOf(db, ordNo);
  const row = await db.prepare('SELECT status FROM orders WHERE ord_no = ? AND incs_no = ?').bind(ordNo, incsNo).first<{ status: string }>();
  if (!row || row.status === 'PAYMENT_PENDING' || row.status === 'ABANDONED') throw new GatewayError('ORDER_NOT_FOUND');
  throw new GatewayError('ORDER_NOT_CONFIRMABLE');
}
