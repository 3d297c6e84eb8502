/**
 * The edge cache of filled catalog pages (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 * A copy is served as it is while its catalog generation is current and nothing scheduled has
 * changed it. When the catalog has moved on, a copy younger than `STALE_WINDOW_MS` is still served
 * and drawn again behind it (`waitUntil`), so the shopper after the first never waits on a miss; an
 * older one is drawn again before answering. With the generation read at most
 * `GENERATION_MAX_AGE_MS` late, every change shows on every page within a minute. An isolate
 * remembers the copies it served (`memory`), so a hit costs no Cache API read.
 */
import type { BoundedLru } from './isolate-memory';

/** How late the worker may learn of a catalog change (see ./catalog-generation.ts). */
export const GENERATION_MAX_AGE_MS = 10_000;
/** How old a copy may be and still be served while a fresh one is drawn. */
export const STALE_WINDOW_MS = 60_000 - GENERATION_MAX_AGE_MS;
/** How long the Cache API keeps a copy at all; the rules above decide whether it is served. */
const STORE_SECONDS = 86_400;

const GENERATION = 'X-Catalog-Generation';
const RENDERED_AT = 'X-Rendered-At';
const VALID_UNTIL = 'X-Valid-Until';
const PAGE_STATUS = 'X-Page-Status';

/** A filled page, ready for the visitor's layout. */
export interface FilledPage {
  body: string;
  status: number;
  generation: number;
  validUntil?: number;
}

export type CacheState = 'hit' | 'stale' | 'miss';
/** `renderedAt` tells copies of one address apart: what is derived from a copy can be kept under it. */
export type CachedOutcome = (FilledPage & { cache: CacheState; renderedAt: number }) | 'not-found';

/** A copy as kept: the page and when it was drawn. */
export interface KeptPage {
  page: FilledPage;
  renderedAt: number;
}

export interface PageCacheDeps {
  cache: Cache;
  now: () => number;
  /** The catalog's current generation, or null when it cannot be read (then age alone decides). */
  currentGeneration: () => Promise<number | null>;
  waitUntil?: (promise: Promise<unknown>) => void;
  onFailure: (error: unknown) => void;
  /** This isolate's copies, read before the Cache API and written with it. */
  memory?: BoundedLru<KeptPage>;
}

/** Keys being drawn again behind a served copy, so one isolate draws each page once at a time. */
const refreshing = new Set<string>();

export async function cachedPage(key: string, draw: () => Promise<FilledPage | 'not-found'>, deps: PageCacheDeps): Promise<CachedOutcome> {
  const [entry, generation] = await readEntry(key, deps);
  const now = deps.now();
  if (entry && isCurrent(entry, generation, now)) return served(entry, 'hit');
  if (entry && now - entry.renderedAt < STALE_WINDOW_MS && deps.waitUntil) {
    if (!refreshing.has(key)) {
      refreshing.add(key);
      deps.waitUntil(
        drawAndStore(key, draw, deps)
          .catch(deps.onFailure)
          .finally(() => refreshing.delete(key)),
      );
    }
    return served(entry, 'stale');
  }
  try {
    const kept = await drawAndStore(key, draw, deps);
    return kept === 'not-found' ? kept : served(kept, 'miss');
  } catch (error) {
    // The gateway failed: an old copy is better than an error screen.
    if (!entry) throw error;
    deps.onFailure(error);
    return served(entry, 'stale');
  }
}

const served = (entry: KeptPage, cache: CacheState): CachedOutcome => ({ ...entry.page, cache, renderedAt: entry.renderedAt });

function isCurrent(entry: KeptPage, generation: number | null, now: number): boolean {
  if (entry.page.validUntil !== undefined && now >= entry.page.validUntil) return false;
  if (generation === null) return now - entry.renderedAt < STALE_WINDOW_MS;
  return entry.page.generation === generation;
}

async function drawAndStore(key: string, draw: () => Promise<FilledPage | 'not-found'>, deps: PageCacheDeps): Promise<KeptPage | 'not-found'> {
  const page = await draw();
  // An unknown address is not kept: a product created a moment later must show at once. An
  // address that has stopped naming anything (an event hidden) loses the copy it had.
  if (page === 'not-found') {
    deps.memory?.delete(key);
    const forget = deps.cache.delete(key).catch(deps.onFailure);
    if (deps.waitUntil) deps.waitUntil(forget);
    else await forget;
    return page;
  }
  const kept: KeptPage = { page, renderedAt: deps.now() };
  deps.memory?.set(key, kept);
  const headers = new Headers({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': `max-age=${STORE_SECONDS}`,
    [GENERATION]: String(page.generation),
    [RENDERED_AT]: String(kept.renderedAt),
    [PAGE_STATUS]: String(page.status),
  });
  if (page.validUntil !== undefined) headers.set(VALID_UNTIL, String(page.validUntil));
  const store = deps.cache.put(key, new Response(page.body, { headers })).catch(deps.onFailure);
  if (deps.waitUntil) deps.waitUntil(store);
  else await store;
  return kept;
}

/**
 * The newest copy this isolate can see, and the generation. A remembered copy that is no longer
 * current is checked against the Cache API, where another isolate may have kept a newer one.
 */
async function readEntry(key: string, deps: PageCacheDeps): Promise<[KeptPage | null, number | null]> {
  const generationRead = deps.currentGeneration().catch(() => null);
  const remembered = deps.memory?.get(key);
  const [shared, generation] = await Promise.all([remembered ? null : readCacheApi(deps.cache, key), generationRead]);
  let entry = remembered ?? shared;
  if (remembered && !isCurrent(remembered, generation, deps.now())) {
    const newer = await readCacheApi(deps.cache, key);
    if (newer && newer.renderedAt > remembered.renderedAt) entry = newer;
  }
  if (entry && entry !== remembered) deps.memory?.set(key, entry);
  return [entry, generation];
}

async function readCacheApi(cache: Cache, key: string): Promise<KeptPage | null> {
  const hit = await cache.match(key);
  if (!hit) return null;
  const number = (name: string) => {
    const value = hit.headers.get(name);
    return value === null ? undefined : Number(value);
  };
  const generation = number(GENERATION);
  const renderedAt = number(RENDERED_AT);
  const status = number(PAGE_STATUS);
  if (generation === undefined || renderedAt === undefined || status === undefined) return null;
  return { page: { body: await hit.text(), status, generation, validUntil: number(VALID_UNTIL) }, renderedAt };
}
