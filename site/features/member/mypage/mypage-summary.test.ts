import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { $session, resetSession } from '#chrome/session';
import { $customer, EMPTY_EXTRAS, type CustomerState } from '../store';
import { formatCoupons, formatPoints, renderSummary, startMypageSummary } from './mypage-summary';

const MARKUP = `
  <section data-mypage-summary aria-busy="true">
    <h2><span data-customer-name>회원</span>님, 반갑습니다</h2>
    <strong data-summary="grade">-</strong>
    <a data-summary="points">0P</a>
    <a data-summary="coupons">0장</a>
  </section>`;

const member: CustomerState = {
  status: 'member',
  info: { incsNo: '100000001', inmCustGrdCdNm: '잎새' } as CustomerState['info'],
  extras: { custNm: '김녹차', custCpnCnt: 3, rmnPt: 1234, prdCnt: 0, unreadCnt: 0 },
  loaded: true,
};
let root: HTMLElement;

beforeEach(() => {
  resetSession();
  document.body.innerHTML = MARKUP;
  root = document.querySelector('[data-mypage-summary]')!;
});

afterEach(() => vi.restoreAllMocks());

test.each([
  [0, '0P'],
  [1234, '1,234P'],
  [1234567, '1,234,567P'],
])('%i points read %s', (points, text) => {
  expect(formatPoints(points)).toBe(text);
});

test('coupons are counted in 장', () => {
  expect(formatCoupons(12)).toBe('12장');
});

test('fills grade, points and coupons and says when it is done loading', () => {
  renderSummary(root, member);
  const text = (name: string) => root.querySelector(`[data-summary="${name}"]`)?.textContent;
  expect([text('grade'), text('points'), text('coupons')]).toEqual(['잎새', '1,234P', '3장']);
  expect(root.getAttribute('aria-busy')).toBe('false');
});

test('a visitor whose token turned out dead is sent to log in and back', () => {
  history.replaceState(null, '', '/kr/ko/cu/mypage');
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  startMypageSummary(root);
  $customer.set({ status: 'guest', info: null, extras: EMPTY_EXTRAS, loaded: false });
  expect(assign).not.toHaveBeenCalled();
  $session.set('logged-out');
  $customer.set({ status: 'guest', info: null, extras: EMPTY_EXTRAS, loaded: true });
  expect(assign).toHaveBeenCalledWith('/member/login?successUrl=%2Fkr%2Fko%2Fcu%2Fmypage');
});

test('a logout in progress does not send the member to login', async () => {
  vi.useFakeTimers();
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  $customer.set(member);
  startMypageSummary(root);
  const { logout } = await import('../store');
  logout();
  vi.advanceTimersByTime(100);
  expect(assign.mock.calls.map(([url]) => String(url))).toEqual([`/member/logout?domain=${encodeURIComponent(location.origin)}`]);
  vi.useRealTimers();
});

test('a failed load with a live token stays on the page', () => {
  const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
  $session.set('logged-in');
  startMypageSummary(root);
  $customer.set({ status: 'guest', info: null, extras: EMPTY_EXTRAS, loaded: true });
  expect(assign).not.toHaveBeenCalled();
});
