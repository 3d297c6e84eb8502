/**
 * Catalog pages as the worker serves them (docs/decisions/039-catalog-pages-drawn-at-the-edge.md):
 * the route's static shell, filled from one gateway answer by the route's renderer, kept in the
 * Cache API under the build and the page's address, and drawn again when the catalog moves on.
 */
import type { Context } from 'hono';
import { shellPath, type RouteDef } from '#shared/routes';
import { gatewayCallerOf, logWithTrace, waitUntilOf } from '../catalog-live';
import type { AppEnv } from '../env';
import { buildIdOf } from './build-id';
import { fetchCatalogGeneration, generationMemo } from './catalog-generation';
import { catalogCacheKey, type CatalogPageRoute } from './catalog-page-routes';
import { fillShell } from './fill-shell';
import { cachedPage, type CachedOutcome, type FilledPage } from './page-cache';

export { CATALOG_PAGE_ROUTES } from './catalog-page-routes';

let generation: (() => Promise<number>) | undefined;

/**
 * The catalog generation as this isolate knows it: read through the gateway at most every 10 s.
 * One isolate serves one shop, so one memo per isolate; the caller of its first read is enough.
 */
export function currentCatalogGeneration(c: Context<AppEnv>): () => Promise<number> {
  const caller = gatewayCallerOf(c);
  generation ??= generationMemo(() => fetchCatalogGeneration(caller), Date.now);
  return generation;
}

/** The filled page of `url` (hit, stale or freshly drawn), or 'not-found' for an address that names nothing. */
export async function catalogPage(c: Context<AppEnv>, route: RouteDef, page: CatalogPageRoute, url: URL): Promise<CachedOutcome> {
  const caller = gatewayCallerOf(c);
  const currentGeneration = currentCatalogGeneration(c);
  const buildId = await buildIdOf(c.env.ASSETS, url.origin);
  const draw = async (): Promise<FilledPage | 'not-found'> => {
    const rendered = await page.render(c, url);
    if (rendered === 'not-found') return rendered;
    const shell = await c.env.ASSETS.fetch(new Request(new URL(`${shellPath(route)}/index.html`, url)));
    if (!shell.ok) throw new Error(`The shell of ${route.path} is missing from the build`);
    const body = await fillShell(shell, rendered).text();
    return { body, status: rendered.status ?? 200, generation: rendered.generation, validUntil: rendered.validUntil };
  };
  return cachedPage(catalogCacheKey(buildId, url, page), draw, {
    cache: caches.default,
    now: Date.now,
    currentGeneration,
    waitUntil: waitUntilOf(c),
    onFailure: (error) => logWithTrace(c, caller.traceId, error, 'catalog page not drawn; an older copy served'),
  });
}
