import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { $session, checkLoggedIn, getCookieUrl, resetSession } from './session';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetSession();
  history.replaceState(null, '', '/kr/ko/cu/support');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

test.each([
  ['/kr/ko/dp/best', '/kr/ko/dp/node/cookie/get-cookie'],
  ['/kr/ko/or/order-cart', '/kr/ko/or/node/cookie/get-cookie'],
  ['/kr/ko/ca/event/3', '/kr/ko/ca/node/cookie/get-cookie'],
  ['/kr/ko/cu/mypage', '/kr/ko/cu/node/cookie/get-cookie'],
  ['/kr/ko', '/kr/ko/dp/node/cookie/get-cookie'],
  ['/kr/ko/xx/page', '/kr/ko/dp/node/cookie/get-cookie'],
])('on %s the session is asked at %s', (path, expected) => {
  expect(getCookieUrl(path)).toBe(expected);
});

describe('checkLoggedIn', () => {
  test('a token means logged in, asked once for the whole page', async () => {
    fetchMock.mockResolvedValue(Response.json({ token: 'abc' }));
    const [first, second] = await Promise.all([checkLoggedIn(), checkLoggedIn()]);
    expect([first, second]).toEqual([true, true]);
    await expect(checkLoggedIn()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/kr/ko/cu/node/cookie/get-cookie', { credentials: 'same-origin', cache: 'no-store' });
    expect($session.get()).toBe('logged-in');
  });

  test.each([{ token: null }, { token: '' }, {}, 'nonsense'])('%j means a guest', async (body) => {
    fetchMock.mockResolvedValue(Response.json(body));
    await expect(checkLoggedIn()).resolves.toBe(false);
    expect($session.get()).toBe('logged-out');
  });

  test('a failed check counts as a guest for now and is asked again next time', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('offline')).mockResolvedValueOnce(new Response('', { status: 503 }));
    await expect(checkLoggedIn()).resolves.toBe(false);
    expect($session.get()).toBe('unknown');
    await expect(checkLoggedIn()).resolves.toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('getToken', () => {
  test('hands out the token get-cookie answered, and null for a guest', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ token: 'tok-1' }));
    const { getToken } = await import('./session');
    await expect(getToken()).resolves.toBe('tok-1');
    await expect(getToken()).resolves.toBe('tok-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('forgetToken makes the visitor a guest without asking again', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ token: 'tok-1' }));
    const { forgetToken, getToken } = await import('./session');
    await getToken();
    forgetToken();
    await expect(getToken()).resolves.toBeNull();
    expect($session.get()).toBe('logged-out');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
