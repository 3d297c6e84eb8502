/**
 * Cookie names the worker and the site share. The worker sets them in
 * `edge/src/cookies.ts`; nothing else spells these names.
 */
import type { Environment } from './constants';

/** Login-signal cookies: `Y` or `Y|{provider number}`, read once by the site and then deleted. */
export const LOGIN_SUCCESS_COOKIE = 'inm_login_success';
export const APP_AUTO_LOGIN_SUCCESS_COOKIE = 'inm_app_auto_login_success';
export const SIGNUP_SUCCESS_COOKIE = 'inm_signup_success';
export const SIGNAL_COOKIES = [LOGIN_SUCCESS_COOKIE, APP_AUTO_LOGIN_SUCCESS_COOKIE, SIGNUP_SUCCESS_COOKIE] as const;

/**
 * The member gateway's own cookies, all HttpOnly: the app's long-lived auto-login token, the flag
 * that allows one auto-login attempt per 30 minutes, a social join waiting for
 * enter-additional-information, and the state and PKCE verifier of a social login in progress.
 */
export const AUTO_LOGIN_COOKIE = 'inm_auto_login';
export const AUTO_LOGIN_TRIED_COOKIE = 'inm_auto_login_tried';
/** The app's auto-login is tried at most once in this many seconds (the flag cookie's age). */
export const AUTO_LOGIN_TRIED_MAX_AGE = 30 * 60;
export const PENDING_JOIN_COOKIE = 'inm_pending_join';
export const OAUTH_STATE_COOKIE = 'inm_oauth_state';

/**
 * The visitor's session id: a random UUID made on the first page view and kept for a
 * year. Not HttpOnly: the site sends it in the body of getOrderCartCount.
 * It names the visit for analytics and grants nothing: a guest's cart is `GUEST_CART_COOKIE`'s.
 */
export const SESSION_ID_COOKIE = 'sessId';
export const SESSION_ID_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * The key of a guest's cart (docs/decisions/038-guest-cart-cookie.md): a random token the worker
 * sets on the first page view, HttpOnly so no script (nor anything a script leaks to) reads it,
 * sent only to the API, kept for a year. Only the browser that holds it reaches that cart.
 */
export const GUEST_CART_COOKIE = 'inm_guest_cart';
export const GUEST_CART_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The chosen locale, kept for a year. */
export const LOCALE_COOKIE = 'inm_locale';
export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** `inm_auth_token` in production, `inm_auth_token_{env}` elsewhere so environments never mix. */
export function authCookieName(environment: Environment): string {
  return environment === 'prd' ? 'inm_auth_token' : `inm_auth_token_${environment}`;
}

/** Cookies the delete-cookie endpoint may expire: the signals and the auth token. */
export function deletableCookies(environment: Environment): string[] {
  return [...SIGNAL_COOKIES, authCookieName(environment)];
}

/**
 * The D1 bookmark of a member's last call (docs/decisions/040-d1-sessions-and-growth.md): the next
 * calls read from a replica at least that new, so a member sees their own cart, order or review at
 * once. HttpOnly, kept ten minutes: replicas catch up within seconds.
 */
export const D1_BOOKMARK_COOKIE = 'inm_d1_bookmark';
export const D1_BOOKMARK_COOKIE_MAX_AGE = 10 * 60;
