/**
 * The sitemap's files, drawn from the gateway's sitemap calls: `/sitemap.xml` is an index naming
 * `/sitemap-pages.xml` (lists and screens) and `/sitemap-products-{n}.xml` (at most 50,000 product
 * pages each, by product number). A products file is read in keyset pages from where the summary
 * says the previous one ended, so any file costs the same whatever its number.
 */
import { productPath } from '#shared/catalog/paths';
import {
  GetSitemapProductsResponseSchema,
  GetSitemapSummaryResponseSchema,
  SITEMAP_PRODUCTS_PAGE_MAX,
  type SitemapProduct,
  type SitemapSummary,
} from '#shared/schemas/sitemap-calls';
import { SITEMAP_ROUTES } from '#shared/schemas/sitemap-routes';
import { callGatewayInProcess, type GatewayCaller } from '../catalog-live/in-process-gateway';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml';
import { newestOf, pageEntries } from './sitemap-urls';

export const PAGES_SITEMAP_PATH = '/sitemap-pages.xml';
export const productsSitemapPath = (n: number) => `/sitemap-products-${n}.xml`;

/** A sitemap file by what it holds. */
export type SitemapFile = { kind: 'index' } | { kind: 'pages' } | { kind: 'products'; n: number };

/** Where the sitemap's rows come from; the gateway unless a test replaces it. */
export interface SitemapReader {
  summary: (perFile: number) => Promise<SitemapSummary>;
  products: (after: string, through: string | undefined, size: number) => Promise<{ generation: number; items: SitemapProduct[] }>;
}

/** A walk of many pages may take a while; a single call still has a limit. */
const SITEMAP_CALL_TIMEOUT_MS = 10_000;

export function gatewaySitemapReader(caller: GatewayCaller): SitemapReader {
  return {
    summary: async (perFile) =>
      (
        await callGatewayInProcess(
          caller,
          { method: 'POST', path: SITEMAP_ROUTES.getSitemapSummary.path, body: { perFile } },
          GetSitemapSummaryResponseSchema,
          SITEMAP_CALL_TIMEOUT_MS,
        )
      ).data,
    products: async (after, through, size) =>
      (
        await callGatewayInProcess(
          caller,
          { method: 'POST', path: SITEMAP_ROUTES.getSitemapProducts.path, body: { after, through, size } },
          GetSitemapProductsResponseSchema,
          SITEMAP_CALL_TIMEOUT_MS,
        )
      ).data,
  };
}

/** How files are cut: URLs a products file holds and products a gateway call answers. */
export interface SitemapLimits {
  perFile: number;
  pageSize: number;
}

/** The product entries of products file `n` (1-based) of `summary`, or null when there is no such file. */
async function productEntries(origin: string, n: number, summary: SitemapSummary, reader: SitemapReader, limits: SitemapLimits) {
  const file = summary.productFiles[n - 1];
  if (!file) return null;
  const last = n === summary.productFiles.length;
  // The last file runs to the end, so a product added since the summary is listed; still at most perFile.
  const through = last ? undefined : file.lastInmPrdNo;
  const items: SitemapProduct[] = [];
  let after = n === 1 ? '' : summary.productFiles[n - 2].lastInmPrdNo;
  while (items.length < limits.perFile) {
    const size = Math.min(limits.pageSize, SITEMAP_PRODUCTS_PAGE_MAX, limits.perFile - items.length);
    const page = await reader.products(after, through, size);
    items.push(...page.items);
    if (page.items.length < size) break;
    after = page.items[page.items.length - 1].inmPrdNo;
  }
  return items.map((item) => ({ loc: origin + productPath(item.productCode), lastmod: item.lastmod }));
}

/** The XML of `file` for a shop at `origin` from `summary`, or 'not-found' when there is no such file. */
export async function drawSitemapFile(
  origin: string,
  file: SitemapFile,
  summary: SitemapSummary,
  reader: SitemapReader,
  limits: SitemapLimits,
): Promise<string | 'not-found'> {
  if (file.kind === 'pages') return urlsetXml(pageEntries(origin, summary.categories));
  if (file.kind === 'index') {
    return sitemapIndexXml([
      { loc: origin + PAGES_SITEMAP_PATH, lastmod: newestOf(summary.categories.map((category) => category.lastmod)) },
      ...summary.productFiles.map((products, index) => ({ loc: origin + productsSitemapPath(index + 1), lastmod: products.lastmod })),
    ]);
  }
  const entries = await productEntries(origin, file.n, summary, reader, limits);
  return entries === null ? 'not-found' : urlsetXml(entries);
}
