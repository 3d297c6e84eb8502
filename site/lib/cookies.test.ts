import { afterEach, expect, test, vi } from 'vitest';
import { deleteCookieUrl, deleteServerCookie, expireReadableCookie, readCookie } from './cookies';

afterEach(() => vi.unstubAllGlobals());

test.each([
  ['a=1; sessId=abc-123; b=2', 'sessId', 'abc-123'],
  ['inm_login_success=Y%7C1', 'inm_login_success', 'Y|1'],
  ['inm_login_success=Y|6', 'inm_login_success', 'Y|6'],
  ['xsessId=1; sessId=2', 'sessId', '2'],
  ['sessId=%E0%A4%A', 'sessId', '%E0%A4%A'],
  ['other=1', 'sessId', null],
  ['', 'sessId', null],
])('in %j, %s is %j', (cookies, name, expected) => {
  expect(readCookie(name, cookies)).toBe(expected);
});

test.each([
  ['/kr/ko/cu/mypage', '/kr/ko/cu/node/cookie/delete-cookie/inm_login_success'],
  ['/kr/ko/or/order-cart', '/kr/ko/or/node/cookie/delete-cookie/inm_login_success'],
  ['/kr/ko', '/kr/ko/dp/node/cookie/delete-cookie/inm_login_success'],
])('on %s the delete-cookie endpoint is %s', (path, expected) => {
  expect(deleteCookieUrl('inm_login_success', path)).toBe(expected);
});

test('deleteServerCookie asks the worker same-origin and never throws', async () => {
  history.replaceState(null, '', '/kr/ko/cu/login');
  const fetchMock = vi
    .fn()
    .mockResolvedValueOnce(Response.json({ deleted: 'x' }))
    .mockRejectedValueOnce(new TypeError('offline'));
  vi.stubGlobal('fetch', fetchMock);
  await expect(deleteServerCookie('inm_signup_success')).resolves.toBe(true);
  await expect(deleteServerCookie('inm_signup_success')).resolves.toBe(false);
  expect(fetchMock).toHaveBeenCalledWith('/kr/ko/cu/node/cookie/delete-cookie/inm_signup_success', { credentials: 'same-origin', cache: 'no-store' });
});

test.each([
  ['shop.nokcha.example', ['', 'shop.nokcha.example', 'nokcha.example']],
  ['localhost', ['']],
  ['127.0.0.1', ['']],
])('expireReadableCookie on %s expires host-only and on every parent domain', (hostname, domains) => {
  const written: string[] = [];
  const cookie = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => void written.push(value));
  expireReadableCookie('inm_login_success', hostname);
  cookie.mockRestore();
  expect(written).toEqual(
    domains.map((domain) => `inm_login_success=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`),
  );
});
