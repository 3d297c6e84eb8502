/**
 * How many texts leave the shop, counted in `sms_sends` over a sliding hour (ADR 035). Every
 * limit is a condition of the one INSERT that counts a text, so parallel requests cannot overrun
 * any of them. A sender is the client's address as the per-address limits count it (an IPv6
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

/** Which limit refused a text: the number's, this sender's to the number, or this sender's overall. */
export type SendRefusal = 'number' | 'number-from-sender' | 'sender';

/** Counts a text to `mobile` asked by `sender` unless a limit is reached; null means counted. */
export async function reserveSend(db: D1Database, mobile: string, sender: string, addressFactor = 1, now = Date.now()): Promise<SendRefusal | null> {
  const since = now - HOUR_MS;
  const limits = [SMS_SENDS.perNumber, SMS_SENDS.perNumberFromSender, SMS_SENDS.perSender * addressFactor] as const;
  const result = await db
    .prepare(
      `INSERT INTO sms_sends (mobile, address, sent_at) SELECT ?1, ?2, ?3
       WHERE (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND sent_at > ?4) < ?5
         AND (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND address = ?2 AND sent_at > ?4) < ?6
         AND (SELECT COUNT(*) FROM sms_sends WHERE address = ?2 AND sent_at > ?4) < ?7`,
    )
    .bind(mobile, sender, now, since, ...limits)
    .run();
  if (result.meta.changes === 1) return null;
  const sent = await db
    .prepare(
      `SELECT (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND sent_at > ?3) AS number,
              (SELECT COUNT(*) FROM sms_sends WHERE mobile = ?1 AND address = ?2 AND sent_at > ?3) AS pair`,
    )
    .bind(mobile, sender, since)
    .first<{ number: number; pair: number }>();
  if ((sent?.number ?? 0) >= limits[0]) return 'number';
  return (sent?.pair ?? 0) >= limits[1] ? 'number-from-sender' : 'sender';
}
