/**
 * `POST /member/autologin`, the app's automatic login: at most one attempt per 30
 * minutes, remembered in the HttpOnly, Secure flag cookie `inm_auto_login_tried=Y`. With a live
 * auto-login token the member gets a new session, the auth cookie, a fresh token and the signal
 * `inm_app_auto_login_success=Y|6`.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { AUTO_LOGIN_COOKIE, AUTO_LOGIN_TRIED_COOKIE } from '#shared/cookies';
import { consumeAutoLoginToken } from './auto-login-tokens';
import { completeLogin, cookieScope } from './complete-login';
import { MemberError } from './errors';
import { autoLoginTriedCookie } from './member-cookies';
import type { MemberEnv } from './member-env';
import { jsonError, NO_STORE } from './respond';
import { assertSameSite } from './request';

/** Answers `200 {loggedIn: true}`, `429 AUTO_LOGIN_RECENT` or `401 AUTO_LOGIN_UNAVAILABLE`. */
export async function autoLogin(c: Context<MemberEnv>): Promise<Response> {
  assertSameSite(c);
  if (getCookie(c, AUTO_LOGIN_TRIED_COOKIE) === 'Y') return jsonError(c, new MemberError('AUTO_LOGIN_RECENT'));
  c.header('Set-Cookie', autoLoginTriedCookie(cookieScope(c)), { append: true });

  const incsNo = await consumeAutoLoginToken(c.env.DB, getCookie(c, AUTO_LOGIN_COOKIE));
  if (incsNo === null) return jsonError(c, new MemberError('AUTO_LOGIN_UNAVAILABLE'));
  const cookies = await completeLogin(c, { incsNo, provider: 'ID', signal: 'app', autoLogin: true });
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  return c.json({ loggedIn: true }, 200, NO_STORE);
}
