import { describe, expect, it } from 'vitest';
import { BoundedLru, stringBytes } from './isolate-memory';
import { cachedPage, STALE_WINDOW_MS, type FilledPage, type KeptPage, type PageCacheDeps } from './page-cache';

const KEY = 'https://catalog-pages.nokcha.internal/b1/kr/ko/dp/product/P1';

let cacheCount = 0;
async function setup(startGeneration = 1) {
  const cache = await caches.open(`page-cache-test-${++cacheCount}`);
  const state = { now: 1_000_000, generation: startGeneration as number | null, draws: 0, pending: [] as Promise<unknown>[], failures: [] as unknown[] };
  const deps: PageCacheDeps = {
    cache,
    now: () => state.now,
    currentGeneration: async () => state.generation,
    waitUntil: (promise) => void state.pending.push(promise),
    onFailure: (error) => void state.failures.push(error),
  };
  const draw = (validUntil?: number) => async (): Promise<FilledPage> => {
    state.draws += 1;
    return { body: `<p>draw ${state.draws} at generation ${state.generation}</p>`, status: 200, generation: state.generation ?? 0, validUntil };
  };
  const settle = () => Promise.all(state.pending.splice(0));
  /** Draws the page through `on` and waits until its copy is kept. */
  const keep = async (on: PageCacheDeps = deps) => {
    await cachedPage(KEY, draw(), on);
    await settle();
  };
  /** `ms` pass and the catalog is at `generation` (null: it cannot be read). */
  const change = (ms: number, generation: number | null = 2) => {
    state.generation = generation;
    state.now += ms;
  };
  return { cache, state, deps, draw, settle, keep, change };
}

describe('the catalog page cache', () => {
  it('draws on the first view and serves the copy while the generation is unchanged, however old', async () => {
    const { state, deps, draw, settle } = await setup();
    const first = await cachedPage(KEY, draw(), deps);
    await settle();
    expect(first).toMatchObject({ cache: 'miss', body: '<p>draw 1 at generation 1</p>' });
    state.now += 3_600_000;
    expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'hit', body: '<p>draw 1 at generation 1</p>' });
    expect(state.draws).toBe(1);
  });

  it('serves a young copy after a change and draws the page again behind it', async () => {
    const { deps, draw, settle, keep, change } = await setup();
    await keep();
    change(5_000);
    expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'stale', body: '<p>draw 1 at generation 1</p>' });
    await settle();
    expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'hit', body: '<p>draw 2 at generation 2</p>' });
  });

  it('draws before answering when the copy is older than the stale window and the catalog changed', async () => {
    const { deps, draw, keep, change } = await setup();
    await keep();
    change(STALE_WINDOW_MS);
    expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'miss', body: '<p>draw 2 at generation 2</p>' });
  });

  it('treats a copy as stale once the moment it named has passed (a deal ends), with no write', async () => {
    const { state, deps, draw, settle } = await setup();
    await cachedPage(KEY, draw(state.now + 1_000), deps);
    await settle();
    state.now += 2_000;
    expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'stale' });
    await settle();
    expect(state.draws).toBe(2);
  });

  it('falls back to age when the generation cannot be read', async () => {
    const { state, deps, draw, keep, change } = await setup();
    await keep();
    change(1_000, null);
    expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'hit' });
    state.now += STALE_WINDOW_MS;
    expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'miss' });
  });

  it('serves the old copy when drawing fails, and throws when there is none', async () => {
    const { state, deps, keep, change } = await setup();
    const failing = async (): Promise<FilledPage> => {
      throw new Error('gateway down');
    };
    await expect(cachedPage(KEY, failing, deps)).rejects.toThrow('gateway down');
    await keep();
    change(STALE_WINDOW_MS + 1, 3);
    expect(await cachedPage(KEY, failing, deps)).toMatchObject({ cache: 'stale', body: '<p>draw 1 at generation 1</p>' });
    expect(state.failures).toHaveLength(1);
  });

  it('keeps no copy of an address that names nothing', async () => {
    const { state, deps, settle } = await setup();
    const notFound = async () => {
      state.draws += 1;
      return 'not-found' as const;
    };
    expect(await cachedPage(KEY, notFound, deps)).toBe('not-found');
    await settle();
    expect(await cachedPage(KEY, notFound, deps)).toBe('not-found');
    expect(state.draws).toBe(2);
  });

  it('forgets the copy of an address that has stopped naming anything once it is drawn again', async () => {
    const { deps, settle, keep, change } = await setup();
    await keep();
    change(5_000);
    const gone = async () => 'not-found' as const;
    // A young copy is served while the page is drawn again behind it, and found to name nothing.
    expect(await cachedPage(KEY, gone, deps)).toMatchObject({ cache: 'stale' });
    await settle();
    expect(await cachedPage(KEY, gone, deps)).toBe('not-found');
  });

  it('keeps the page status (410 for a product taken off sale)', async () => {
    const { deps, settle } = await setup();
    await cachedPage(KEY, async () => ({ body: '<p>판매 중지</p>', status: 410, generation: 1 }), deps);
    await settle();
    expect(await cachedPage(KEY, async () => ({ body: 'x', status: 200, generation: 1 }), deps)).toMatchObject({ cache: 'hit', status: 410 });
  });

  describe('with what the isolate remembers', () => {
    /** A cache that counts its reads, and an isolate's memory in front of it. */
    function isolate(deps: PageCacheDeps) {
      const reads = { count: 0 };
      const cache = {
        match: (...args: Parameters<Cache['match']>) => {
          reads.count += 1;
          return deps.cache.match(...args);
        },
        put: (...args: Parameters<Cache['put']>) => deps.cache.put(...args),
        delete: (...args: Parameters<Cache['delete']>) => deps.cache.delete(...args),
      } as Cache;
      const memory = new BoundedLru<KeptPage>(1024 * 1024, (kept) => stringBytes(kept.page.body));
      return { reads, memory, deps: { ...deps, cache, memory } };
    }

    it('serves a hit from memory without reading the Cache API', async () => {
      const { deps: base, draw, keep } = await setup();
      const { reads, deps } = isolate(base);
      await keep(deps);
      const before = reads.count;
      expect(await cachedPage(KEY, draw(), deps)).toMatchObject({ cache: 'hit', body: '<p>draw 1 at generation 1</p>' });
      expect(reads.count).toBe(before);
    });

    it('takes the newer copy another isolate kept instead of drawing the page again', async () => {
      const { state, deps: base, draw, settle, keep, change } = await setup();
      const first = isolate(base);
      const second = isolate(base);
      await keep(first.deps);
      change(STALE_WINDOW_MS + 1);
      expect(await cachedPage(KEY, draw(), second.deps)).toMatchObject({ cache: 'miss', body: '<p>draw 2 at generation 2</p>' });
      await settle();
      // The first isolate remembers generation 1; the Cache API holds the second isolate's draw.
      expect(await cachedPage(KEY, draw(), first.deps)).toMatchObject({ cache: 'hit', body: '<p>draw 2 at generation 2</p>' });
      expect(state.draws).toBe(2);
    });

    it('forgets its copy of an address that has stopped naming anything', async () => {
      const { deps: base, keep, change } = await setup();
      const { memory, deps } = isolate(base);
      await keep(deps);
      change(STALE_WINDOW_MS + 1);
      expect(await cachedPage(KEY, async () => 'not-found' as const, deps)).toBe('not-found');
      expect(memory.get(KEY)).toBeUndefined();
    });
  });
});
