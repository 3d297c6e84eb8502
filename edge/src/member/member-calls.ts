/**
 * The member gateway's calls on the gateway's frame (ADR 046), and how they are mounted: the
 * sign-in forms share `POST /member/` and are told apart by the fixed query parameter their
 * route's path carries (`/?loginType=sms`), the first that matches in this order answering.
 * Every POST is refused from another site before its body is read (login CSRF).
 */
import type { Handler, Hono } from 'hono';
import { runEndpoint, type Endpoint } from '../gateway/endpoint';
import { autoLogin } from './auto-login';
import { checkWebId, join } from './join';
import { passwordLogin } from './login';
import { findId } from './recovery/find-id';
import { resetPassword, verifyPasswordReset } from './recovery/password-reset';
import type { MemberEnv } from './member-env';
import { assertSameSite } from './request';
import { smsLogin } from './sms/login';
import { sendSmsCode } from './sms/routes';
import { completeSocialJoin } from './social/complete-join';
import { pendingJoin, socialProviders } from './social/routes';

export const MEMBER_ENDPOINTS: readonly Endpoint<MemberEnv>[] = [
  join,
  completeSocialJoin,
  smsLogin,
  passwordLogin,
  checkWebId,
  autoLogin,
  sendSmsCode,
  findId,
  verifyPasswordReset,
  resetPassword,
  socialProviders,
  pendingJoin,
];

interface Mounted {
  /** The fixed query parameter that selects the call, when its path shares a route with others. */
  selector: [string, string] | null;
  handler: Handler<MemberEnv>;
}

/** The handler that runs the first call of `calls` whose fixed query parameter the request carries. */
function dispatch(calls: readonly Mounted[]): Handler<MemberEnv> {
  return (c, next) => {
    const chosen = calls.find(({ selector }) => selector === null || c.req.query(selector[0]) === selector[1]) ?? calls[calls.length - 1];
    return chosen.handler(c, next);
  };
}

/** Mounts `endpoints` on `app`; answers the handler of each method and path (the root POST serves `/member/` too). */
export function mountMemberCalls(app: Hono<MemberEnv>, endpoints: readonly Endpoint<MemberEnv>[]): Map<string, Handler<MemberEnv>> {
  const routes = new Map<string, Mounted[]>();
  for (const endpoint of endpoints) {
    const [path, query] = endpoint.contract.path.split('?');
    const key = `${endpoint.contract.method} ${path}`;
    const selector = query ? ([...new URLSearchParams(query)][0] ?? null) : null;
    routes.set(key, [...(routes.get(key) ?? []), { selector, handler: runEndpoint(endpoint) }]);
  }
  const handlers = new Map<string, Handler<MemberEnv>>();
  for (const [key, calls] of routes) {
    const [method, path] = key.split(' ');
    const handler = dispatch(calls);
    const guarded: Handler<MemberEnv> = method === 'POST' ? (c, next) => (assertSameSite(c), handler(c, next)) : handler;
    app.on(method, path, guarded);
    handlers.set(key, guarded);
  }
  return handlers;
}
