/**
 * `POST /member/autologin`, the app's automatic login: at most one attempt per 30
 * minutes, remembered in the HttpOnly, Secure flag cookie `inm_auto_login_tried=Y`. With a live
 * auto-login token the member gets a new session, the auth cookie, a fresh token and the signal
 * `inm_app_auto_login_success=Y|6`.
 */
import { getCookie } from 'hono/cookie';
import { AUTO_LOGIN_COOKIE, AUTO_LOGIN_TRIED_COOKIE } from '#shared/cookies';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { GatewayError } from '../gateway/errors';
import { consumeAutoLoginToken } from './auto-login-tokens';
import { completeLogin, cookieScope } from './complete-login';
import { autoLoginTriedCookie } from './member-cookies';
import { memberEndpoint, setCookies } from './sign-in-answers';

/** Answers `200 {loggedIn: true}`, `429 AUTO_LOGIN_RECENT` or `401 AUTO_LOGIN_UNAVAILABLE` (which carries the tried flag too). */
export const autoLogin = memberEndpoint(MEMBER_CONTRACTS.autoLogin, async ({ c }) => {
  if (getCookie(c, AUTO_LOGIN_TRIED_COOKIE) === 'Y') throw new GatewayError('AUTO_LOGIN_RECENT');
  setCookies(c, [autoLoginTriedCookie(cookieScope(c))]);

  const incsNo = await consumeAutoLoginToken(c.env.DB, getCookie(c, AUTO_LOGIN_COOKIE));
  if (incsNo === null) throw new GatewayError('AUTO_LOGIN_UNAVAILABLE');
  setCookies(c, await completeLogin(c, { incsNo, provider: 'ID', signal: 'app', autoLogin: true }));
  return { loggedIn: true as const };
});
