/**
 * Failed-login throttling per account and per address, in a 15-minute sliding window over
 * `login_failures`. An attempt first reserves a failure row under both keys in one statement
 * that inserts only while both counts are under their limits, so parallel guesses cannot slip
 * past the check; a successful login takes its reservation back. The same rule applies whether
 * the ID exists or not, so the throttle says nothing about which IDs are members.
 */

/** Brute-force limits: failures per account and per address in a sliding window. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures per account (login ID) in the window. */
  perAccount: 5,
  /** Failures per address in the window: enough for a shared office or a mobile carrier's NAT. */
  perAddress: 20,
} as const;

/** The failure rows reserved for one attempt, or null when the attempt is throttled. */
export interface Reservation {
  accountKey: string;
  rowIds: number[];
}

/** The throttle key of a login ID: case does not make a new account. */
export function accountKey(custWebId: string): string {
  return `id:${custWebId.trim().toLowerCase()}`;
}

/** The throttle key of a caller's address. */
export function addressKey(address: string): string {
  return `ip:${address}`;
}

/** Reserves a failure under both keys, or answers null when either is at its limit. */
export async function reserveAttempt(db: D1Database, keys: { account: string; address: string }, now = Date.now()): Promise<Reservation | null> {
  const since = now - LOGIN_THROTTLE.windowMs;
  // SQLite evaluates the SELECT fully before inserting (it reads the table it writes), so both
  // rows go in or neither does.
  const { results } = await db
    .prepare(
      `INSERT INTO login_failures (throttle_key, failed_at)
       SELECT key, ?1 FROM (SELECT ?2 AS key UNION ALL SELECT ?3)
       WHERE (SELECT COUNT(*) FROM login_failures WHERE throttle_key = ?2 AND failed_at > ?4) < ?5
         AND (SELECT COUNT(*) FROM login_failures WHERE throttle_key = ?3 AND failed_at > ?4) < ?6
       RETURNING rowid AS id`,
    )
    .bind(now, keys.account, keys.address, since, LOGIN_THROTTLE.perAccount, LOGIN_THROTTLE.perAddress)
    .all<{ id: number }>();
  return results.length === 0 ? null : { accountKey: keys.account, rowIds: results.map((row) => row.id) };
}

/**
 * After a successful login: the reservation was no failure, the account starts afresh, and
 * failures older than the window go, so the table stays small.
 */
export async function clearAfterSuccess(db: D1Database, reservation: Reservation, now = Date.now()): Promise<void> {
  const placeholders = reservation.rowIds.map(() => '?').join(', ');
  await db.batch([
    db.prepare(`DELETE FROM login_failures WHERE rowid IN (${placeholders})`).bind(...reservation.rowIds),
    db.prepare('DELETE FROM login_failures WHERE throttle_key = ? OR failed_at <= ?').bind(reservation.accountKey, now - LOGIN_THROTTLE.windowMs),
  ]);
}
