/**
 * Mypage home and the inbox as a member meets them: a new member with one order the
 * operator ships sees the order steps and the latest order on mypage, the membership barcode with
 * its number (and a new number after 재발급), and the bell's badge; the inbox tells them the order
 * shipped with its carrier's 배송조회 link, opening it marks it read and the badge goes. On a PC every
 * mypage screen sits beside a side menu of all its destinations.
 */
import { expect, test } from './support/fixtures';
import { isPhone } from './support/members';
import { buyableOption, deliveryAddress, orderMovedTo } from './support/orders';
import { newShopper } from './support/shopper';

test('mypage counts the order the operator shipped, shows the barcode, and the inbox tells of the shipment', async ({ page }, testInfo) => {
  const { member, token, api } = await newShopper(page, testInfo, { points: 1200, memo: '마이페이지 e2e', coupons: [] });
  const option = await buyableOption(api);
  const { ordNo } = await orderMovedTo('SHIPPING', api, token, await deliveryAddress(api, token, member.custNm), option, 1);

  await page.goto('/kr/ko/cu/mypage');
  await expect(page.getByRole('heading', { name: `${member.custNm}님, 반갑습니다` })).toBeVisible();
  const steps = page.getByRole('region', { name: /주문\/배송 현황/ });
  await expect(steps.getByRole('link', { name: '1건 배송중' })).toHaveAttribute('href', '/kr/ko/or/order-list?status=SHIPPING');
  await expect(steps.getByRole('link', { name: '0건 결제완료' })).toBeVisible();
  const recent = page.getByRole('region', { name: '최근 주문', exact: true });
  await expect(recent.getByRole('link').filter({ hasText: '배송중' })).toHaveAttribute('href', `/kr/ko/or/order/detail?ordNo=${ordNo}`);
  await expect(page.getByRole('region', { name: /등급 혜택/ })).toContainText('뷰티포인트 적립');
  await expect(page.getByRole('link', { name: '30일 이내 소멸 예정 뷰티포인트 0P' })).toHaveAttribute('href', '/kr/ko/cu/mypage/beauty-point');

  // The membership barcode: drawn bars named by the card number, and a new number after 재발급.
  const barcode = page.getByRole('img', { name: /^멤버십 바코드 9\d{3} \d{4} \d{4} \d{4}$/ });
  await expect(barcode).toBeVisible();
  expect(await barcode.locator('rect').count()).toBeGreaterThan(20);
  const before = await barcode.getAttribute('aria-label');
  await page.getByRole('button', { name: '바코드 재발급' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByText('멤버십 바코드가 재발급되었습니다.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^멤버십 바코드 / })).not.toHaveAttribute('aria-label', before!);

  // The bell (mobile header) or the shortcut (PC) leads to the inbox with one unread message.
  if (isPhone(testInfo)) {
    await expect(page.getByRole('link', { name: '알림 1', exact: true })).toBeVisible();
    await page.getByRole('link', { name: '알림 1', exact: true }).click();
  } else {
    await page.getByRole('link', { name: /알림함 1/ }).click();
  }
  await page.waitForURL('**/kr/ko/cu/mypage/alarm');
  await expect(page.getByText('안 읽은 알림 1개')).toBeVisible();
  const message = page.getByRole('listitem').filter({ hasText: '주문하신 상품이 출발했습니다' });
  await expect(message).toContainText('새 알림');
  await expect(message).toContainText('CJ대한통운 송장번호 123456789012');
  await expect(message.getByRole('link', { name: '배송조회 (새 창)' })).toHaveAttribute(
    'href',
    'https://trace.cjlogistics.com/next/tracking.html?wblNo=123456789012',
  );
  await expect(message).toContainText(/(오전|오후) \d{1,2}:\d{2}/);
  await message.getByRole('link', { name: /주문하신 상품이 출발했습니다/ }).click();
  await page.waitForURL(`**/kr/ko/or/order/detail?ordNo=${ordNo}`);
  await page.goto('/kr/ko/cu/mypage/alarm');
  await expect(page.getByText('안 읽은 알림 0개')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '주문하신 상품이 출발했습니다' })).not.toContainText('새 알림');
  if (isPhone(testInfo)) await expect(page.getByRole('link', { name: '알림', exact: true })).toBeVisible();
});

/** What the PC's side menu leads to from every mypage screen. */
const SIDE_MENU: Record<string, string> = {
  '주문/배송 조회': '/kr/ko/or/order-list',
  '취소/교환/반품 내역': '/kr/ko/or/claim-list',
  뷰티포인트: '/kr/ko/cu/mypage/beauty-point',
  쿠폰존: '/kr/ko/cu/mypage/couponzone',
  리뷰: '/kr/ko/cu/mypage/review',
  '1:1 문의': '/kr/ko/cu/mypage/contact',
  위시리스트: '/kr/ko/cu/mypage/wish',
  '배송지 관리': '/kr/ko/cu/mypage/delivery-address',
  마이샵: '/kr/ko/cu/mypage/my-shop',
  '회원정보 수정': '/kr/ko/cu/mypage/personal-information-modify',
  알림함: '/kr/ko/cu/mypage/alarm',
};

test('a member without orders or messages sees the empty states, on a PC beside the side menu', async ({ page }, testInfo) => {
  await newShopper(page, testInfo, { points: 100, memo: '빈 마이페이지', coupons: [] });
  await page.goto('/kr/ko/cu/mypage');
  await expect(page.getByRole('region', { name: '최근 주문', exact: true })).toContainText('최근 주문한 상품이 없습니다');
  await page.goto('/kr/ko/cu/mypage/alarm');
  await expect(page.getByText('받은 알림이 없습니다')).toBeVisible();

  // A phone keeps its one column; its destinations are on mypage home.
  const menu = page.getByRole('navigation', { name: '마이페이지 메뉴' });
  if (isPhone(testInfo)) {
    await expect(menu).toHaveCount(0);
    return;
  }
  for (const [name, href] of Object.entries(SIDE_MENU)) await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(menu.locator('[aria-current="page"]')).toHaveText('알림함');
  // A column left of the screen, level with its heading.
  const side = (await menu.boundingBox())!;
  const heading = (await page.getByRole('heading', { level: 1, name: '알림함' }).boundingBox())!;
  expect(side.x + side.width).toBeLessThan(heading.x);
  expect(side.y).toBeLessThan(heading.y + heading.height);
  // The menu and its styles come with mypage's screens only, not with every page of the shop.
  const home = await (await page.request.get('/kr/ko')).text();
  expect(home).toContain('<main');
  expect(home).not.toContain('mypage-side');
});
