/**
 * The operator API's routes for the owner's operators and the audit log (ADR 045); schema-free for
 * the console, contracts at the end of `operator-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';
import type * as S from './operator-calls';

export const OPERATOR_ROUTES = {
  listOperators: readRoute<undefined, ResponseOf<typeof S.OperatorListResponseSchema>>('/v1/operators/list', OWNER_ONLY),
  createOperator: changeRoute<RequestOf<typeof S.OperatorCreateRequestSchema>, ResponseOf<typeof S.OperatorCreateResponseSchema>>(
    '/v1/operators/create',
    OWNER_ONLY,
  ),
  setOperatorStatus: changeRoute<RequestOf<typeof S.OperatorStatusRequestSchema>, ResponseOf<typeof S.OperatorStatusResponseSchema>>(
    '/v1/operators/status',
    OWNER_ONLY,
  ),
  listAudit: readRoute<RequestOf<typeof S.AuditListRequestSchema>, ResponseOf<typeof S.AuditListResponseSchema>>('/v1/audit/list', OWNER_ONLY),
};
