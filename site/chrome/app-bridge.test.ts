import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { appSchemeUrl, isAppPage, postToApp } from './app-bridge';

type Bridged = { webkit?: unknown; nokchaApp?: unknown };

let assign: ReturnType<typeof vi.fn>;

beforeEach(() => {
  document.documentElement.setAttribute('data-app', '6.3.0');
  assign = vi.spyOn(location, 'assign').mockImplementation(() => {}) as never;
});

afterEach(() => {
  document.documentElement.removeAttribute('data-app');
  delete (window as Bridged).webkit;
  delete (window as Bridged).nokchaApp;
  vi.restoreAllMocks();
});

describe('postToApp', () => {
  test('on iOS hands the message object to webkit.messageHandlers.nokchaApp, token included', () => {
    const postMessage = vi.fn();
    (window as Bridged).webkit = { messageHandlers: { nokchaApp: { postMessage } } };
    postToApp({ type: 'login', provider: 1, token: 'secret' });
    expect(postMessage).toHaveBeenCalledWith({ v: 1, type: 'login', provider: 1, token: 'secret' });
    expect(assign).not.toHaveBeenCalled();
  });

  test("on Android hands a JSON string to the listener object, as the platform's postMessage wants", () => {
    const postMessage = vi.fn();
    (window as Bridged).nokchaApp = { postMessage };
    postToApp({ type: 'openExternal', url: 'https://brand.example/a?b=1' });
    expect(postMessage).toHaveBeenCalledWith('{"v":1,"type":"openExternal","url":"https://brand.example/a?b=1"}');
  });

  test('prefers the iOS handler when a page somehow has both', () => {
    const ios = vi.fn();
    const android = vi.fn();
    (window as Bridged).webkit = { messageHandlers: { nokchaApp: { postMessage: ios } } };
    (window as Bridged).nokchaApp = { postMessage: android };
    postToApp({ type: 'logout' });
    expect(ios).toHaveBeenCalledOnce();
    expect(android).not.toHaveBeenCalled();
  });

  test('without a handler falls back to the custom scheme, and never puts the token in it', () => {
    // Other iOS handlers (a payment SDK's) are not ours.
    (window as Bridged).webkit = { messageHandlers: { tossPayments: { postMessage: vi.fn() } } };
    postToApp({ type: 'login', provider: 6, token: 'secret' });
    expect(assign).toHaveBeenCalledWith('nokchaapp://login?v=1&provider=6');
  });

  test('outside the app, or from a frame, sends nothing', () => {
    const postMessage = vi.fn();
    (window as Bridged).nokchaApp = { postMessage };
    document.documentElement.removeAttribute('data-app');
    postToApp({ type: 'scanBarcode' });
    document.documentElement.setAttribute('data-app', '6.3.0');
    vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
    postToApp({ type: 'scanBarcode' });
    expect(postMessage).not.toHaveBeenCalled();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('appSchemeUrl', () => {
  test.each([
    [{ type: 'logout' } as const, 'nokchaapp://logout?v=1'],
    [{ type: 'scanBarcode' } as const, 'nokchaapp://scanBarcode?v=1'],
    [{ type: 'openPushSettings' } as const, 'nokchaapp://openPushSettings?v=1'],
    [{ type: 'login', provider: 2, token: 't' } as const, 'nokchaapp://login?v=1&provider=2'],
    [{ type: 'openExternal', url: 'https://a.example/x?y=1&z=2#h' } as const, 'nokchaapp://external?v=1&url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1%26z%3D2%23h'],
  ])('%j → %s', (message, expected) => {
    expect(appSchemeUrl(message)).toBe(expected);
  });

  test('the app reads the fields back with an ordinary query parser', () => {
    const url = new URL(appSchemeUrl({ type: 'openExternal', url: 'https://a.example/검색?q=녹차 세럼' }));
    expect(url.host).toBe('external');
    expect(url.searchParams.get('url')).toBe('https://a.example/검색?q=녹차 세럼');
  });
});

test('isAppPage reads the mark the worker puts on <html>', () => {
  expect(isAppPage()).toBe(true);
  document.documentElement.removeAttribute('data-app');
  expect(isAppPage()).toBe(false);
});
