/**
 * The owner's reports' routes (docs/decisions/057-owner-reports-queried-live.md): sales are the
 * owner's alone; schema-free for the console, contracts at the end of `report-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './report-ops-calls';
import { OWNER_ONLY, readRoute } from './ops-route';

export const REPORT_OPS_ROUTES = typedRoutes<typeof S>()({
  getSalesReport: readRoute('/v1/reports/sales', OWNER_ONLY),
  getBestProducts: readRoute('/v1/reports/best-products', OWNER_ONLY),
});
