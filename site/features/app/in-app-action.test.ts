import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BUSINESS } from '#shared/business';
import { INSTALL_APP_FIRST, openAppOrStore, openThisPageInApp, scanBarcode, SCAN_IN_APP_TEXT, STORE_FALLBACK_MS, storeUrlForThisDevice } from './in-app-action';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

let assign: ReturnType<typeof vi.fn>;
const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
const button = (label: string) => [...(dialog()?.querySelectorAll('button') ?? [])].find((node) => node.textContent === label) as HTMLButtonElement | undefined;
let visibility: DocumentVisibilityState = 'visible';

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
});

afterEach(() => {
  while (button('취소') ?? button('확인')) (button('취소') ?? button('확인'))!.click();
  document.documentElement.removeAttribute('data-app');
  delete (window as { webkit?: unknown }).webkit;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('scanBarcode', () => {
  test('in the app asks the app to scan, with no question', async () => {
    document.documentElement.setAttribute('data-app', '6.3.0');
    const postMessage = vi.fn();
    Object.assign(window, { webkit: { messageHandlers: { nokchaApp: { postMessage } } } });
    await scanBarcode();
    expect(postMessage).toHaveBeenCalledWith({ v: 1, type: 'scanBarcode' });
    expect(dialog()).toBeNull();
  });

  test('outside the app asks whether to open it; 취소 says to install the app first', async () => {
    const done = scanBarcode();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain(SCAN_IN_APP_TEXT));
    expect(button('열기')).toBeDefined();
    button('취소')!.click();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain(INSTALL_APP_FIRST));
    button('확인')!.click();
    await done;
    expect(assign).not.toHaveBeenCalled();
  });

  test('열기 tries the app through its scheme, then the store of the platform when the page is still in front', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ANDROID);
    const done = scanBarcode();
    await vi.waitFor(() => expect(button('열기')).toBeDefined());
    button('열기')!.click();
    await done;
    expect(assign).toHaveBeenCalledExactlyOnceWith('nokchaapp://scanBarcode?v=1');
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith(BUSINESS.androidStoreUrl), { timeout: STORE_FALLBACK_MS + 1000 });
  });
});

describe('openThisPageInApp', () => {
  test('열기 asks the app to show this very page, then the store of the platform when no app took over', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
    const done = openThisPageInApp('앱에서 여시겠습니까?');
    await vi.waitFor(() => expect(dialog()?.textContent).toContain('앱에서 여시겠습니까?'));
    button('열기')!.click();
    await done;
    expect(assign).toHaveBeenCalledExactlyOnceWith(`nokchaapp://open?v=1&url=${encodeURIComponent(location.href)}`);
    await vi.waitFor(() => expect(assign).toHaveBeenLastCalledWith(BUSINESS.iosStoreUrl), { timeout: STORE_FALLBACK_MS + 1000 });
  });

  test('취소 opens nothing and says to install the app first', async () => {
    const done = openThisPageInApp('앱에서 여시겠습니까?');
    await vi.waitFor(() => expect(button('취소')).toBeDefined());
    button('취소')!.click();
    await vi.waitFor(() => expect(dialog()?.textContent).toContain(INSTALL_APP_FIRST));
    button('확인')!.click();
    await done;
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('openAppOrStore', () => {
  test('stays put when the app took the page away', async () => {
    vi.useFakeTimers();
    openAppOrStore('nokchaapp://scanBarcode?v=1', Promise.resolve('https://store.example/'));
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    visibility = 'visible';
    await vi.advanceTimersByTimeAsync(STORE_FALLBACK_MS);
    expect(assign).toHaveBeenCalledExactlyOnceWith('nokchaapp://scanBarcode?v=1');
  });

  test('waits the whole fallback time before the store', async () => {
    vi.useFakeTimers();
    openAppOrStore('nokchaapp://scanBarcode?v=1', Promise.resolve('https://store.example/'));
    await vi.advanceTimersByTimeAsync(STORE_FALLBACK_MS - 1);
    expect(assign).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(assign).toHaveBeenLastCalledWith('https://store.example/');
  });
});

test.each([
  [ANDROID, BUSINESS.androidStoreUrl],
  [IPHONE, BUSINESS.iosStoreUrl],
  ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', '/kr/ko/dp/update-app'],
])('the store for %s is %s', async (userAgent, expected) => {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  expect(await storeUrlForThisDevice()).toBe(expected);
});
