import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { tellAppLoggedIn } from './app-login';

let fetchMock: ReturnType<typeof vi.fn>;
let postMessage: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetSession();
  history.replaceState(null, '', '/kr/ko/cu/mypage');
  document.documentElement.setAttribute('data-app', '6.3.0');
  fetchMock = vi.fn(async () => Response.json({ token: 'tok-123' }));
  vi.stubGlobal('fetch', fetchMock);
  postMessage = vi.fn();
  Object.assign(window, { webkit: { messageHandlers: { nokchaApp: { postMessage } } } });
});

afterEach(() => {
  document.documentElement.removeAttribute('data-app');
  delete (window as { webkit?: unknown }).webkit;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

test('tells the app the provider number and the token the worker answers for the auth cookie', async () => {
  await tellAppLoggedIn('KAKAO');
  expect(fetchMock).toHaveBeenCalledWith('/kr/ko/cu/node/cookie/get-cookie', expect.objectContaining({ credentials: 'same-origin' }));
  expect(postMessage).toHaveBeenCalledWith({ v: 1, type: 'login', provider: 1, token: 'tok-123' });
});

test('without a token (the check failed) the app still hears the login, and reads its cookie store', async () => {
  fetchMock.mockRejectedValue(new Error('offline'));
  await tellAppLoggedIn('ID');
  expect(postMessage).toHaveBeenCalledWith({ v: 1, type: 'login', provider: 6 });
});

test('an app without handlers gets the custom scheme without the token', async () => {
  delete (window as { webkit?: unknown }).webkit;
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  await tellAppLoggedIn('NAVER');
  expect(assign).toHaveBeenCalledWith('nokchaapp://login?v=1&provider=2');
});

test('outside the app it neither asks for the token nor sends anything', async () => {
  document.documentElement.removeAttribute('data-app');
  await tellAppLoggedIn('KAKAO');
  expect(fetchMock).not.toHaveBeenCalled();
  expect(postMessage).not.toHaveBeenCalled();
});
