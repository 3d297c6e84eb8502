/**
 * Connecting an SNS login to the member who is logged in: started from the
 * personal information screen with `?link=1`, only by a session that has re-authenticated; the
 * callback links the provider's account to that same member (the flow carries their number and
 * the live session must still be theirs) and sends the browser back with `?sns={result}`.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { ACCOUNT_PATHS, type SnsLinkResult } from '#shared/account/account-rules';
import { resolveSession } from '#edge/auth/sessions';
import { readConfig } from '#edge/config';
import { isReauthenticated } from '#edge/gateway/account/reauth';
import { toDttm14 } from '#shared/format';
import type { MemberEnv } from '../member-env';
import { findLinkedMember } from './pending';
import type { SocialProviderId } from './providers';

/** The logged-in member whose session re-authenticated lately, or null. */
export async function reauthenticatedMember(c: Context<MemberEnv>, now = Date.now()): Promise<number | null> {
  const owner = await resolveSession(c.env.DB, getCookie(c, readConfig(c.env).authCookie));
  return owner && (await isReauthenticated(c.env.DB, owner.sessionKey, now)) ? owner.incsNo : null;
}

/** The detail screen with the link's result. */
export function linkResultUrl(result: SnsLinkResult): string {
  return `${ACCOUNT_PATHS.detail}?sns=${result}`;
}

/** Links `providerUserId` of `provider` to `incsNo` unless either side is taken; answers the result. */
export async function linkSocialAccount(db: D1Database, incsNo: number, provider: SocialProviderId, providerUserId: string): Promise<SnsLinkResult> {
  const holder = await findLinkedMember(db, provider, providerUserId);
  if (holder === incsNo) return 'already';
  if (holder !== null) return 'taken';
  const own = await db.prepare('SELECT 1 FROM social_accounts WHERE incs_no = ? AND provider = ?').bind(incsNo, provider).first();
  if (own) return 'already';
  const inserted = await db
    .prepare('INSERT OR IGNORE INTO social_accounts (provider, provider_user_id, incs_no, linked_dttm) VALUES (?, ?, ?, ?)')
    .bind(provider, providerUserId, incsNo, toDttm14(Date.now()))
    .run();
  return inserted.meta.changes === 1 ? 'connected' : 'taken';
}
