import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { claimReload, isChunkLoadError, RELOAD_GUARD_MS, startReloadGuard } from './reload-guard';

test.each([
  [new TypeError('Failed to fetch dynamically imported module: https://shop.example/_astro/Cart.abc.js'), true],
  [new TypeError('error loading dynamically imported module: https://shop.example/_astro/x.js'), true],
  [new TypeError('Importing a module script failed.'), true],
  [Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' }), true],
  ['Failed to fetch dynamically imported module', true],
  [new TypeError('Failed to fetch'), false],
  [new Error('Cannot read properties of undefined'), false],
  [undefined, false],
])('isChunkLoadError(%s) → %s', (reason, expected) => {
  expect(isChunkLoadError(reason)).toBe(expected);
});

describe('claimReload', () => {
  test('allows one reload per path per 10 s', () => {
    const storage = new Map<string, string>();
    const store = { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) };
    expect(claimReload(store, '/kr/ko/dp/best', 1_000)).toBe(true);
    expect(claimReload(store, '/kr/ko/dp/best', 1_000 + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(store, '/kr/ko/or/order-cart', 2_000)).toBe(true);
    expect(claimReload(store, '/kr/ko/dp/best', 1_000 + RELOAD_GUARD_MS)).toBe(true);
  });

  test('refuses when storage fails, so a broken chunk cannot loop', () => {
    const broken = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(claimReload(broken, '/kr/ko', 0)).toBe(false);
  });
});

describe('startReloadGuard', () => {
  let stop: () => void;
  let reload: ReturnType<typeof vi.fn>;
  let liveBuild: string;

  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/kr/ko/dp/best');
    document.documentElement.removeAttribute('data-new-build-live');
    document.documentElement.dataset.buildId = '20250101000000';
    liveBuild = '20250202000000';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ buildId: liveBuild })),
    );
    reload = vi.spyOn(location, 'reload').mockImplementation(() => {}) as never;
    stop = startReloadGuard();
  });

  afterEach(() => {
    stop();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** Lets the build check's fetch and its answer settle. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

  function preloadError(): Event {
    const event = new Event('vite:preloadError', { cancelable: true });
    window.dispatchEvent(event);
    return event;
  }

  function rejection(reason: unknown): Event {
    const event = Object.assign(new Event('unhandledrejection', { cancelable: true }), { reason });
    window.dispatchEvent(event);
    return event;
  }

  test("reloads on Vite's preload error when a newer build is live, once, and never swallows the error", async () => {
    expect(preloadError().defaultPrevented).toBe(false);
    await settled();
    expect(reload).toHaveBeenCalledOnce();
    preloadError();
    await settled();
    expect(reload).toHaveBeenCalledOnce();
  });

  test('reloads on a failed dynamic import, not on other rejections', async () => {
    rejection(new Error('Network request failed'));
    await settled();
    expect(reload).not.toHaveBeenCalled();
    rejection(new TypeError('Failed to fetch dynamically imported module: /_astro/Wish.js'));
    await settled();
    expect(reload).toHaveBeenCalledOnce();
  });

  test("leaves a failed import alone while the page's build is the live one: WebKit fails the imports still loading when the shopper leaves", async () => {
    liveBuild = '20250101000000';
    rejection(new TypeError('Importing a module script failed.'));
    await settled();
    expect(reload).not.toHaveBeenCalled();
  });

  test("one build check answers Vite's preload error and the rejection that follows it", async () => {
    preloadError();
    rejection(new TypeError('Failed to fetch dynamically imported module: /_astro/Wish.js'));
    await settled();
    expect(fetch).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  test('allows another reload after 10 s', async () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(50_000);
    preloadError();
    await settled();
    now.mockReturnValue(50_000 + RELOAD_GUARD_MS + 1);
    preloadError();
    await settled();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('does not reload when session storage throws', async () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue({ getItem: () => null, setItem: denied } as unknown as Storage);
    preloadError();
    await settled();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    preloadError();
    await settled();
    expect(reload).not.toHaveBeenCalled();
  });
});
