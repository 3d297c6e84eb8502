/**
 * The live fields of a page's products, kept at most `LIVE_INFO_MAX_AGE_SECONDS` in the Cache API.
 * One entry per page's sorted set of product numbers: a static page always names the same set, so
 * a page view costs one cache lookup instead of one per product (up to 200 subrequests). The entry
 * records when it was fetched and is refused past 60 s by our own clock, so the limit holds even
 * where the cache keeps things longer, and tests can move time.
 */
import type { ProductLiveInfo } from '#shared/schemas/display-calls';

/** The most a shopper's price may lag behind the gateway. */
export const LIVE_INFO_MAX_AGE_SECONDS = 60;
/** A host no request reaches: the keys only name cache entries. */
const CACHE_KEY_ORIGIN = 'https://live-info.nokcha.internal';

export interface LiveInfoCacheDeps {
  cache: Cache;
  /** Epoch milliseconds; `Date.now` unless a test moves time. */
  now: () => number;
  /** Keeps the cache write alive after the answer; when absent the write is awaited. */
  waitUntil?: (promise: Promise<unknown>) => void;
}

interface Cached<T> {
  fetchedAt: number;
  data: T;
}

/** The cache key of a set of product numbers, already sorted. */
export function liveInfoCacheKey(sortedNumbers: readonly string[]): string {
  return `${CACHE_KEY_ORIGIN}/getProductLiveInfo?inmPrdNoList=${sortedNumbers.join(',')}`;
}

/**
 * Forgets the live fields of a product's own page (which names only that product), so an
 * operator's new price or stock shows there at the next view (in this location; list pages and
 * other locations within the minute).
 */
export async function forgetLiveInfo(inmPrdNo: string): Promise<void> {
  try {
    await caches.default.delete(liveInfoCacheKey([inmPrdNo]));
  } catch {
    // No cache here (a test calling the gateway directly): nothing to forget.
  }
}

/** The cached answer under `key` while it is fresh, else `load`'s answer, then cached. */
export async function throughCache<T>(key: string, load: () => Promise<T>, deps: LiveInfoCacheDeps): Promise<T> {
  const hit = await deps.cache.match(key);
  if (hit) {
    const cached = (await hit.json()) as Cached<T>;
    const age = deps.now() - cached.fetchedAt;
    if (age >= 0 && age < LIVE_INFO_MAX_AGE_SECONDS * 1000) return cached.data;
  }
  const data = await load();
  const entry: Cached<T> = { fetchedAt: deps.now(), data };
  const write = deps.cache.put(
    key,
    new Response(JSON.stringify(entry), {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': `max-age=${LIVE_INFO_MAX_AGE_SECONDS}` },
    }),
  );
  if (deps.waitUntil) deps.waitUntil(write);
  else await write;
  return data;
}

/** The live fields of `sortedNumbers` through the cache. */
export function liveInfoThroughCache(
  sortedNumbers: readonly string[],
  load: (numbers: readonly string[]) => Promise<ProductLiveInfo[]>,
  deps: LiveInfoCacheDeps,
): Promise<ProductLiveInfo[]> {
  return throughCache(liveInfoCacheKey(sortedNumbers), () => load(sortedNumbers), deps);
}
