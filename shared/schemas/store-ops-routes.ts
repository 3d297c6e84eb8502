/**
 * The operator API's routes for stores (ADR 045); schema-free for the console, contracts at the
 * end of `store-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './store-ops-calls';

export const STORE_OPS_ROUTES = {
  listStoresForOps: readRoute<RequestOf<typeof S.ListStoresForOpsRequestSchema>, ResponseOf<typeof S.ListStoresForOpsResponseSchema>>(
    '/v1/content/stores/list',
    ['CONTENT'],
  ),
  getStoreForOps: readRoute<RequestOf<typeof S.GetStoreForOpsRequestSchema>, ResponseOf<typeof S.StoreOpsResponseSchema>>('/v1/content/stores/get', [
    'CONTENT',
  ]),
  saveStore: changeRoute<RequestOf<typeof S.SaveStoreRequestSchema>, ResponseOf<typeof S.StoreOpsResponseSchema>>('/v1/content/stores/save', ['CONTENT']),
};
