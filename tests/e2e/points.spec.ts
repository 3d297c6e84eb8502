/**
 * Beauty points as a member meets them: points granted by the operator, spent on an
 * order and earned back on 구매확정 show in the history with their kinds; the kind filter and the
 * period refusals (over a year, start after end) work on the screen.
 */
import { formatNumber } from '#shared/format';
import { expect, test } from './support/fixtures';
import { buyableOption, deliveryAddress, memberCall, orderMovedTo } from './support/orders';
import { newShopper } from './support/shopper';
import { DESKTOP_ONLY } from './support/one-layout';

test('points granted, used and earned on 구매확정 show in the history, filtered by kind and period', DESKTOP_ONLY, async ({ page }, testInfo) => {
  const { member, token, api } = await newShopper(page, testInfo, { points: 3000, memo: '포인트 e2e 지급', coupons: [] });
  const { ordNo } = await orderMovedTo('DELIVERED', api, token, await deliveryAddress(api, token, member.custNm), await buyableOption(api), 1, 1000);
  const confirmed = await memberCall<{ earnPt: number; message: string }>(api, token, '/or/order/v1/confirmPurchase', { ordNo });
  expect(confirmed.earnPt).toBeGreaterThan(0);
  expect(confirmed.message).toBe(`구매확정되었습니다. 뷰티포인트 ${formatNumber(confirmed.earnPt)}P가 적립되었습니다.`);

  await page.goto('/kr/ko/cu/mypage/beauty-point');
  const summary = page.getByRole('region', { name: '뷰티포인트 요약' });
  await expect(summary).toContainText(`사용 가능 포인트${formatNumber(2000 + confirmed.earnPt)}P`);
  await expect(summary).toContainText('30일 이내 소멸 예정0P');
  const lines = page.getByRole('list', { name: '포인트 내역' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.nth(0)).toContainText('구매 적립');
  await expect(lines.nth(0)).toContainText(`+${formatNumber(confirmed.earnPt)}P`);
  await expect(lines.nth(0)).toContainText(`주문번호 ${ordNo}`);
  await expect(lines.nth(0)).toContainText('소멸 예정');
  await expect(lines.nth(1)).toContainText('주문 사용');
  await expect(lines.nth(1)).toContainText('−1,000P');
  await expect(lines.nth(2)).toContainText('포인트 지급');
  await expect(lines.nth(2)).toContainText('포인트 e2e 지급');

  await page.getByRole('group', { name: '포인트 구분' }).getByRole('button', { name: '사용' }).click();
  await expect(lines).toHaveCount(1);
  await expect(lines.first()).toContainText('주문 사용');
  await page.getByRole('group', { name: '포인트 구분' }).getByRole('button', { name: '전체' }).click();
  await expect(lines).toHaveCount(3);

  // A custom range: over a year, or starting after its end, is refused and the list stays.
  await page.getByRole('button', { name: '직접입력' }).click();
  await page.getByLabel('조회 시작일').fill('2024-01-01');
  await page.getByLabel('조회 종료일').fill('2025-06-30');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '조회 기간은 최대 1년까지 선택할 수 있습니다.' })).toBeVisible();
  await expect(lines).toHaveCount(3);
  await page.getByLabel('조회 시작일').fill('2025-06-30');
  await page.getByLabel('조회 종료일').fill('2025-06-01');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '조회 시작일은 종료일보다 늦을 수 없습니다.' })).toBeVisible();
  await page.getByLabel('조회 시작일').fill('2025-01-01');
  await page.getByLabel('조회 종료일').fill('2025-06-30');
  await page.getByRole('button', { name: '조회', exact: true }).click();
  await expect(page.getByText('조회 기간 내 포인트 내역이 없습니다')).toBeVisible();
});
