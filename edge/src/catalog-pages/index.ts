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
import { compileShell, fillTemplate, type ShellTemplate } from './fill-shell';
import { BoundedLru, ISOLATE_PAGE_BYTES, stringBytes } from './isolate-memory';
import type { RenderedPage } from './rendered-page';
import { cachedPage, type CachedOutcome, type FilledPage, type KeptPage } from './page-cache';

export { CATALOG_PAGE_ROUTES } from './catalog-page-routes';

let generation: (() => Promise<number>) | undefined;
/** The filled pages this isolate has served (./isolate-memory.ts). */
const memory = new BoundedLru<KeptPage>(ISOLATE_PAGE_BYTES, (kept) => stringBytes(kept.page.body));

/** A route's shell as built (`html`) and compiled for filling; `path` names it in this build. */
export interface CatalogShell {
  path: string;
  html: string;
  template: ShellTemplate;
}

/** A page this request drew itself: what its visitor's layout can be filled from without a pass over the page. */
export interface DrawnPage {
  shell: CatalogShell;
  rendered: RenderedPage;
}

/** The shells of this build by route, read from the build and compiled once per isolate. */
const shells = new Map<string, Promise<CatalogShell>>();

function shellOf(c: Context<AppEnv>, route: RouteDef, origin: string): Promise<CatalogShell> {
  const path = `${shellPath(route)}/index.html`;
  let shell = shells.get(path);
  if (!shell) {
    const read = c.env.ASSETS.fetch(new Request(new URL(path, origin))).then(async (response) => {
      if (!response.ok) throw new Error(`The shell of ${route.path} is missing from the build`);
      const html = await response.text();
      return { path, html, template: await compileShell(html) };
    });
    read.catch(() => shells.delete(path));
    shells.set(path, read);
    shell = read;
  }
  return shell;
}

/**
 * A served catalog page; `copyId` names this copy of it, for what is derived from it. `drawn` is
 * there when this request drew the page (a miss).
 */
export type CatalogPageOutcome = Exclude<CachedOutcome, 'not-found'> & { copyId: string; drawn?: DrawnPage };

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
export async function catalogPage(c: Context<AppEnv>, route: RouteDef, page: CatalogPageRoute, url: URL): Promise<CatalogPageOutcome | 'not-found'> {
  const caller = gatewayCallerOf(c);
  const currentGeneration = currentCatalogGeneration(c);
  const buildId = await buildIdOf(c.env.ASSETS, url.origin);
  let drawn: DrawnPage | undefined;
  const draw = async (): Promise<FilledPage | 'not-found'> => {
    const [rendered, shell] = await Promise.all([page.render(c, url), shellOf(c, route, url.origin)]);
    if (rendered === 'not-found') return rendered;
    drawn = { shell, rendered };
    const body = fillTemplate(shell.template, rendered);
    return { body, status: rendered.status ?? 200, generation: rendered.generation, validUntil: rendered.validUntil };
  };
  const key = catalogCacheKey(buildId, url, page);
  const outcome = await cachedPage(key, draw, {
    cache: caches.default,
    memory,
    now: Date.now,
    currentGeneration,
    waitUntil: waitUntilOf(c),
    onFailure: (error) => logWithTrace(c, caller.traceId, error, 'catalog page not drawn; an older copy served'),
  });
  if (outcome === 'not-found') return outcome;
  page.served?.(c, url);
  // Only a miss was drawn by this request; a stale copy is drawn again behind the answer.
  return { ...outcome, copyId: `${key}#${outcome.generation}@${outcome.renderedAt}`, drawn: outcome.cache === 'miss' ? drawn : undefined };
}
