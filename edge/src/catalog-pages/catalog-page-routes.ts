/**
 * Which screens are catalog pages drawn at the edge, each with its renderer and the part of its URL
 * that names a page (its cache key): a query a page does not read (utm_*, a typo) shares the page's
 * copy instead of drawing it again.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { CAMPAIGN_PAGES } from './campaign';
import type { CatalogPageRenderer } from './rendered-page';
import { LIST_PAGES } from './list-pages';
import { PRODUCT_PAGES } from './product-pages';
import { SEARCH_PAGES } from './search-pages';

export interface CatalogPageRoute {
  render: CatalogPageRenderer;
  /** The query parameters the page reads; the rest of the query is left out of its cache key. */
  query?: readonly string[];
  /**
   * The page's own address of `url`, for a page whose query is read forgivingly (a value it cannot
   * use is dropped, not refused): its whole query is then the cache key, instead of `query`.
   */
  canonicalUrl?: (url: URL) => URL;
  /** What the page does on every view, whether its copy was kept or drawn (the search page counts its search). */
  served?: (c: Context<AppEnv>, url: URL) => void;
}

/** By route path (shared/routes.ts). Each feature adds its pages here. */
export const CATALOG_PAGE_ROUTES: Readonly<Record<string, CatalogPageRoute>> = {
  ...LIST_PAGES,
  ...PRODUCT_PAGES,
  ...CAMPAIGN_PAGES,
  ...SEARCH_PAGES,
};

/** The cache key of `url` for `page`: the build, the path and the page's own parameters, sorted. */
export function catalogCacheKey(buildId: string, url: URL, page: CatalogPageRoute): string {
  if (page.canonicalUrl) {
    const canonical = page.canonicalUrl(url);
    return `https://catalog-pages.nokcha.internal/${encodeURIComponent(buildId)}${canonical.pathname}${canonical.search}`;
  }
  const params = new URLSearchParams();
  for (const name of [...(page.query ?? [])].sort()) {
    const value = url.searchParams.get(name);
    if (value !== null) params.set(name, value);
  }
  const query = params.size > 0 ? `?${params}` : '';
  return `https://catalog-pages.nokcha.internal/${encodeURIComponent(buildId)}${url.pathname}${query}`;
}
