/** The claims calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './claim-calls';

export const CLAIM_ROUTES = typedRoutes<typeof S>()({
  requestExchange: memberRoute('POST', '/or/claim/v1/requestExchange'),
  requestReturn: memberRoute('POST', '/or/claim/v1/requestReturn'),
  getBottleCollectionList: memberRoute('POST', '/or/claim/v1/getBottleCollectionList'),
  getClaimableOrder: memberRoute('POST', '/or/claim/v1/getClaimableOrder'),
  previewReturn: memberRoute('POST', '/or/claim/v1/previewReturn'),
  getClaimList: memberRoute('POST', '/or/claim/v1/getClaimList'),
  getClaimDetail: memberRoute('POST', '/or/claim/v1/getClaimDetail'),
  requestBottleCollection: memberRoute('POST', '/or/claim/v1/requestBottleCollection'),
});
