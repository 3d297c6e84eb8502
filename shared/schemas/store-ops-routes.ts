/**
 * The operator API's routes for stores (ADR 045); schema-free for the console, contracts at the
 * end of `store-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './store-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const STORE_OPS_ROUTES = typedRoutes<typeof S>()({
  listStoresForOps: readRoute('/v1/content/stores/list', ['CONTENT']),
  getStoreForOps: readRoute('/v1/content/stores/get', ['CONTENT']),
  saveStore: changeRoute('/v1/content/stores/save', ['CONTENT']),
});
