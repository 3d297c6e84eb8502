/**
 * The operator API's routes for the owner's operators and the audit log (ADR 045); schema-free for
 * the console, contracts at the end of `operator-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './operator-calls';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';

export const OPERATOR_ROUTES = typedRoutes<typeof S>()({
  listOperators: readRoute('/v1/operators/list', OWNER_ONLY),
  createOperator: changeRoute('/v1/operators/create', OWNER_ONLY),
  setOperatorStatus: changeRoute('/v1/operators/status', OWNER_ONLY),
  listAudit: readRoute('/v1/audit/list', OWNER_ONLY),
});
