/**
 * The member gateway's `Set-Cookie` values, all written through `../cookies.ts`: the auth token
 * and the login signals on the shared domain, and the gateway's own HttpOnly
 * cookies, host-only and limited to `/member`. `Secure` everywhere except on localhost.
 */
import {
  APP_AUTO_LOGIN_SUCCESS_COOKIE,
  AUTO_LOGIN_COOKIE,
  AUTO_LOGIN_TRIED_COOKIE,
  AUTO_LOGIN_TRIED_MAX_AGE,
  LOGIN_SUCCESS_COOKIE,
  OAUTH_STATE_COOKIE,
  PENDING_JOIN_COOKIE,
  SIGNAL_COOKIES,
  SIGNUP_SUCCESS_COOKIE,
} from '#shared/cookies';
import { SESSION_TTL_SECONDS } from '../auth/sessions';
import type { WorkerConfig } from '../config';
import { expireCookie, isSecureUrl, serializeCookie, sharedCookieDomain } from '../cookies';

/** The signal cookies live just long enough for the next page to read them. */
export const SIGNAL_MAX_AGE = 300;
/** The app's auto-login token: 90 days. */
export const AUTO_LOGIN_MAX_AGE = 90 * 24 * 60 * 60;
/** A social join waits 30 minutes for enter-additional-information. */
export const PENDING_JOIN_MAX_AGE = 30 * 60;
/** A social login has 10 minutes at the provider. */
export const OAUTH_STATE_MAX_AGE = 10 * 60;
/** Where the gateway's own cookies are sent: nowhere but the gateway. */
export const MEMBER_COOKIE_PATH = '/member';

/** Which signal a finished login raises. */
export type SignalKind = 'login' | 'signup' | 'app';
const SIGNAL_NAMES: Record<SignalKind, string> = {
  login: LOGIN_SUCCESS_COOKIE,
  signup: SIGNUP_SUCCESS_COOKIE,
  app: APP_AUTO_LOGIN_SUCCESS_COOKIE,
};

/** What every cookie here depends on: the configuration and the URL being answered. */
export interface CookieScope {
  config: Pick<WorkerConfig, 'authCookie' | 'authCookieDomain'>;
  url: string;
}

/** `inm_auth_token[_{env}]`: HttpOnly, SameSite=Lax, on the shared domain, for the session's life. */
export function authTokenCookie(scope: CookieScope, token: string): string {
  return serializeCookie(scope.config.authCookie, token, {
    domain: sharedCookieDomain(scope.config),
    maxAge: SESSION_TTL_SECONDS,
    httpOnly: true,
    secure: isSecureUrl(scope.url),
  });
}

/** `inm_login_success`, `inm_signup_success` or `inm_app_auto_login_success` = `Y|{provider number}`; scripts read it. */
export function signalCookie(scope: CookieScope, kind: SignalKind, providerNumber: number): string {
  return serializeCookie(SIGNAL_NAMES[kind], `Y|${providerNumber}`, {
    domain: sharedCookieDomain(scope.config),
    maxAge: SIGNAL_MAX_AGE,
    secure: isSecureUrl(scope.url),
  });
}

function memberCookie(scope: CookieScope, name: string, value: string, maxAge: number): string {
  return serializeCookie(name, value, { path: MEMBER_COOKIE_PATH, maxAge, httpOnly: true, secure: isSecureUrl(scope.url) });
}

/** The app's auto-login token (`autoLogin: true` at login). */
export function autoLoginCookie(scope: CookieScope, token: string): string {
  return memberCookie(scope, AUTO_LOGIN_COOKIE, token, AUTO_LOGIN_MAX_AGE);
}

/** `inm_auto_login_tried=Y` for 30 minutes. */
export function autoLoginTriedCookie(scope: CookieScope): string {
  return memberCookie(scope, AUTO_LOGIN_TRIED_COOKIE, 'Y', AUTO_LOGIN_TRIED_MAX_AGE);
}

/** The key of a social join waiting for enter-additional-information. */
export function pendingJoinCookie(scope: CookieScope, token: string): string {
  return memberCookie(scope, PENDING_JOIN_COOKIE, token, PENDING_JOIN_MAX_AGE);
}

/**
 * State, PKCE verifier and successUrl of a social login in progress. Apple answers with a
 * cross-site POST (`response_mode=form_post`), which carries only `SameSite=None` cookies.
 */
export function oauthStateCookie(scope: CookieScope, value: string, crossSitePost = false): string {
  return serializeCookie(OAUTH_STATE_COOKIE, value, {
    path: MEMBER_COOKIE_PATH,
    maxAge: OAUTH_STATE_MAX_AGE,
    httpOnly: true,
    secure: crossSitePost || isSecureUrl(scope.url),
    sameSite: crossSitePost ? 'None' : 'Lax',
  });
}

/** Expires one of the gateway's own cookies. */
export function expireMemberCookie(scope: CookieScope, name: string): string {
  return expireCookie(name, { path: MEMBER_COOKIE_PATH, secure: isSecureUrl(scope.url) });
}

/**
 * Everything a logout clears: the auth token and the signals (on the shared domain and
 * host-only, since those are two cookies), and the app's auto-login token.
 */
export function logoutCookies(scope: CookieScope): string[] {
  const secure = isSecureUrl(scope.url);
  const domain = sharedCookieDomain(scope.config);
  const cookies: string[] = [];
  for (const name of [scope.config.authCookie, ...SIGNAL_COOKIES]) {
    if (domain) cookies.push(expireCookie(name, { domain, secure }));
    cookies.push(expireCookie(name, { secure }));
  }
  cookies.push(expireMemberCookie(scope, AUTO_LOGIN_COOKIE));
  return cookies;
}
