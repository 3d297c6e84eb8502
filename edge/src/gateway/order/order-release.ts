/**
 * Abandoning an unpaid order (결제 실패, 결제 취소, or left unpaid): PAYMENT_PENDING becomes
 * ABANDONED and the stock, the coupon and the points it took are given back, in one batch. Every
 * give-back statement runs only while the order is still PAYMENT_PENDING and the status changes
 * last, so two abandons racing (the fail URL twice, or the lazy sweep) give back exactly once.
 */
import { UNPAID_HOLD_MINUTES } from '#shared/order/unpaid-checkouts';

/**
 * An unpaid order older than this has lost its hold: the cron abandons it, and so does checkout as
 * soon as the stock it holds is asked for or its customer orders again
 * (docs/decisions/034-unpaid-checkouts-hold-stock-ten-minutes.md).
 */
export const PENDING_ORDER_TTL_MS = UNPAID_HOLD_MINUTES * 60_000;

const PENDING = "EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND status = 'PAYMENT_PENDING')";

/** The statements that abandon `ordNo` if it is still unpaid; a no-op otherwise. */
export function abandonStatements(db: D1Database, ordNo: string, now: number): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `UPDATE product_options SET stock = stock + (SELECT SUM(l.qty) FROM order_lines l WHERE l.ord_no = ?1 AND l.inm_optn_prd_no = product_options.inm_optn_prd_no)
          WHERE inm_optn_prd_no IN (SELECT inm_optn_prd_no FROM order_lines WHERE ord_no = ?1) AND ${PENDING}`,
      )
      .bind(ordNo),
    db.prepare(`UPDATE customer_coupons SET used_at = NULL, used_ord_no = NULL WHERE used_ord_no = ?1 AND ${PENDING}`).bind(ordNo),
    db
      .prepare(
        `INSERT INTO point_history (incs_no, delta, reason, ord_no, created_at)
         SELECT incs_no, use_pt, 'ORDER_REFUND', ord_no, ?2 FROM orders WHERE ord_no = ?1 AND status = 'PAYMENT_PENDING' AND use_pt > 0`,
      )
      .bind(ordNo, now),
    db
      .prepare(
        `UPDATE customers SET rmn_pt = rmn_pt + (SELECT use_pt FROM orders WHERE ord_no = ?1)
          WHERE incs_no = (SELECT incs_no FROM orders WHERE ord_no = ?1) AND ${PENDING}`,
      )
      .bind(ordNo),
    db.prepare("UPDATE orders SET status = 'ABANDONED', status_changed_at = ?2 WHERE ord_no = ?1 AND status = 'PAYMENT_PENDING'").bind(ordNo, now),
  ];
}

/** Abandons `ordNo` if it is unpaid; true when this call abandoned it. */
export async function abandonOrder(db: D1Database, ordNo: string, now = Date.now()): Promise<boolean> {
  const results = await db.batch(abandonStatements(db, ordNo, now));
  return (results.at(-1)?.meta.changes ?? 0) === 1;
}

/** Abandons each order `statement` lists (`ord_no`) if it is still unpaid; how many were abandoned. */
async function abandonListed(db: D1Database, statement: D1PreparedStatement, now: number): Promise<number> {
  const { results } = await statement.all<{ ord_no: string }>();
  let abandoned = 0;
  for (const row of results) if (await abandonOrder(db, row.ord_no, now)) abandoned += 1;
  return abandoned;
}

/** Abandons `incsNo`'s unpaid orders older than `PENDING_ORDER_TTL_MS` (everyone's for null); how many were abandoned. */
export function abandonStaleOrders(db: D1Database, incsNo: number | null, now = Date.now()): Promise<number> {
  const cutOff = now - PENDING_ORDER_TTL_MS;
  const sql = `SELECT ord_no FROM orders WHERE status = 'PAYMENT_PENDING' AND ordered_at < ? ${incsNo === null ? '' : 'AND incs_no = ?'}`;
  return abandonListed(db, db.prepare(sql).bind(...(incsNo === null ? [cutOff] : [cutOff, incsNo])), now);
}

/**
 * Abandons the unpaid orders older than `PENDING_ORDER_TTL_MS` that hold any of `options`, whoever
 * placed them; how many were abandoned. Checkout calls it before it reads their stock, so a
 * shopper is never refused for stock a lapsed checkout still holds while the cron has yet to run.
 */
export function releaseLapsedHolds(db: D1Database, options: readonly string[], now = Date.now()): Promise<number> {
  const statement = db
    .prepare(
      `SELECT DISTINCT o.ord_no FROM orders o JOIN order_lines l ON l.ord_no = o.ord_no
        WHERE o.status = 'PAYMENT_PENDING' AND o.ordered_at < ? AND l.inm_optn_prd_no IN (SELECT value FROM json_each(?))`,
    )
    .bind(now - PENDING_ORDER_TTL_MS, JSON.stringify(options));
  return abandonListed(db, statement, now);
}
