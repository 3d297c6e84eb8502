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

  beforeEach(() => {
    sessionStorage.clear();
    history.replaceState(null, '', '/kr/ko/dp/best');
    reload = vi.spyOn(location, 'reload').mockImplementation(() => {}) as never;
    stop = startReloadGuard();
  });

  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });

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

  test("reloads on Vite's preload error once, and lets the second error through", () => {
    expect(preloadError().defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledOnce();
  });

  test('reloads on a failed dynamic import, not on other rejections', () => {
    rejection(new Error('Network request failed'));
    expect(reload).not.toHaveBeenCalled();
    rejection(new TypeError('Failed to fetch dynamically imported module: /_astro/Wish.js'));
    expect(reload).toHaveBeenCalledOnce();
  });

  test('allows another reload after 10 s', () => {
    const now = vi.spyOn(Date, 'now').mockReturnValue(50_000);
    preloadError();
    now.mockReturnValue(50_000 + RELOAD_GUARD_MS + 1);
    preloadError();
    expect(reload).toHaveBeenCalledTimes(2);
  });

  test('does not reload when session storage throws', () => {
    const denied = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    vi.spyOn(window, 'sessionStorage', 'get').mockReturnValue({ getItem: () => null, setItem: denied } as unknown as Storage);
    expect(preloadError().defaultPrevented).toBe(false);
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(denied);
    expect(preloadError().defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
