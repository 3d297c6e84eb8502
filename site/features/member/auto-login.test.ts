import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { AUTO_LOGIN_TRIED_AT_KEY, resetAutoLogin, tryAppAutoLogin } from './auto-login';
import { $customer } from './store';

let fetchMock: ReturnType<typeof vi.fn>;
const autologinCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/member/autologin');

beforeEach(() => {
  resetAutoLogin();
  localStorage.clear();
  resetSession();
  history.replaceState(null, '', '/kr/ko');
  document.documentElement.setAttribute('data-app', '6.3.0');
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute('data-app');
});

test('inside the app: one POST /member/autologin, then the customer loads again', async () => {
  fetchMock.mockImplementation(async (url: string) => {
    if (url === '/member/autologin') return Response.json({ redirect: '/kr/ko' });
    if (url.endsWith('get-cookie')) return Response.json({ token: 'fresh' });
    if (url === '/api/dp/cust/info/v1/getCustInfo') return Response.json({ data: { incsNo: '100000002' } });
    return Response.json({ data: {} });
  });
  await expect(tryAppAutoLogin()).resolves.toBe(true);
  expect(autologinCalls()).toHaveLength(1);
  expect(autologinCalls()[0][1]).toMatchObject({ method: 'POST', body: undefined, credentials: 'same-origin', redirect: 'manual' });
  expect($customer.get()).toMatchObject({ status: 'member', loaded: true });
  await expect(tryAppAutoLogin()).resolves.toBe(false);
  expect(autologinCalls()).toHaveLength(1);
});

test('a refusal (the 30-minute flag, no auto-login token) is silent', async () => {
  fetchMock.mockResolvedValue(Response.json({ code: 'AUTO_LOGIN_UNAVAILABLE', message: '자동 로그인 정보가 없습니다.' }, { status: 401 }));
  await expect(tryAppAutoLogin()).resolves.toBe(false);
});

test('a guest browsing page after page asks once per 30 minutes, not on every page', async () => {
  fetchMock.mockResolvedValue(Response.json({ code: 'AUTO_LOGIN_UNAVAILABLE', message: '자동 로그인 정보가 없습니다.' }, { status: 401 }));
  const start = Date.UTC(2026, 10, 28, 3, 0);
  await tryAppAutoLogin(start);
  for (const minutes of [1, 10, 29]) {
    resetAutoLogin(); // the next page
    await expect(tryAppAutoLogin(start + minutes * 60_000)).resolves.toBe(false);
  }
  expect(autologinCalls()).toHaveLength(1);
  resetAutoLogin();
  await tryAppAutoLogin(start + 30 * 60_000);
  expect(autologinCalls()).toHaveLength(2);
  expect(localStorage.getItem(AUTO_LOGIN_TRIED_AT_KEY)).toBe(String(start + 30 * 60_000));
});

test('outside the app it never asks', async () => {
  document.documentElement.removeAttribute('data-app');
  await expect(tryAppAutoLogin()).resolves.toBe(false);
  expect(fetchMock).not.toHaveBeenCalled();
});
