/**
 * The page-view token of real-user speed (ADR 036): the worker signs one into every page it
 * serves (`<html data-rum-token>`), and the collector accepts a beacon only with a token it
 * signed, for the beacon's page type, at most 30 minutes old; the store then counts each token
 * once. A token is `{pageType}.{issued, epoch s}.{random id}.{HMAC}` under `RUM_TOKEN_SECRET`.
 *
 * Any visitor can fetch pages and so mint tokens: a token makes a forger pay one page fetch per
 * beacon, and the bounds and the per-address percentile (docs/operator-speed.md) do the rest.
 */
import { PAGE_TYPES } from '#shared/routes';
import { randomToken } from '../auth/sessions';
import { constantTimeEqual } from '../member/password';

/** How long after the page was served its beacon is taken: a shopper reads, then leaves. */
export const VIEW_TOKEN_TTL_MS = 30 * 60 * 1000;
/** Shorter secrets are refused: 32 characters is what `openssl rand -base64 24` prints. */
export const MIN_SECRET_LENGTH = 32;
/** The machines that sign and check may disagree on the time by this much. */
const CLOCK_SKEW_MS = 60 * 1000;
const MAC_BYTES = 16;
const MAX_TOKEN_LENGTH = 200;

/** A page view whose token checked out: its id, and when the token stops being accepted. */
export interface RumView {
  id: string;
  expiresAt: number;
}

export type ViewCheck = { ok: true; view: RumView } | { ok: false; reason: 'invalid' | 'expired' };

let warnedShortSecret = false;

/**
 * `RUM_TOKEN_SECRET`, or null when it is not set (or too short to trust): there is no built-in
 * one, so a deploy without it collects nothing rather than accepting tokens anyone could sign.
 */
export function rumTokenSecret(env: Partial<Pick<Env, 'RUM_TOKEN_SECRET'>>): string | null {
  const secret = env.RUM_TOKEN_SECRET?.trim() ?? '';
  if (secret.length >= MIN_SECRET_LENGTH) return secret;
  if (secret !== '' && !warnedShortSecret) {
    console.error(`RUM_TOKEN_SECRET is shorter than ${MIN_SECRET_LENGTH} characters: real-user speed is not collected`);
    warnedShortSecret = true;
  }
  return null;
}

const keys = new Map<string, Promise<CryptoKey>>();

/** Hex of the first 16 bytes of HMAC-SHA-256 over `text`; `purpose` keeps one use's MACs from passing for another's. */
export async function rumMac(secret: string, purpose: string, text: string): Promise<string> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
    keys.set(secret, key);
  }
  const mac = await crypto.subtle.sign('HMAC', await key, new TextEncoder().encode(`${purpose}:${text}`));
  return [...new Uint8Array(mac, 0, MAC_BYTES)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A new token for one view of a page of `pageType`. */
export async function mintViewToken(secret: string, pageType: string, now = Date.now()): Promise<string> {
  const payload = `${pageType}.${Math.floor(now / 1000)}.${randomToken(16)}`;
  return `${payload}.${await rumMac(secret, 'view', payload)}`;
}

/** Whether `token` is one this worker signed for `pageType` and still takes. Never throws on bad input. */
export async function checkViewToken(secret: string, token: unknown, pageType: unknown, now = Date.now()): Promise<ViewCheck> {
  if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return { ok: false, reason: 'invalid' };
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== pageType || !/^\d{1,12}$/.test(parts[1])) return { ok: false, reason: 'invalid' };
  const expected = new TextEncoder().encode(await rumMac(secret, 'view', parts.slice(0, 3).join('.')));
  if (!constantTimeEqual(expected, new TextEncoder().encode(parts[3]))) return { ok: false, reason: 'invalid' };
  const issuedAt = Number(parts[1]) * 1000;
  if (issuedAt > now + CLOCK_SKEW_MS) return { ok: false, reason: 'invalid' };
  if (now - issuedAt > VIEW_TOKEN_TTL_MS) return { ok: false, reason: 'expired' };
  return { ok: true, view: { id: parts[2], expiresAt: issuedAt + VIEW_TOKEN_TTL_MS } };
}

/** What a served page puts on `<html data-rum-token>`: a token for its page type, or null for a page type nobody reports. */
export type ViewTokenMinter = (pageType: string | null) => Promise<string | null>;

/** The minter for this worker's pages; undefined when the secret is missing, so pages carry no token and send no beacon. */
export function viewTokenMinter(env: Partial<Pick<Env, 'RUM_TOKEN_SECRET'>>): ViewTokenMinter | undefined {
  const secret = rumTokenSecret(env);
  if (!secret) return undefined;
  return async (pageType) => {
    // The collector reports a page without a type as OTHERS (site/features/rum/rum-collector.ts).
    const type = pageType || 'OTHERS';
    return (PAGE_TYPES as readonly string[]).includes(type) ? mintViewToken(secret, type) : null;
  };
}
