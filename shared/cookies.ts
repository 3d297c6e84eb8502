/**
 * Cookie names the worker and the site share (SPEC §4, §9). The worker sets them in
 * `edge/src/cookies.ts`; nothing else spells these names.
 */
import type { Environment } from './constants';

/** Login-signal cookies: `Y` or `Y|{provider number}`, read once by the site and then deleted. */
export const LOGIN_SUCCESS_COOKIE = 'inm_login_success';
export const APP_AUTO_LOGIN_SUCCESS_COOKIE = 'inm_app_auto_login_success';
export const SIGNUP_SUCCESS_COOKIE = 'inm_signup_success';
export const SIGNAL_COOKIES = [LOGIN_SUCCESS_COOKIE, APP_AUTO_LOGIN_SUCCESS_COOKIE, SIGNUP_SUCCESS_COOKIE] as const;

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
