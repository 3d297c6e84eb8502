/**
 * How much of a member's points expires by a moment (ADR 017). Points are spent first-in
 * first-out and every credit has the same validity, so credits expire in the order they were
 * earned: what is due by `at` is the credits expiring by then minus everything already taken
 * from credits (net spending and earlier expiries). No per-credit bookkeeping is needed.
 */

/** The SQL sums, per member, that `expiringAmount` reads; `?1` is the moment. */
export const EXPIRY_SUMS_SQL = `
  SUM(CASE WHEN expires_at IS NOT NULL AND expires_at <= ?1 THEN delta ELSE 0 END) AS due,
  -SUM(CASE WHEN expires_at IS NULL AND reason <> 'EXPIRE' THEN delta ELSE 0 END) AS spent,
  -SUM(CASE WHEN reason = 'EXPIRE' THEN delta ELSE 0 END) AS expired`;

export interface ExpirySums {
  due: number;
  spent: number;
  expired: number;
}

/** Points that expire by the sums' moment and are still there, at most the balance. */
export function expiringAmount(sums: ExpirySums, balance: number): number {
  return Math.max(0, Math.min(balance, sums.due - Math.max(0, sums.spent) - sums.expired));
}

/** The member's points that expire by `at` (for "소멸 예정"). */
export async function pointsExpiringBy(db: D1Database, incsNo: number, at: number): Promise<number> {
  const [sums, member] = await Promise.all([
    db.prepare(`SELECT ${EXPIRY_SUMS_SQL} FROM point_history WHERE incs_no = ?2`).bind(at, incsNo).first<ExpirySums>(),
    db.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>(),
  ]);
  return expiringAmount({ due: sums?.due ?? 0, spent: sums?.spent ?? 0, expired: sums?.expired ?? 0 }, member?.rmn_pt ?? 0);
}
