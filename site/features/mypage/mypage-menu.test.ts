import { expect, test } from 'vitest';
import { ROUTES, routeByPath } from '#shared/routes';
import { currentMark, isMypageScreen, MYPAGE_DESTINATIONS, mypageMenuGroups } from './mypage-menu';

test('every destination and every screen it covers is a route of the shop', () => {
  for (const item of MYPAGE_DESTINATIONS) {
    expect(() => routeByPath(item.path)).not.toThrow();
    for (const covered of item.covers ?? []) expect(() => routeByPath(covered)).not.toThrow();
  }
});

test('the side menu groups every destination once, groups in the order of their first destination', () => {
  const groups = mypageMenuGroups();
  expect(groups.map(({ group }) => group)).toEqual(['마이 쇼핑', '마이 혜택', '마이 활동', '마이 정보']);
  expect(groups.flatMap(({ items }) => items)).toHaveLength(MYPAGE_DESTINATIONS.length);
  expect(groups[3].items.map(({ label }) => label)).toEqual(['배송지 관리', '회원정보 수정', '개인정보 이용내역', '임직원 인증']);
});

test('a link is the current page on its own screen and marks the section on the screens inside it', () => {
  expect(currentMark('/cu/mypage/review', '/cu/mypage/review')).toBe('page');
  expect(currentMark('/cu/mypage/review', '/cu/mypage/review/write/:currentPage')).toBe('true');
  expect(currentMark('/or/order-list', '/or/order/detail', ['/or/order/detail'])).toBe('true');
  expect(currentMark('/cu/mypage/review', '/cu/mypage/review-other')).toBeUndefined();
  // Mypage home is only ever its own page, not the section of every screen under it.
  expect(currentMark('/cu/mypage', '/cu/mypage')).toBe('page');
  expect(currentMark('/cu/mypage', '/cu/mypage/wish')).toBeUndefined();
});

test('the side menu goes on the member screens of mypage, not on checkout or the public pages it links to', () => {
  const withMenu = ROUTES.filter(isMypageScreen).map(({ path }) => path);
  expect(withMenu).toEqual(
    expect.arrayContaining(['/cu/mypage', '/cu/mypage/wish', '/cu/mypage/review/view/:inmPrdRvNo', '/or/order-list', '/or/order/detail', '/cu/hq-emp-user']),
  );
  expect(withMenu).not.toContain('/or/order');
  expect(withMenu).not.toContain('/or/order-cart');
  expect(withMenu).not.toContain('/cu/hq-emp-user/guide');
  expect(withMenu).not.toContain('/cu/greentea-club-membership-info');
});
