/** The sitemap calls' routes, schema-free like every route (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  GetSitemapProductsRequestSchema,
  GetSitemapProductsResponseSchema,
  GetSitemapSummaryRequestSchema,
  GetSitemapSummaryResponseSchema,
} from './sitemap-calls';

export const SITEMAP_ROUTES = {
  getSitemapSummary: guestRoute<RequestOf<typeof GetSitemapSummaryRequestSchema>, ResponseOf<typeof GetSitemapSummaryResponseSchema>>(
    'POST',
    '/dp/display/sitemap/v1/getSitemapSummary',
  ),
  getSitemapProducts: guestRoute<RequestOf<typeof GetSitemapProductsRequestSchema>, ResponseOf<typeof GetSitemapProductsResponseSchema>>(
    'POST',
    '/dp/display/sitemap/v1/getSitemapProducts',
  ),
};
