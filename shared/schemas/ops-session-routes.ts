/**
 * The console's own session calls (`/ops/v1/session/*`, edge/src/ops/console-session.ts): made by
 * the console's page before it has a session, so they are `console` routes with no roles (ADR 060).
 * Schema-free for the console.
 */
import { consoleRoute, typedRoutes } from './contract';
import type * as S from './ops-session-calls';

export const OPS_SESSION_ROUTES = typedRoutes<typeof S>()({
  me: consoleRoute('GET', '/v1/session/me'),
  login: consoleRoute('POST', '/v1/session/login'),
  logout: consoleRoute('POST', '/v1/session/logout'),
});
