/**
 * The operator API's routes for the owner's named operator keys (ADR 045); schema-free for the
 * console, contracts at the end of `operator-key-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, OWNER_ONLY, readRoute } from './ops-route';
import type * as S from './operator-key-calls';

export const OPERATOR_KEY_ROUTES = {
  listOperatorKeys: readRoute<undefined, ResponseOf<typeof S.ListOperatorKeysResponseSchema>>('/v1/operators/keys/list', OWNER_ONLY),
  createOperatorKey: changeRoute<RequestOf<typeof S.CreateOperatorKeyRequestSchema>, ResponseOf<typeof S.CreateOperatorKeyResponseSchema>>(
    '/v1/operators/keys/create',
    OWNER_ONLY,
  ),
  revokeOperatorKey: changeRoute<RequestOf<typeof S.RevokeOperatorKeyRequestSchema>, ResponseOf<typeof S.RevokeOperatorKeyResponseSchema>>(
    '/v1/operators/keys/revoke',
    OWNER_ONLY,
  ),
};
