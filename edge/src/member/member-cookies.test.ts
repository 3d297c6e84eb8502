import { describe, expect, it } from 'vitest';
import {
  authTokenCookie,
  autoLoginCookie,
  autoLoginTriedCookie,
  expireMemberCookie,
  logoutCookies,
  oauthStateCookie,
  pendingJoinCookie,
  signalCookie,
  type CookieScope,
} from './member-cookies';

const EPOCH = 'Expires=Thu, 01 Jan 1970 00:00:00 GMT';
const local: CookieScope = { config: { authCookie: 'inm_auth_token_local', authCookieDomain: '' }, url: 'http://localhost:8787/member/' };
const loopback: CookieScope = { ...local, url: 'http://127.0.0.1:8799/member/' };
const prd: CookieScope = { config: { authCookie: 'inm_auth_token', authCookieDomain: '.nokcha.example' }, url: 'https://www.nokcha.example/member/' };
const qa: CookieScope = { config: { authCookie: 'inm_auth_token_qa', authCookieDomain: '' }, url: 'https://qa.nokcha.example/member/' };

describe('the auth-token cookie', () => {
  it('is HttpOnly and Lax for two weeks, without Secure on localhost', () => {
    expect(authTokenCookie(local, 'tok_EN-123')).toBe('inm_auth_token_local=tok_EN-123; Path=/; Max-Age=1209600; HttpOnly; SameSite=Lax');
    expect(authTokenCookie(loopback, 'tok')).toBe('inm_auth_token_local=tok; Path=/; Max-Age=1209600; HttpOnly; SameSite=Lax');
  });

  it('is inm_auth_token on the shared domain, Secure, in prd', () => {
    expect(authTokenCookie(prd, 'tok')).toBe('inm_auth_token=tok; Domain=.nokcha.example; Path=/; Max-Age=1209600; HttpOnly; Secure; SameSite=Lax');
  });

  it('carries the environment suffix and stays host-only without a domain', () => {
    expect(authTokenCookie(qa, 'tok')).toBe('inm_auth_token_qa=tok; Path=/; Max-Age=1209600; HttpOnly; Secure; SameSite=Lax');
  });
});

describe('the signal cookies', () => {
  it('are Y|{provider number}, readable by scripts, for 5 minutes', () => {
    expect(signalCookie(local, 'login', 6)).toBe('inm_login_success=Y%7C6; Path=/; Max-Age=300; SameSite=Lax');
    expect(signalCookie(prd, 'signup', 1)).toBe('inm_signup_success=Y%7C1; Domain=.nokcha.example; Path=/; Max-Age=300; Secure; SameSite=Lax');
    expect(signalCookie(prd, 'app', 6)).toBe('inm_app_auto_login_success=Y%7C6; Domain=.nokcha.example; Path=/; Max-Age=300; Secure; SameSite=Lax');
  });
});

describe('the gateway’s own cookies', () => {
  it('auto-login token: HttpOnly, /member only, 90 days', () => {
    expect(autoLoginCookie(prd, 'abc')).toBe('inm_auto_login=abc; Path=/member; Max-Age=7776000; HttpOnly; Secure; SameSite=Lax');
    expect(autoLoginCookie(local, 'abc')).toBe('inm_auto_login=abc; Path=/member; Max-Age=7776000; HttpOnly; SameSite=Lax');
  });

  it('auto-login flag: Y for 30 minutes, HttpOnly, Secure except on localhost', () => {
    expect(autoLoginTriedCookie(prd)).toBe('inm_auto_login_tried=Y; Path=/member; Max-Age=1800; HttpOnly; Secure; SameSite=Lax');
    expect(autoLoginTriedCookie(local)).toBe('inm_auto_login_tried=Y; Path=/member; Max-Age=1800; HttpOnly; SameSite=Lax');
  });

  it('pending join and OAuth state: short-lived and HttpOnly', () => {
    expect(pendingJoinCookie(local, 'p')).toBe('inm_pending_join=p; Path=/member; Max-Age=1800; HttpOnly; SameSite=Lax');
    expect(oauthStateCookie(local, 's')).toBe('inm_oauth_state=s; Path=/member; Max-Age=600; HttpOnly; SameSite=Lax');
  });

  it('OAuth state for Apple’s cross-site form_post: SameSite=None, so always Secure', () => {
    expect(oauthStateCookie(local, 's', true)).toBe('inm_oauth_state=s; Path=/member; Max-Age=600; HttpOnly; Secure; SameSite=None');
  });

  it('expire on the path they were set on', () => {
    expect(expireMemberCookie(prd, 'inm_pending_join')).toBe(`inm_pending_join=; Path=/member; Max-Age=0; ${EPOCH}; Secure; SameSite=Lax`);
  });
});

describe('logout', () => {
  it('clears the token and the signals host-only on localhost, and the auto-login token', () => {
    expect(logoutCookies(local)).toEqual([
      `inm_auth_token_local=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_login_success=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_app_auto_login_success=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_signup_success=; Path=/; Max-Age=0; ${EPOCH}; SameSite=Lax`,
      `inm_auto_login=; Path=/member; Max-Age=0; ${EPOCH}; SameSite=Lax`,
    ]);
  });

  it('clears both the shared-domain and the host-only copy in prd', () => {
    const cookies = logoutCookies(prd);
    expect(cookies.slice(0, 2)).toEqual([
      `inm_auth_token=; Domain=.nokcha.example; Path=/; Max-Age=0; ${EPOCH}; Secure; SameSite=Lax`,
      `inm_auth_token=; Path=/; Max-Age=0; ${EPOCH}; Secure; SameSite=Lax`,
    ]);
    expect(cookies).toHaveLength(9);
  });
});
