/**
 * Points earned by an order (the ORDER_EARN reason): on 구매확정, the member's grade
 * rate of what they paid, less what was refunded, rounded down; once per order, whoever confirms
 * it (the member, or the operator moving it to CONFIRMED).
 */

/** The statements that credit `ordNo`'s earn if it is CONFIRMED and not yet credited; for a batch. */
export function orderEarnStatements(db: D1Database, ordNo: string, now: number): D1PreparedStatement[] {
  const earn = `CAST((o.pay_amt - COALESCE((SELECT SUM(k.refund_amt) FROM order_claims k WHERE k.ord_no = o.ord_no AND k.status = 'COMPLETED'), 0))
                     * g.earn_rate_pct / 100 AS INTEGER)`;
  return [
    db
      .prepare(
        `INSERT INTO point_history (incs_no, delta, reason, ord_no, created_at)
         SELECT o.incs_no, ${earn}, 'ORDER_EARN', o.ord_no, ?2
         FROM orders o JOIN customers c ON c.incs_no = o.incs_no JOIN customer_grades g ON g.inm_cust_grd_cd = c.inm_cust_grd_cd
         WHERE o.ord_no = ?1 AND o.status = 'CONFIRMED' AND ${earn} > 0
           AND NOT EXISTS (SELECT 1 FROM point_history p WHERE p.ord_no = ?1 AND p.reason = 'ORDER_EARN')`,
      )
      .bind(ordNo, now),
    // Only when the line above went in: changes() is its count.
    db
      .prepare(
        `UPDATE customers SET rmn_pt = rmn_pt + (SELECT delta FROM point_history WHERE ord_no = ?1 AND reason = 'ORDER_EARN')
         WHERE incs_no = (SELECT incs_no FROM orders WHERE ord_no = ?1) AND changes() = 1`,
      )
      .bind(ordNo),
  ];
}

/** The points `ordNo` earned, 0 when it earned none (yet). */
export async function orderEarnOf(db: D1Database, ordNo: string): Promise<number> {
  const row = await db.prepare("SELECT delta FROM point_history WHERE ord_no = ? AND reason = 'ORDER_EARN'").bind(ordNo).first<{ delta: number }>();
  return row?.delta ?? 0;
}

/** Credits `ordNo`'s earn now; answers the points credited (0 when there was nothing to credit). */
export async function grantOrderEarn(db: D1Database, ordNo: string, now = Date.now()): Promise<number> {
  const [inserted] = await db.batch(orderEarnStatements(db, ordNo, now));
  return inserted.meta.changes === 1 ? orderEarnOf(db, ordNo) : 0;
}
