/**
 * Seed part `commerce` (scripts/seed.mjs): what the demo member `greentea` needs to try checkout
 * locally. At least 5,000 beauty points (topped up with a point_history ADJUST line, so the ledger
 * explains the balance), and one usable coupon of each checkout kind: a fixed amount with a
 * minimum order, and a percentage. Idempotent: an unused coupon that expired gets a new expiry, a
 * used one is left as history and a fresh one is issued; balances at or above 5,000 are left alone.
 *
 * Plain, import-free TypeScript with erasable syntax only, so Node 24 runs it as is.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const DEMO_ID = 'greentea';
const DEMO_POINTS = 5000;
const COUPON_DAYS = 30;

/** Name, fixed discount (won), rate (%), minimum order (won). */
const DEMO_COUPONS: readonly [string, number | null, number | null, number][] = [
  ['주문서 체험 5,000원 할인 (3만원 이상)', 5000, null, 30000],
  ['주문서 체험 10% 할인', null, 10, 0],
];

function text(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/** The statements; each does nothing when the demo member is missing or already set up. */
export function seedStatements({ now }: { now: number }): string[] {
  const member = `(SELECT incs_no FROM customers WHERE cust_web_id = ${text(DEMO_ID)})`;
  const expiresAt = now + COUPON_DAYS * DAY_MS;
  const statements = [
    `INSERT INTO point_history (incs_no, delta, reason, memo, created_at) ` +
      `SELECT incs_no, ${DEMO_POINTS} - rmn_pt, 'ADJUST', '체험용 포인트 충전', ${now} FROM customers WHERE cust_web_id = ${text(DEMO_ID)} AND rmn_pt < ${DEMO_POINTS}`,
    `UPDATE customers SET rmn_pt = ${DEMO_POINTS} WHERE cust_web_id = ${text(DEMO_ID)} AND rmn_pt < ${DEMO_POINTS}`,
  ];
  for (const [name, amount, rate, minimum] of DEMO_COUPONS) {
    statements.push(
      `UPDATE customer_coupons SET expires_at = ${expiresAt} WHERE incs_no = ${member} AND cpn_nm = ${text(name)} AND used_at IS NULL AND expires_at <= ${now}`,
      `INSERT INTO customer_coupons (incs_no, cpn_nm, dc_amt, dc_rate, min_order_amt, issued_at, expires_at) ` +
        `SELECT ${member}, ${text(name)}, ${amount ?? 'NULL'}, ${rate ?? 'NULL'}, ${minimum}, ${now}, ${expiresAt} ` +
        `WHERE ${member} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM customer_coupons WHERE incs_no = ${member} AND cpn_nm = ${text(name)} AND used_at IS NULL)`,
    );
  }
  return statements;
}
