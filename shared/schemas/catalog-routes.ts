/** The catalog calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './catalog-calls';

export const CATALOG_ROUTES = typedRoutes<typeof S>()({
  getProductOptionCategory: guestRoute('POST', '/dp/display/product/v1/getProductOptionCategory'),
});
