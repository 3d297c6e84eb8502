/**
 * Every gateway call runs in one D1 session (docs/decisions/040-d1-sessions-and-growth.md), so D1's
 * read replicas can answer it. A call without a logged-in member or an operator (the catalog,
 * search, a page the worker draws) may start at any replica; a member's or an operator's starts at
 * the primary. Each answer carries the session's bookmark in an HttpOnly cookie when it moved, and
 * a later call that brings the cookie starts at a replica at least that new: a shopper reads their
 * own cart, order or review at once, and never sees the catalog step back in time.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { D1_BOOKMARK_COOKIE, D1_BOOKMARK_COOKIE_MAX_AGE } from '#shared/cookies';
import { appendSetCookie, isSecureUrl, serializeCookie } from '../cookies';
import type { GatewayEnv } from './gateway-env';

/** D1's bookmarks are opaque; anything else in the cookie (a forged or mangled value) is ignored. */
const BOOKMARK_FORMAT = /^[0-9a-f-]{16,128}$/;

function incomingBookmark(c: Context<GatewayEnv>): string | null {
  const value = getCookie(c, D1_BOOKMARK_COOKIE) ?? '';
  return BOOKMARK_FORMAT.test(value) ? value : null;
}

/** The session a call runs in; `signedIn` when a member's token or an operator's key came with it. */
export function openD1Session(c: Context<GatewayEnv>, signedIn: boolean): D1DatabaseSession {
  const bookmark = incomingBookmark(c);
  const start = signedIn ? 'first-primary' : 'first-unconstrained';
  if (!bookmark) return c.env.DB.withSession(start);
  try {
    return c.env.DB.withSession(bookmark);
  } catch {
    return c.env.DB.withSession(start);
  }
}

/** After a call: the session's bookmark in the cookie, when it moved. */
export function keepBookmark(c: Context<GatewayEnv>, session: D1DatabaseSession): void {
  const bookmark = session.getBookmark();
  if (!bookmark || bookmark === incomingBookmark(c)) return;
  appendSetCookie(c, serializeCookie(D1_BOOKMARK_COOKIE, bookmark, { maxAge: D1_BOOKMARK_COOKIE_MAX_AGE, httpOnly: true, secure: isSecureUrl(c.req.url) }));
}
