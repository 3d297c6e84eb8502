/**
 * How many texts leave the shop, counted in `sms_sends` over a sliding hour (ADR 035): per number,
 * per sender and for the whole shop. Every limit is a condition of the one INSERT that counts a
 * text, so parallel requests cannot overrun any of them. A sender is the client's address as the per-address limits count it (an IPv6
 * caller by its /64, address-key.ts): the one thing about a caller it cannot change for free.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Texts an hour (ADR 035). */
export const SMS_SENDS = {
  /** To one number, from every sender together: enough that one sender cannot use it up. */
  perNumber: 10,
  /** To one number from one sender: a code and two resends. A stranger's share, so the member keeps theirs. */
  perNumberFromSender: 3,
  /** From one sender to any numbers (× ADDRESS_LIMIT_FACTOR): a shared office still gets by. */
  perSender: 10,
} as const;

/** What a send is allowed beyond the fixed limits: `ADDRESS_LIMIT_FACTOR` and `SMS_HOURLY_BUDGET` (budget.ts). */
export interface SendAllowance {
  addressFactor: number;
  budget: number;
}

/**
 * Which limit refused a text: the number's, this sender's to the number, this sender's overall,
 * or, for a text every other limit let through, the shop's hourly budget.
 */
export type SendRefusal = 'number' | 'number-from-sender' | 'sender' | 'budget';

/** Counts a text to `mobile` asked by `sender` unless a limit is reached; null means counted. */
export async function reserveSend(db: D1Database, mobile: string, sender: string, allowance: SendAllowance, now = Date.now()): Promise<SendRefusal | null> {
  const since = now - HOUR_MS;
  const limits = [SMS_SENDS.perNumber, SMS_SENDS.perNumberFromSender, SMS_SENDS.perSender * allowance.addressFactor] as const;
  const result = await db
    .prepare(
      `INSERT INTO sms_sends (mobile, address, sent_at) SELECT ?1, ?2, ?3
       WHERE (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND sent_at > ?4) < ?5
         AND (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND address = ?2 AND sent_at > ?4) < ?6
         AND (SELECT COUNT(*) FROM sms_sends WHERE address = ?2 AND sent_at > ?4) < ?7
         AND (SELECT COUNT(*) FROM sms_sends WHERE sent_at > ?4) < ?8`,
    )
    .bind(mobile, sender, now, since, ...limits, allowance.budget)
    .run();
  if (result.meta.changes === 1) return null;
  const sent = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND sent_at > ?3) AS number,
              (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND address = ?2 AND sent_at > ?3) AS pair,
              (SELECT COUNT(*) FROM sms_sends WHERE address = ?2 AND sent_at > ?3) AS sender`,
    )
    .bind(mobile, sender, since)
    .first<{ number: number; pair: number; sender: number }>();
  // The caller's own limits first: the budget only answers for texts it alone stopped.
  const refusals = ['number', 'number-from-sender', 'sender'] as const;
  const counts = [sent?.number ?? 0, sent?.pair ?? 0, sent?.sender ?? 0];
  return refusals.find((_, index) => counts[index] >= limits[index]) ?? 'budget';
}
