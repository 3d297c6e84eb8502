/** The for-me calls' routes, schema-free so islands import them without zod (ADR 016). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './for-me-calls';

export const FOR_ME_ROUTES = typedRoutes<typeof S>()({
  getForMeProductList: memberRoute('POST', '/dp/display/product/v1/getForMeProductList'),
  saveSkinType: memberRoute('POST', '/cu/customer/support/v1/saveSkinType'),
});
