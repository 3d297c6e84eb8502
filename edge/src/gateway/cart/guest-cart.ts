/**
 * A guest's cart belongs to the HttpOnly `inm_guest_cart` cookie (ADR 038), never to the
 * script-readable `sessId`, which anyone who has seen it could send. The worker gives the cookie on
 * the first page view (middleware/guest-cart.ts) or a guest's first line; D1 keys the cart's lines
 * by the token's SHA-256, which can never take a `sessId`'s UUID shape.
 *
 * Carts filled before the cookie existed are keyed by the raw `sessId`. The first cart call that
 * carries both cookies moves those lines into the cookie's cart, once; afterwards the old id names
 * nothing. Until then, whoever knows a `sessId` could claim its old lines, exactly as they could
 * read them before, and nothing put in a cart since is reachable that way.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { GUEST_CART_COOKIE, GUEST_CART_COOKIE_MAX_AGE, SESSION_ID_COOKIE } from '#shared/cookies';
import { hashToken, randomToken } from '#edge/auth/sessions';
import { appendSetCookie, isSecureUrl, serializeCookie } from '#edge/cookies';
import { SESSION_ID_FORMAT } from '#edge/middleware/session-id';
import type { GuestCart } from './cart-owner';

/** 32 random bytes in base64url, as `randomToken` makes them. */
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;
/**
 * The whole site, not only the gateway under `/api`: page views must see the cookie, or each one
 * would give a new cart and the guest's lines would vanish on the next page.
 */
const COOKIE_PATH = '/';

/** `inm_guest_cart={token}; Path=/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax` (no `Secure` on localhost). */
export function guestCartCookie(token: string, url: string): string {
  return serializeCookie(GUEST_CART_COOKIE, token, { path: COOKIE_PATH, maxAge: GUEST_CART_COOKIE_MAX_AGE, httpOnly: true, secure: isSecureUrl(url) });
}

/** The request's well-formed cart token, or null. */
export function guestCartToken(c: Context): string | null {
  const token = getCookie(c, GUEST_CART_COOKIE) ?? '';
  return TOKEN_FORMAT.test(token) ? token : null;
}

/** Sets a new cart token on the answer under way; answers it. */
export function giveGuestCart(c: Context): string {
  const token = randomToken(32);
  appendSetCookie(c, guestCartCookie(token, c.req.url));
  return token;
}

/** Moves the lines of the request's old `sessId` cart, if any are left, into the cart keyed `cartKey`. */
async function adoptSessionCart(c: Context, db: D1Database, cartKey: string): Promise<void> {
  const sessId = getCookie(c, SESSION_ID_COOKIE) ?? '';
  if (!SESSION_ID_FORMAT.test(sessId)) return;
  const left = await db.prepare('SELECT 1 FROM cart_lines WHERE sess_id = ? AND incs_no IS NULL LIMIT 1').bind(sessId).first();
  if (left) await db.prepare('UPDATE cart_lines SET sess_id = ? WHERE sess_id = ? AND incs_no IS NULL').bind(cartKey, sessId).run();
}

/**
 * The guest cart of this request; null when it has no cookie, unless `create` (a line is being
 * added), which gives it one.
 */
export async function guestCartOf(c: Context, db: D1Database, { create }: { create: boolean }): Promise<GuestCart | null> {
  const token = guestCartToken(c) ?? (create ? giveGuestCart(c) : null);
  if (!token) return null;
  const cartKey = await hashToken(token);
  await adoptSessionCart(c, db, cartKey);
  return { kind: 'guest', cartKey };
}
