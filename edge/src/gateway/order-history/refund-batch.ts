/**
 * The one D1 batch of a refund (see refund.ts): the guarded claim write first, then stock,
 * points, the coupon, the payment's cancelled amount and, for a whole refund, the order's status.
 */
import type { OrderStatus } from '#shared/order/order-status';
import { REFUNDING_CLAIM, type OrderRecord } from './order-rows';
import type { RefundPlan } from './refund-plan';
import type { RefundRequest } from './refund';
import { reviewClawbackStatements } from '../reviews/review-rewards';

/** Statuses a refund may start from, and the status a whole refund ends in. */
export const WHOLE_REFUND_STATUS: Partial<Record<OrderStatus, OrderStatus>> = { PAID: 'CANCELLED', PREPARING: 'CANCELLED', DELIVERED: 'RETURNED' };

/** The statements of the refund's one batch, the guarded claim write first. */
export function refundStatements(db: D1Database, record: OrderRecord, plan: RefundPlan, request: RefundRequest, now: number): D1PreparedStatement[] {
  const { order } = record;
  const completedRefunds = record.claims.filter((claim) => claim.status === 'COMPLETED' && claim.claim_type !== 'EXCHANGE').length;
  const guard = `(SELECT status FROM orders WHERE ord_no = ?1) = ?2 AND (SELECT COUNT(*) FROM order_claims c WHERE c.ord_no = ?1 AND ${REFUNDING_CLAIM}) = ?3`;
  const statements: D1PreparedStatement[] = [];
  const claim = request.claim && 'clmNo' in request.claim ? request.claim : null;
  if (claim) {
    statements.push(
      db
        .prepare(
          `UPDATE order_claims SET status = 'COMPLETED', refund_amt = CASE WHEN ${guard} AND status <> 'COMPLETED' THEN ?4 ELSE -1 END, refund_pt = ?5, completed_at = ?6
           WHERE id = ?7 AND ord_no = ?1`,
        )
        .bind(order.ord_no, order.status, completedRefunds, plan.refundAmt, plan.refundPt, now, claim.clmNo),
    );
  } else {
    const reasons = request.claim && 'reasonCd' in request.claim ? request.claim : { reasonCd: 'ETC', reasonText: request.reason };
    const claimType = order.status === 'DELIVERED' ? 'RETURN' : 'CANCEL';
    statements.push(
      db
        .prepare(
          `INSERT INTO order_claims (ord_no, incs_no, claim_type, status, reason_cd, reason_text, refund_amt, refund_pt, requested_at, completed_at)
           SELECT ?1, ?6, ?7, 'COMPLETED', ?8, ?9, CASE WHEN ${guard} THEN ?4 ELSE -1 END, ?5, ?10, ?10`,
        )
        .bind(
          order.ord_no,
          order.status,
          completedRefunds,
          plan.refundAmt,
          plan.refundPt,
          order.incs_no,
          claimType,
          reasons.reasonCd,
          reasons.reasonText ?? '',
          now,
        ),
    );
    for (const unit of plan.units) {
      statements.push(
        db
          .prepare('INSERT INTO order_claim_lines (claim_id, order_line_id, qty) VALUES ((SELECT MAX(id) FROM order_claims WHERE ord_no = ?), ?, ?)')
          .bind(order.ord_no, unit.ordLineNo, unit.qty),
      );
    }
  }
  for (const unit of plan.units) {
    const line = record.lines.find((row) => row.id === unit.ordLineNo);
    if (line) statements.push(db.prepare('UPDATE product_options SET stock = stock + ? WHERE inm_optn_prd_no = ?').bind(unit.qty, line.inm_optn_prd_no));
  }
  if (plan.refundPt > 0) {
    statements.push(
      db.prepare('UPDATE customers SET rmn_pt = rmn_pt + ? WHERE incs_no = ?').bind(plan.refundPt, order.incs_no),
      db
        .prepare("INSERT INTO point_history (incs_no, delta, reason, ord_no, created_at) VALUES (?, ?, 'ORDER_REFUND', ?, ?)")
        .bind(order.incs_no, plan.refundPt, order.ord_no, now),
    );
  }
  if (plan.restoreCoupon) {
    // The expiry is left alone: a coupon that expired meanwhile comes back expired.
    statements.push(
      db
        .prepare('UPDATE customer_coupons SET used_at = NULL, used_ord_no = NULL WHERE id = ? AND used_ord_no = ?')
        .bind(order.customer_coupon_id, order.ord_no),
    );
  }
  if (plan.refundAmt > 0) {
    statements.push(
      db
        .prepare(
          `UPDATE payments SET cancelled_amt = cancelled_amt + ?1, cancelled_at = ?2,
             status = CASE WHEN cancelled_amt + ?1 = amount THEN 'CANCELED' ELSE 'PARTIAL_CANCELED' END WHERE ord_no = ?3`,
        )
        .bind(plan.refundAmt, now, order.ord_no),
    );
  }
  if (plan.units.length > 0) {
    // Reviews of refunded lines keep showing, but their points go back (ADR 020).
    const lines = JSON.stringify(plan.units.map((unit) => unit.ordLineNo));
    statements.push(...reviewClawbackStatements(db, 'r.order_line_id IN (SELECT value FROM json_each(?1))', lines, now));
  }
  if (plan.whole) {
    statements.push(
      db.prepare('UPDATE orders SET status = ?, status_changed_at = ? WHERE ord_no = ?').bind(WHOLE_REFUND_STATUS[order.status], now, order.ord_no),
    );
  }
  return statements;
}
