/**
 * A short per-order lock, so two calls that would each ask the payment provider about one order
 * never both do: two refunds (which would both give money back), or two payment confirms under
 * different Idempotency-Keys (two tabs, the app and the browser, a retried success page), where
 * the confirm that lost the D1 batch used to cancel the very payment the other had recorded.
 *
 * The lock is a row in idempotency_keys (owner the purpose, scope `order-lock`, key the order
 * number, a random token as request_hash), taken with one INSERT whose primary key decides who
 * holds it. A lock left by a crashed call is taken over once older than `ORDER_LOCK_STALE_MS`,
 * rather than kept until someone clears it: no sweep or operator is needed. A call that is merely
 * slow past that limit is caught by its own second line of defence (order-confirm.ts keeps a
 * payment the order recorded; refund.ts refuses a batch that finds the order changed).
 */

/**
 * Longer than a live holder can keep it: the provider's call (Toss gives up after 10 s,
 * `TOSS_TIMEOUT_MS`), the batch, and a compensating cancel (10 s more), with room to spare.
 */
export const ORDER_LOCK_STALE_MS = 60_000;

export interface OrderLock {
  purpose: 'refund' | 'confirm';
  ordNo: string;
  /** Tells this lock from a later one that took over, so a release never frees another's lock. */
  token: string;
}

/** Takes `ordNo`'s lock for `purpose` at `now`; null while another call holds one younger than `ORDER_LOCK_STALE_MS`. */
export async function takeOrderLock(db: D1Database, purpose: OrderLock['purpose'], ordNo: string, now: number): Promise<OrderLock | null> {
  const token = crypto.randomUUID();
  const taken = await db
    .prepare(
      `INSERT INTO idempotency_keys (owner, scope, idem_key, request_hash, created_at) VALUES (?1, 'order-lock', ?2, ?3, ?4)
       ON CONFLICT (owner, scope, idem_key) DO UPDATE SET request_hash = excluded.request_hash, created_at = excluded.created_at
       WHERE idempotency_keys.created_at < ?5`,
    )
    .bind(purpose, ordNo, token, now, now - ORDER_LOCK_STALE_MS)
    .run();
  return taken.meta.changes === 1 ? { purpose, ordNo, token } : null;
}

/** Releases `lock`; a no-op when another call has taken it over since. */
export async function releaseOrderLock(db: D1Database, lock: OrderLock): Promise<void> {
  await db
    .prepare("DELETE FROM idempotency_keys WHERE owner = ? AND scope = 'order-lock' AND idem_key = ? AND request_hash = ?")
    .bind(lock.purpose, lock.ordNo, lock.token)
    .run();
}
