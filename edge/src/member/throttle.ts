/**
 * Failed-login throttling in a 15-minute sliding window over `login_failures`.
 *
 * Limits that refuse are keyed by the caller's address: 5 failures for one account from one
 * address, 20 from one address across accounts. Nothing refuses an account from every address,
 * so a stranger cannot keep a member locked out; instead the account's failures from all
 * addresses slow every further attempt on it down (up to a few seconds), which costs a guesser
 * spread over many addresses time while the member, from their own address, still gets in with
 * the right password.
 *
 * An attempt first reserves its failure rows in one statement that inserts only while both
 * refusing counts are under their limits, so parallel guesses cannot slip past the check, and
 * its slowdown then counts the account's failures reserved before its own, so parallel guesses
 * wait as long as they would one after another; a successful login takes its reservation back.
 * The same rule applies whether the ID exists or not, so the throttle says nothing about which
 * IDs are members.
 */

/** Brute-force limits in a sliding window. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Failures for one account from one address in the window, then that address is refused for it. */
  perAccountAddress: 5,
  /** Failures from one address in the window: enough for a shared office or a mobile carrier's NAT. */
  perAddress: 20,
  /** Failures for one account from anywhere before its attempts slow down. */
  slowAfter: 5,
  /** The first delay, doubled per further failure, and its cap. */
  baseDelayMs: 250,
  maxDelayMs: 3000,
} as const;

/** The failure rows reserved for one attempt. */
export interface Reservation {
  pairKey: string;
  rowIds: number[];
  /** The account's failures from every address reserved before this attempt's: what the slowdown reads. */
  accountFailures: number;
}

/** The throttle keys of one attempt: case does not make a new account. */
export function throttleKeys(custWebId: string, address: string) {
  const account = `id:${custWebId.trim().toLowerCase()}`;
  return { account, address: `ip:${address}`, pair: `${account}@ip:${address}` };
}

/** How long an attempt waits, given the account's recent failures from every address. */
export function slowdownMs(accountFailures: number): number {
  if (accountFailures < LOGIN_THROTTLE.slowAfter) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelayMs, LOGIN_THROTTLE.baseDelayMs * 2 ** (accountFailures - LOGIN_THROTTLE.slowAfter));
}

/** Reserves a failure under the attempt's keys, or answers null when its address is at a limit. */
export async function reserveAttempt(db: D1Database, keys: ReturnType<typeof throttleKeys>, now = Date.now()): Promise<Reservation | null> {
  const since = now - LOGIN_THROTTLE.windowMs;
  // SQLite evaluates the SELECT fully before inserting (it reads the table it writes), so all
  // three rows go in or none does.
  const { results } = await db
    .prepare(
      `INSERT INTO login_failures (throttle_key, failed_at)
       SELECT key, ?1 FROM (SELECT ?2 AS key UNION ALL SELECT ?3 UNION ALL SELECT ?4)
       WHERE (SELECT COUNT(*) FROM login_failures WHERE throttle_key = ?2 AND failed_at > ?5) < ?6
         AND (SELECT COUNT(*) FROM login_failures WHERE throttle_key = ?3 AND failed_at > ?5) < ?7
       RETURNING rowid AS id, throttle_key AS key`,
    )
    .bind(now, keys.pair, keys.address, keys.account, since, LOGIN_THROTTLE.perAccountAddress, LOGIN_THROTTLE.perAddress)
    .all<{ id: number; key: string }>();
  if (results.length === 0) return null;
  // Counted after reserving, so no parallel guess reads the count before the others are in it;
  // only the rows ahead of this one (a new rowid is above every row there is), so the k-th of
  // parallel guesses waits what the k-th in a row would.
  const ownRow = results.find((row) => row.key === keys.account)!.id;
  const ahead = await db
    .prepare('SELECT COUNT(*) AS failures FROM login_failures WHERE throttle_key = ? AND failed_at > ? AND rowid < ?')
    .bind(keys.account, since, ownRow)
    .first<{ failures: number }>();
  return { pairKey: keys.pair, rowIds: results.map((row) => row.id), accountFailures: ahead?.failures ?? 0 };
}

/**
 * After a successful login: the reservation was no failure and this address starts afresh for
 * the account. The account's failures from other addresses stay until they age out, so a guesser
 * elsewhere keeps the slowdown even when the member logs in meanwhile.
 */
export async function clearAfterSuccess(db: D1Database, reservation: Reservation): Promise<void> {
  const placeholders = reservation.rowIds.map(() => '?').join(', ');
  await db.batch([
    db.prepare(`DELETE FROM login_failures WHERE rowid IN (${placeholders})`).bind(...reservation.rowIds),
    db.prepare('DELETE FROM login_failures WHERE throttle_key = ?').bind(reservation.pairKey),
  ]);
}
