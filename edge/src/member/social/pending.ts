/**
 * Social accounts and the joins that wait for them. A provider account linked to a member logs
 * that member in; an unknown one waits in `pending_social_joins` (30 minutes, keyed by the
 * SHA-256 of a random token in the HttpOnly `inm_pending_join` cookie) until
 * enter-additional-information completes it.
 */
import { hashToken, randomToken } from '#edge/auth/sessions';
import { PENDING_JOIN_MAX_AGE } from '../member-cookies';
import type { SocialProfile } from './profile';
import type { SocialProviderId } from './providers';

/** A social account waiting to become a member. */
export interface PendingJoin {
  provider: SocialProviderId;
  profile: SocialProfile;
  /** Where the member goes once the join is complete; already made safe. */
  successUrl: string;
}

/** The active member linked to a provider account, or null. */
export async function findLinkedMember(db: D1Database, provider: SocialProviderId, providerUserId: string): Promise<number | null> {
  const row = await db
    .prepare(
      `SELECT c.incs_no AS incsNo FROM social_accounts s JOIN customers c ON c.incs_no = s.incs_no
       WHERE s.provider = ? AND s.provider_user_id = ? AND c.status = 'ACTIVE'`,
    )
    .bind(provider, providerUserId)
    .first<{ incsNo: number }>();
  return row?.incsNo ?? null;
}

/** Keeps a join for enter-additional-information and answers the token for the cookie. */
export async function savePendingJoin(db: D1Database, pending: PendingJoin, now = Date.now()): Promise<string> {
  const token = randomToken();
  await db.batch([
    db.prepare('DELETE FROM pending_social_joins WHERE expires_at <= ?').bind(now),
    db
      .prepare('INSERT INTO pending_social_joins (token_hash, provider, provider_user_id, profile_json, expires_at) VALUES (?, ?, ?, ?, ?)')
      .bind(
        await hashToken(token),
        pending.provider,
        pending.profile.providerUserId,
        JSON.stringify({ profile: pending.profile, successUrl: pending.successUrl }),
        now + PENDING_JOIN_MAX_AGE * 1000,
      ),
  ]);
  return token;
}

/** The live join behind a cookie token, or null. */
export async function loadPendingJoin(db: D1Database, token: string | undefined, now = Date.now()): Promise<PendingJoin | null> {
  if (!token || token.length > 200) return null;
  const row = await db
    .prepare('SELECT provider, profile_json AS profileJson FROM pending_social_joins WHERE token_hash = ? AND expires_at > ?')
    .bind(await hashToken(token), now)
    .first<{ provider: SocialProviderId; profileJson: string }>();
  if (!row) return null;
  const stored = JSON.parse(row.profileJson) as { profile: SocialProfile; successUrl: string };
  return { provider: row.provider, profile: stored.profile, successUrl: stored.successUrl };
}

/** Ends a pending join (completed or abandoned). */
export async function deletePendingJoin(db: D1Database, token: string): Promise<void> {
  await db
    .prepare('DELETE FROM pending_social_joins WHERE token_hash = ?')
    .bind(await hashToken(token))
    .run();
}
