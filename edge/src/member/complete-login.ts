/**
 * The end of every successful login and join: the browser's earlier session ends, a new one
 * starts in D1, and the answer carries the auth-token cookie, the signal cookie with the
 * provider's number and, when the app asked for it, a new auto-login token.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOGIN_PROVIDERS, type LoginProvider } from '#shared/constants';
import { createSession, revokeSession } from '../auth/sessions';
import { readConfig } from '../config';
import { issueAutoLoginToken } from './auto-login-tokens';
import { recordLogin } from './login-history';
import { authTokenCookie, autoLoginCookie, signalCookie, type CookieScope, type SignalKind } from './member-cookies';
import type { MemberEnv } from './member-env';

/** Who logged in, how, and which signal the site should see. */
export interface LoginGrant {
  incsNo: number;
  provider: LoginProvider;
  signal: SignalKind;
  /** Also issue the app's auto-login token. */
  autoLogin?: boolean;
}

/** The cookie scope of the request being answered. */
export function cookieScope(c: Context<MemberEnv>): CookieScope {
  return { config: readConfig(c.env), url: c.req.url };
}

/** Starts the session and answers the `Set-Cookie` values that carry it to the browser. */
export async function completeLogin(c: Context<MemberEnv>, grant: LoginGrant): Promise<string[]> {
  const scope = cookieScope(c);
  // A login never continues an earlier session in this browser (session fixation).
  const previous = getCookie(c, scope.config.authCookie);
  if (previous) await revokeSession(c.env.DB, previous);
  const token = await createSession(c.env.DB, { incsNo: grant.incsNo, provider: grant.provider });
  await recordLogin(c.env.DB, grant.incsNo, grant.signal === 'app' ? 'AUTO' : grant.provider, c.get('device'));
  const cookies = [authTokenCookie(scope, token), signalCookie(scope, grant.signal, LOGIN_PROVIDERS[grant.provider])];
  if (grant.autoLogin) cookies.push(autoLoginCookie(scope, await issueAutoLoginToken(c.env.DB, grant.incsNo)));
  return cookies;
}
