/**
 * One confirm per order at a time. Two confirms of one order with different Idempotency-Keys (two
 * tabs, the app and the browser, a retried success page) would otherwise both ask the provider,
 * which approves the same paymentKey twice (its own idempotency replays the approval), and the
 * one that then lost the D1 batch cancelled that payment: paid in the shop, refunded at Toss.
 *
 * So a confirm first claims the order: a row in idempotency_keys (owner `confirm`, scope
 * `order-claim`, key the order number, a random token as request_hash), taken with one INSERT
 * whose primary key decides who goes to the provider. The others wait for the claim to go, then
 * read what it settled.
 *
 * A claim left by a crashed confirm is taken over once it is older than `STALE_CLAIM_MS`, rather
 * than kept until someone clears it: no sweep or operator is needed, and a retry after the crash is
 * safe, because it asks the provider again with the same provider Idempotency-Key (a payment
 * approved before the crash is replayed, not charged twice). A confirm that is merely slow past
 * the limit is caught by the second line of defence in order-confirm.ts: a confirm whose batch
 * lost never cancels the payment the order recorded.
 */

/**
 * Longer than a live confirm can hold the claim: the provider's confirm (Toss gives up after 10 s,
 * `TOSS_TIMEOUT_MS`), the batch, and a compensating cancel (10 s more), with room to spare.
 */
export const STALE_CLAIM_MS = 60_000;

/** How long a confirm waits for another confirm of the same order before answering PAYMENT_IN_PROGRESS. */
export const WAIT_FOR_OTHER_CONFIRM_MS = 8_000;

export interface ConfirmClaim {
  ordNo: string;
  /** Tells this claim from a later one that took over, so a release never frees another's claim. */
  token: string;
}

/** Claims `ordNo` for one confirm at `now`; null while another confirm holds a claim younger than `STALE_CLAIM_MS`. */
export async function claimConfirm(db: D1Database, ordNo: string, now: number): Promise<ConfirmClaim | null> {
  const token = crypto.randomUUID();
  const taken = await db
    .prepare(
      `INSERT INTO idempotency_keys (owner, scope, idem_key, request_hash, created_at) VALUES ('confirm', 'order-claim', ?1, ?2, ?3)
       ON CONFLICT (owner, scope, idem_key) DO UPDATE SET request_hash = excluded.request_hash, created_at = excluded.created_at
       WHERE idempotency_keys.created_at < ?4`,
    )
    .bind(ordNo, token, now, now - STALE_CLAIM_MS)
    .run();
  return taken.meta.changes === 1 ? { ordNo, token } : null;
}

/** Releases `claim`; a no-op when another confirm has taken it over since. */
export async function releaseConfirm(db: D1Database, claim: ConfirmClaim): Promise<void> {
  await db
    .prepare("DELETE FROM idempotency_keys WHERE owner = 'confirm' AND scope = 'order-claim' AND idem_key = ? AND request_hash = ?")
    .bind(claim.ordNo, claim.token)
    .run();
}
