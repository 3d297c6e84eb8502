/**
 * The login gate: screens the route table marks `loginRequired` (mypage and its
 * children, couponzone) are only served to visitors holding the auth-token cookie. Others go to
 * the member login with the page they asked for as `successUrl`, so they come back after login.
 * The token itself is checked by the gateway on each API call; here only its presence counts.
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { MEMBER_LOGIN_PATH } from '#shared/constants';
import { matchRoute } from '#shared/routes';
import { readConfig } from '../config';
import type { AppEnv } from '../env';

export interface LoginGateOptions {
  /** Overrides `MEMBER_LOGIN_PATH`; for tests and previews. */
  loginPath?: string;
}

/**
 * The login URL that returns to `pathname + search` afterwards. Only a same-origin relative
 * path is passed on: anything that a browser could read as another origin becomes the main page.
 */
export function loginRedirectUrl(pathname: string, search: string, loginPath: string = MEMBER_LOGIN_PATH): string {
  const back = pathname.startsWith('/') && !pathname.startsWith('//') && !pathname.includes('\\') ? pathname + search : '/kr/ko';
  return `${loginPath}?successUrl=${encodeURIComponent(back)}`;
}

/** Sends visitors without the auth cookie from login-required screens to the login, with 302. */
export function loginGate(options: LoginGateOptions = {}): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const match = matchRoute(url.pathname);
    if (match?.route.loginRequired && !getCookie(c, readConfig(c.env).authCookie)) {
      return c.body(null, 302, {
        Location: loginRedirectUrl(url.pathname, url.search, options.loginPath),
        'Cache-Control': 'no-store',
        Vary: 'Cookie',
      });
    }
    await next();
  };
}
