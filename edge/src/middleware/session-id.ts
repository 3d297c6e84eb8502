/**
 * The visitor's session id: a random UUID in the `sessId` cookie, made on the first page
 * view and kept for a year. It names the visit, nothing more; the site sends it in getOrderCartCount's body,
 * so it is readable by scripts (no HttpOnly). Only page views get it: API answers,
 * files, redirects and errors leave it alone, and so do crawlers.
 * A guest's cart is the HttpOnly cart cookie's (guest-cart.ts), given on the same page views.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { SESSION_ID_COOKIE, SESSION_ID_COOKIE_MAX_AGE } from '#shared/cookies';
import { appendSetCookie, isSecureUrl, serializeCookie } from '../cookies';
import type { AppEnv } from '../env';
import { isCrawler } from './device';

/** A UUID version 4, as `crypto.randomUUID()` makes them; anything else is replaced. */
export const SESSION_ID_FORMAT = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface SessionIdOptions {
  /** Makes a new id; `crypto.randomUUID` unless a test fixes it. */
  newId?: () => string;
}

/** Sets `sessId` on successful HTML page views under `/kr/` that arrive without a valid one. */
export function sessionId(options: SessionIdOptions = {}): MiddlewareHandler<AppEnv> {
  const newId = options.newId ?? (() => crypto.randomUUID());
  return async (c, next) => {
    await next();
    if (!isShopperPageView(c)) return;
    if (SESSION_ID_FORMAT.test(getCookie(c, SESSION_ID_COOKIE) ?? '')) return;
    const cookie = serializeCookie(SESSION_ID_COOKIE, newId(), { maxAge: SESSION_ID_COOKIE_MAX_AGE, secure: isSecureUrl(c.req.url) });
    appendSetCookie(c, cookie);
  };
}

/** A successful HTML page under `/kr/` answered to a shopper: where the visit's cookies are given. */
export function isShopperPageView(c: Context<AppEnv>): boolean {
  if (c.req.method !== 'GET' || !new URL(c.req.url).pathname.startsWith('/kr/') || !isHtmlPage(c.res)) return false;
  // Crawlers get no personalisation: one cacheable page for all of them, no id to keep.
  return !isCrawler(c);
}

function isHtmlPage(response: Response): boolean {
  return response.status >= 200 && response.status < 300 && (response.headers.get('content-type') ?? '').startsWith('text/html');
}
