/**
 * Disconnecting an SNS login. A member must keep one way to log in: an ID with a
 * password, or another linked SNS. SMS login is not counted: it finds members by number, which
 * is a way back in rather than an account of its own. Connecting goes through the member
 * gateway's social flow (`/member/social/{provider}/start?link=1`).
 */
import { GatewayError } from '../errors';
import { readSocialLinks } from './personal-info';

export async function disconnectSns(db: D1Database, incsNo: number, provider: string): Promise<void> {
  const links = await readSocialLinks(db, incsNo);
  if (!links.has(provider)) throw new GatewayError('SNS_NOT_LINKED');
  // One conditional statement, so two parallel disconnects cannot remove the last two links.
  const removed = await db
    .prepare(
      `DELETE FROM social_accounts WHERE incs_no = ?1 AND provider = ?2
         AND (EXISTS (SELECT 1 FROM customers WHERE incs_no = ?1 AND cust_web_id IS NOT NULL AND password_hash IS NOT NULL)
              OR (SELECT COUNT(*) FROM social_accounts WHERE incs_no = ?1) > 1)`,
    )
    .bind(incsNo, provider)
    .run();
  if (removed.meta.changes !== 1) throw new GatewayError('SNS_LAST_LOGIN');
}
