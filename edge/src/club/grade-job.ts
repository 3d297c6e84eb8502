/**
 * The green tea club's monthly run: on the first scheduled run of a Korean month,
 * every active member's grade becomes the highest whose criterion their confirmed purchases of
 * the last six months meet, and each member gets their grade's coupon for the month (valid to
 * the month's end). `grade_runs` makes the run happen once a month however often the cron fires.
 */
import { dttmToEpoch, toDttm14 } from '#shared/format';
import { monthsBefore } from '../gateway/order-history/order-period';

/** The start (00:00 KST) of the day six months before `now`. */
export function sixMonthsBefore(now: number): number {
  return dttmToEpoch(`${monthsBefore(toDttm14(now).slice(0, 8), 6)}000000`);
}

/** The last moment of `now`'s Korean month. */
function monthEnd(now: number): number {
  const ym = toDttm14(now).slice(0, 6);
  const next = Number(ym.slice(4)) === 12 ? `${Number(ym.slice(0, 4)) + 1}01` : `${ym.slice(0, 4)}${String(Number(ym.slice(4)) + 1).padStart(2, '0')}`;
  return dttmToEpoch(`${next}01000000`) - 1;
}

// What was paid for confirmed orders, less what partial returns refunded before confirmation.
const PURCHASES_SQL = `(SELECT COALESCE(SUM(o.pay_amt - COALESCE((SELECT SUM(k.refund_amt) FROM order_claims k WHERE k.ord_no = o.ord_no AND k.status = 'COMPLETED'), 0)), 0)
  FROM orders o WHERE o.incs_no = ?1 AND o.status = 'CONFIRMED' AND o.status_changed_at >= ?2)`;

/** A member's confirmed purchases since `since`. */
export async function purchasesSince(db: D1Database, incsNo: number, since: number): Promise<number> {
  const row = await db.prepare(`SELECT ${PURCHASES_SQL} AS amt`).bind(incsNo, since).first<{ amt: number }>();
  return row?.amt ?? 0;
}

/** Runs the month's recalculation unless it ran already; answers the members it graded (0 when it had run). */
export async function runMonthlyGrades(db: D1Database, now = Date.now()): Promise<number> {
  const month = toDttm14(now).slice(0, 6);
  // Claim the month first: a second cron run in the same month stops here.
  const claimed = await db.prepare('INSERT INTO grade_runs (month, ran_at, members) VALUES (?, ?, 0) ON CONFLICT (month) DO NOTHING').bind(month, now).run();
  if (claimed.meta.changes !== 1) return 0;
  const since = sixMonthsBefore(now);
  const [graded] = await db.batch([
    db
      .prepare(
        `UPDATE customers SET inm_cust_grd_cd = (
           SELECT g.inm_cust_grd_cd FROM customer_grades g
           WHERE g.min_purchase_amt <= ${PURCHASES_SQL.replaceAll('?1', 'customers.incs_no').replaceAll('?2', '?1')}
           ORDER BY g.min_purchase_amt DESC LIMIT 1)
         WHERE status = 'ACTIVE'`,
      )
      .bind(since),
    db
      .prepare(
        `INSERT INTO customer_coupons (incs_no, cpn_nm, dc_rate, min_order_amt, issued_at, expires_at, grade_month)
         SELECT c.incs_no, g.inm_cust_grd_cd_nm || ' 등급 ' || ?2 || '월 ' || g.monthly_coupon_rate || '% 쿠폰', g.monthly_coupon_rate, g.monthly_coupon_min_order, ?3, ?4, ?1
         FROM customers c JOIN customer_grades g ON g.inm_cust_grd_cd = c.inm_cust_grd_cd
         WHERE c.status = 'ACTIVE' AND g.monthly_coupon_rate IS NOT NULL
         ON CONFLICT DO NOTHING`,
      )
      .bind(month, String(Number(month.slice(4))), now, monthEnd(now)),
  ]);
  const members = graded.meta.changes ?? 0;
  await db.prepare('UPDATE grade_runs SET members = ? WHERE month = ?').bind(members, month).run();
  return members;
}
