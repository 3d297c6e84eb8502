/**
 * `GET /member/logout?domain=<origin>` and `GET /member/channellogout`: the session
 * ends in D1, the auth token, the signals and the app's auto-login token are cleared, and the
 * browser goes to the main page of `domain` when it is one of the shop's origins, else of this one.
 * A logout another site sent the browser to changes nothing.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTO_LOGIN_COOKIE } from '#shared/cookies';
import { originOf } from '#shared/safe-redirect';
import { LOCALE_BASE } from '#shared/site-path';
import { revokeSession } from '../auth/sessions';
import { readConfig } from '../config';
import { revokeAutoLoginToken } from './auto-login-tokens';
import { cookieScope } from './complete-login';
import { logoutCookies } from './member-cookies';
import type { MemberEnv } from './member-env';
import { answerSuccess } from './respond';
import { isCrossSiteNavigation, safeTarget } from './request';

/** Where a logout lands: `{domain}/kr/ko` for one of the shop's origins, else `/kr/ko`. */
export function logoutTarget(c: Context<MemberEnv>, domain: string | undefined): string {
  const safe = safeTarget(c, domain);
  if (safe.startsWith('/')) return LOCALE_BASE;
  const origin = originOf(safe);
  return origin === null || origin === new URL(c.req.url).origin ? LOCALE_BASE : `${origin}${LOCALE_BASE}`;
}

/** Ends the login of this browser and answers the Set-Cookie values that clear it. */
async function endLogin(c: Context<MemberEnv>): Promise<string[]> {
  const token = getCookie(c, readConfig(c.env).authCookie);
  if (token) await revokeSession(c.env.DB, token);
  await revokeAutoLoginToken(c.env.DB, getCookie(c, AUTO_LOGIN_COOKIE));
  return logoutCookies(cookieScope(c));
}

// Logout stays a GET (the site and the app redirect to it), so a link or an image on
// another site could end a member's login: such a navigation lands on the main page and the
// member stays logged in.
const refuseCrossSite = (c: Context<MemberEnv>) => answerSuccess(c, 'navigation', LOCALE_BASE);

/** `GET /logout?domain=` */
export async function logout(c: Context<MemberEnv>): Promise<Response> {
  if (isCrossSiteNavigation(c)) return refuseCrossSite(c);
  return answerSuccess(c, 'navigation', logoutTarget(c, c.req.query('domain')), await endLogin(c));
}

/** `GET /channellogout` */
export async function channelLogout(c: Context<MemberEnv>): Promise<Response> {
  if (isCrossSiteNavigation(c)) return refuseCrossSite(c);
  return answerSuccess(c, 'navigation', LOCALE_BASE, await endLogin(c));
}
