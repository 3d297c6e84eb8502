import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { parseSignal, readLoginSignals } from './signals';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  delete window.dataLayer;
  history.replaceState(null, '', '/kr/ko/dp/best');
  fetchMock = vi.fn().mockResolvedValue(Response.json({ deleted: true }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

test.each([
  ['Y|1', 'KAKAO'],
  ['Y|2', 'NAVER'],
  ['Y|3', 'FACEBOOK'],
  ['Y|4', 'SMS'],
  ['Y|5', 'AppleID'],
  ['Y|6', 'ID'],
  ['Y', 'ID'],
  ['Y|', 'ID'],
  ['Y|99', 'ID'],
  ['N', null],
  ['', null],
  [null, null],
])('signal %j names provider %j', (value, provider) => {
  expect(parseSignal(value)).toBe(provider);
});

test('each signal becomes its event and is deleted through the worker', async () => {
  await readLoginSignals('inm_login_success=Y%7C1; sessId=abc; inm_signup_success=Y|6');
  expect(window.dataLayer).toEqual([
    { event: 'login_complete', provider: 'KAKAO' },
    { event: 'sign_up_complete', provider: 'ID' },
  ]);
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
    '/kr/ko/dp/node/cookie/delete-cookie/inm_login_success',
    '/kr/ko/dp/node/cookie/delete-cookie/inm_signup_success',
  ]);
});

test('a signal is gone from the page before the worker answers, so the next page cannot track it again', async () => {
  fetchMock.mockReturnValue(new Promise(() => undefined));
  document.cookie = 'inm_login_success=Y|1; Path=/';
  void readLoginSignals();
  expect(document.cookie).not.toContain('inm_login_success');
  void readLoginSignals();
  expect(window.dataLayer).toEqual([{ event: 'login_complete', provider: 'KAKAO' }]);
});

test('an app auto-login is a login_complete marked as automatic', async () => {
  await readLoginSignals('inm_app_auto_login_success=Y');
  expect(window.dataLayer).toEqual([{ event: 'login_complete', provider: 'ID', autoLogin: true }]);
});

test('a malformed signal is deleted but not tracked; no signal, no calls', async () => {
  await readLoginSignals('inm_login_success=garbage');
  expect(window.dataLayer).toBeUndefined();
  expect(fetchMock).toHaveBeenCalledTimes(1);
  await readLoginSignals('sessId=abc');
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

test('inside the app a login and a join on one page tell the app once, with the first provider', async () => {
  const postMessage = vi.fn();
  Object.assign(window, { nokchaApp: { postMessage } });
  document.documentElement.setAttribute('data-app', '6.3.0');
  fetchMock.mockImplementation(async (url: string) => Response.json(url.endsWith('get-cookie') ? { token: 'tok' } : { deleted: true }));
  try {
    await readLoginSignals('inm_login_success=Y|2; inm_signup_success=Y|6');
    await vi.waitFor(() => expect(postMessage).toHaveBeenCalledOnce());
    expect(JSON.parse(postMessage.mock.calls[0][0] as string)).toEqual({ v: 1, type: 'login', provider: 2, token: 'tok' });
  } finally {
    document.documentElement.removeAttribute('data-app');
    delete (window as { nokchaApp?: unknown }).nokchaApp;
  }
});
