/** The sitemap calls (#shared/schemas/sitemap-calls): no login, the catalog is the same for everyone. */
import { SITEMAP_CONTRACTS } from '#shared/schemas/sitemap-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { readSitemapProducts, readSitemapSummary } from './sitemap-rows';

export const getSitemapSummary = defineEndpoint(SITEMAP_CONTRACTS.getSitemapSummary, async ({ db, input }) => ({
  statusCode: 200 as const,
  data: await readSitemapSummary(db, input.perFile),
}));

export const getSitemapProducts = defineEndpoint(SITEMAP_CONTRACTS.getSitemapProducts, async ({ db, input }) => ({
  statusCode: 200 as const,
  data: await readSitemapProducts(db, input.after, input.through, input.size),
}));

export const SITEMAP_ENDPOINTS: readonly Endpoint[] = [getSitemapSummary, getSitemapProducts];
