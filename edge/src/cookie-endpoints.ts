/**
 * The site's cookie endpoints, mounted at `/kr/ko`. The auth-token cookie is HttpOnly, so
 * the site's scripts ask `get-cookie` for the token and `delete-cookie` to clear the login
 * signals once read. Both answer same-origin callers only: a token must never reach another
 * site, and a cross-site page must not be able to log a shopper out.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { deletableCookies } from '#shared/cookies';
import { readConfig } from './config';
import { expireCookie, isSecureUrl, sharedCookieDomain } from './cookies';
import type { AppEnv } from './env';

/** The business sections that own a cookie endpoint: display, orders, campaign, customer. */
export const COOKIE_ENDPOINT_BIZ = ['dp', 'or', 'ca', 'cu'] as const;

/** Error bodies: a stable code for programs and a Korean message for people. */
export const COOKIE_ENDPOINT_ERRORS = {
  NOT_FOUND: { status: 404, message: '요청하신 주소를 찾을 수 없습니다.' },
  CROSS_ORIGIN: { status: 403, message: '이 사이트에서 보낸 요청만 처리할 수 있습니다.' },
  COOKIE_NOT_DELETABLE: { status: 400, message: '삭제할 수 없는 쿠키입니다.' },
} as const;
type ErrorCode = keyof typeof COOKIE_ENDPOINT_ERRORS;

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * Whether the request comes from the shop's own pages: `Sec-Fetch-Site: same-origin` when the
 * browser sends it; otherwise `Origin`, or failing that `Referer`, must be the request's origin.
 */
export function isSameOriginRequest(headers: Headers, requestUrl: string): boolean {
  const site = headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  const origin = headers.get('origin') ?? originOf(headers.get('referer'));
  return origin !== null && origin === new URL(requestUrl).origin;
}

function originOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

function fail(c: Context<AppEnv>, code: ErrorCode): Response {
  const { status, message } = COOKIE_ENDPOINT_ERRORS[code];
  return c.json({ code, message }, status, NO_STORE);
}

/** The checks both endpoints share; a Response when the request must be refused. */
function refuse(c: Context<AppEnv>): Response | null {
  if (!(COOKIE_ENDPOINT_BIZ as readonly string[]).includes(c.req.param('biz') ?? '')) return fail(c, 'NOT_FOUND');
  if (!isSameOriginRequest(c.req.raw.headers, c.req.url)) return fail(c, 'CROSS_ORIGIN');
  return null;
}

/** `GET /:biz/node/cookie/get-cookie` and `GET /:biz/node/cookie/delete-cookie/:name`. */
export const cookieEndpoints = new Hono<AppEnv>();

cookieEndpoints.get('/:biz/node/cookie/get-cookie', (c) => {
  const refused = refuse(c);
  if (refused) return refused;
  const token = getCookie(c, readConfig(c.env).authCookie);
  return c.json({ token: token || null }, 200, NO_STORE);
});

cookieEndpoints.get('/:biz/node/cookie/delete-cookie/:name', (c) => {
  const refused = refuse(c);
  if (refused) return refused;
  const config = readConfig(c.env);
  const name = c.req.param('name');
  if (!deletableCookies(config.environment).includes(name)) return fail(c, 'COOKIE_NOT_DELETABLE');
  const secure = isSecureUrl(c.req.url);
  const domain = sharedCookieDomain(config);
  // A shared-domain cookie and a host-only one of the same name are two cookies; clear both.
  if (domain) c.header('Set-Cookie', expireCookie(name, { domain, secure }), { append: true });
  c.header('Set-Cookie', expireCookie(name, { secure }), { append: true });
  return c.json({ deleted: name }, 200, NO_STORE);
});
