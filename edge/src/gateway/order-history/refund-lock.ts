/**
 * A short per-order lock for refunds: a row in idempotency_keys (owner `refund`, scope
 * `order-lock`, key the order number), so two refunds of one order never both ask the payment
 * provider for money. A lock left by a crashed refund is taken over after a minute.
 */

/** A lock older than this was left by a crashed refund and may be taken over. */
const STALE_LOCK_MS = 60_000;

/** Takes the order's refund lock; false when another refund holds it. */
export async function lockOrder(db: D1Database, ordNo: string, now: number): Promise<boolean> {
  const taken = await db
    .prepare(
      `INSERT INTO idempotency_keys (owner, scope, idem_key, request_hash, created_at) VALUES ('refund', 'order-lock', ?1, 'lock', ?2)
       ON CONFLICT (owner, scope, idem_key) DO UPDATE SET created_at = excluded.created_at WHERE idempotency_keys.created_at < ?3`,
    )
    .bind(ordNo, now, now - STALE_LOCK_MS)
    .run();
  return taken.meta.changes === 1;
}

/** Releases the lock taken at `now`. */
export function unlockOrder(db: D1Database, ordNo: string, now: number): Promise<unknown> {
  return db.prepare("DELETE FROM idempotency_keys WHERE owner = 'refund' AND scope = 'order-lock' AND idem_key = ? AND created_at = ?").bind(ordNo, now).run();
}
