import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { startMember } from './start';
import { $customer } from './store';

let fetchMock: ReturnType<typeof vi.fn>;
const urls = () => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  resetSession();
  delete window.dataLayer;
  history.replaceState(null, '', '/kr/ko');
  document.body.innerHTML = '<a href="/member/login" data-login-link>로그인</a><span data-cart-count hidden>0</span>';
  document.documentElement.removeAttribute('data-app');
  fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('get-cookie')) return Response.json({ token: null });
    if (url.includes('delete-cookie')) return Response.json({ deleted: true });
    if (url === '/api/or/order/v1/getOrderCartCount') return Response.json({ data: { prdCnt: 2 } });
    return Response.json({ code: 'AUTO_LOGIN_UNAVAILABLE', message: '없음' }, { status: 401 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = 'inm_signup_success=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  document.documentElement.removeAttribute('data-app');
});

test('loads the customer and draws the header; no signal cookie, no signal calls', async () => {
  startMember();
  await vi.waitFor(() => expect($customer.get().loaded).toBe(true));
  expect(document.querySelector('[data-cart-count]')?.textContent).toBe('2');
  expect(urls().some((url) => url.includes('delete-cookie'))).toBe(false);
  expect(urls()).not.toContain('/member/autologin');
});

test('a signal cookie is read and tracked', async () => {
  document.cookie = 'inm_signup_success=Y|6';
  startMember();
  await vi.waitFor(() => expect(window.dataLayer).toEqual([{ event: 'sign_up_complete', provider: 'ID' }]));
  expect(urls()).toContain('/kr/ko/dp/node/cookie/delete-cookie/inm_signup_success');
});

test('inside the app a guest tries the app auto-login', async () => {
  document.documentElement.setAttribute('data-app', '6.3.0');
  startMember();
  await vi.waitFor(() => expect(urls()).toContain('/member/autologin'));
});
