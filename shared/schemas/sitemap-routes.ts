/** The sitemap calls' routes, schema-free like every route (ADR 016). */
import { guestRoute, typedRoutes } from './contract';
import type * as S from './sitemap-calls';

export const SITEMAP_ROUTES = typedRoutes<typeof S>()({
  getSitemapSummary: guestRoute('POST', '/dp/display/sitemap/v1/getSitemapSummary'),
  getSitemapProducts: guestRoute('POST', '/dp/display/sitemap/v1/getSitemapProducts'),
});
