import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { resetSession } from '#chrome/session';
import { badgeText, loginHref, renderHeader, startHeader } from './header';
import { $customer, EMPTY_EXTRAS, type CustomerState } from './store';

const HEADER = `
  <ul class="util-links">
    <li data-when-guest><a href="/member/login" data-login-link>로그인</a></li>
    <li data-when-guest><a href="/member/login?processType=join" data-join-link>회원가입</a></li>
    <li data-when-member hidden><span><span data-customer-name>회원</span>님</span></li>
    <li data-when-member hidden><button type="button" data-logout>로그아웃</button></li>
  </ul>
  <a class="header-button" href="/kr/ko/or/order-cart"><span>장바구니</span><span class="badge" data-cart-count hidden>0</span></a>
  <a class="header-button" href="/kr/ko/or/order-cart" aria-label="장바구니" id="m-cart"><span class="badge" data-cart-count hidden>0</span></a>`;

const member = (extras: Partial<CustomerState['extras']> = {}): CustomerState => ({
  status: 'member',
  info: { custWebId: 'greentea' } as CustomerState['info'],
  extras: { ...EMPTY_EXTRAS, custNm: '김녹차', ...extras },
  loaded: true,
});
const guest = (prdCnt = 0): CustomerState => ({ status: 'guest', info: null, extras: { ...EMPTY_EXTRAS, prdCnt }, loaded: true });
const visible = (selector: string) =>
  [...document.querySelectorAll<HTMLElement>(selector)].filter((node) => !node.hidden).map((node) => node.textContent?.trim());

beforeEach(() => {
  document.body.innerHTML = HEADER;
});

afterEach(() => vi.restoreAllMocks());

describe('renderHeader', () => {
  test('a member sees the name and 로그아웃, not 로그인/회원가입', () => {
    renderHeader(member());
    expect(visible('.util-links li')).toEqual(['김녹차님', '로그아웃']);
  });

  test('a guest sees 로그인 and 회원가입', () => {
    renderHeader(guest());
    expect(visible('.util-links li')).toEqual(['로그인', '회원가입']);
  });

  test('without a name the ID stands in, then 회원', () => {
    renderHeader(member({ custNm: '' }));
    expect(document.querySelector('[data-customer-name]')?.textContent).toBe('greentea');
    renderHeader({ ...member({ custNm: '' }), info: null });
    expect(document.querySelector('[data-customer-name]')?.textContent).toBe('회원');
  });

  test('the cart badge shows the count on both buttons and hides at 0; the mobile name carries it', () => {
    renderHeader(guest(3));
    expect(visible('[data-cart-count]')).toEqual(['3', '3']);
    expect(document.querySelector('#m-cart')?.getAttribute('aria-label')).toBe('장바구니 3');
    renderHeader(member({ prdCnt: 0 }));
    expect(visible('[data-cart-count]')).toEqual([]);
    expect(document.querySelector('#m-cart')?.getAttribute('aria-label')).toBe('장바구니');
  });
});

test.each([
  [0, '0'],
  [7, '7'],
  [99, '99'],
  [100, '99+'],
])('badge for %i reads %s', (count, text) => {
  expect(badgeText(count)).toBe(text);
});

test.each([
  ['/kr/ko/dp/best', '?sort=new', '/member/login?successUrl=%2Fkr%2Fko%2Fdp%2Fbest%3Fsort%3Dnew'],
  ['/kr/ko/cu/login', '', '/member/login'],
  ['/kr/ko/cu/login', '?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage', '/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage'],
  ['/kr/ko/cu/join', '', '/member/login'],
])('the login link on %s%s is %s', (path, search, expected) => {
  expect(loginHref(path, search)).toBe(expected);
});

test.each([
  ['/kr/ko/dp/best', '', '/member/login?processType=join&successUrl=%2Fkr%2Fko%2Fdp%2Fbest'],
  ['/kr/ko/cu/login', '', '/member/login?processType=join'],
  ['/kr/ko/cu/login', '?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage', '/member/login?processType=join&successUrl=%2Fkr%2Fko%2Fcu%2Fmypage'],
])('the join link on %s%s is %s', (path, search, expected) => {
  expect(loginHref(path, search, true)).toBe(expected);
});

test('startHeader points the login link back here, follows $customer and logs out on 로그아웃', () => {
  vi.useFakeTimers();
  resetSession();
  history.replaceState(null, '', '/kr/ko/dp/best');
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  const stop = startHeader();
  expect(document.querySelector('a[data-login-link]')?.getAttribute('href')).toBe('/member/login?successUrl=%2Fkr%2Fko%2Fdp%2Fbest');
  expect(document.querySelector('a[data-join-link]')?.getAttribute('href')).toBe('/member/login?processType=join&successUrl=%2Fkr%2Fko%2Fdp%2Fbest');
  $customer.set(member({ prdCnt: 2 }));
  expect(visible('.util-links li')).toEqual(['김녹차님', '로그아웃']);
  document.querySelector<HTMLElement>('[data-logout]')!.click();
  vi.advanceTimersByTime(100);
  expect(assign).toHaveBeenCalledWith(`/member/logout?domain=${encodeURIComponent(location.origin)}`);
  stop();
  vi.useRealTimers();
});
