/**
 * The console's own session calls (`/ops/v1/session/*`, edge/src/ops/console-session.ts): every
 * operator signs in, asks who they are and signs out, so they name every role. They are not audited
 * calls: the login writes its own lines to the audit log (ADR 025, 045). Schema-free for the console.
 */
import { route } from './contract';
import type { ConsoleOperatorInfo } from './operator-calls';
import { ALL_STAFF } from './ops-route';

/** The ID, password and authenticator code an operator signs in with. */
export interface ConsoleLogin {
  loginId: string;
  password: string;
  otp: string;
}

const sessionRoute = <Req, Res>(method: 'GET' | 'POST', path: string) => ({ ...route<'operator', Req, Res>(method, path, 'operator'), roles: ALL_STAFF });

export const OPS_SESSION_ROUTES = {
  me: sessionRoute<undefined, { data: ConsoleOperatorInfo }>('GET', '/v1/session/me'),
  login: sessionRoute<ConsoleLogin, { data: ConsoleOperatorInfo }>('POST', '/v1/session/login'),
  logout: sessionRoute<undefined, unknown>('POST', '/v1/session/logout'),
};
