/**
 * The operator API's routes for the owner's named operator keys (ADR 045); schema-free for the
 * console, contracts at the end of `operator-key-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './operator-key-calls';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';

export const OPERATOR_KEY_ROUTES = typedRoutes<typeof S>()({
  listOperatorKeys: readRoute('/v1/operators/keys/list', OWNER_ONLY),
  createOperatorKey: changeRoute('/v1/operators/keys/create', OWNER_ONLY),
  revokeOperatorKey: changeRoute('/v1/operators/keys/revoke', OWNER_ONLY),
});
