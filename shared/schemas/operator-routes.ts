/**
 * The operator API's routes for the owner's operators and the audit log (ADR 045); schema-free for
 * the console, contracts at the end of `operator-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';
import type * as S from './operator-calls';

export const OPERATOR_ROUTES = {
  listOperators: readRoute<undefined, ResponseOf<typeof S.ListOperatorsResponseSchema>>('/v1/operators/list', OWNER_ONLY),
  createOperator: changeRoute<RequestOf<typeof S.CreateOperatorRequestSchema>, ResponseOf<typeof S.CreateOperatorResponseSchema>>(
    '/v1/operators/create',
    OWNER_ONLY,
  ),
  setOperatorStatus: changeRoute<RequestOf<typeof S.SetOperatorStatusRequestSchema>, ResponseOf<typeof S.SetOperatorStatusResponseSchema>>(
    '/v1/operators/status',
    OWNER_ONLY,
  ),
  listAudit: readRoute<RequestOf<typeof S.ListAuditRequestSchema>, ResponseOf<typeof S.ListAuditResponseSchema>>('/v1/audit/list', OWNER_ONLY),
};
