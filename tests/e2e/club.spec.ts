/**
 * The green tea club's pages: grades with their criteria and benefits from D1 for a
 * guest, a member's own grade marked with what the next grade needs, the point rules from the
 * shop's settings, and the app membership page's barcode for a member.
 */
import { expect, test } from './support/fixtures';
import { newShopper } from './support/shopper';

test('a guest reads every grade with its criterion, earn rate and monthly coupon', async ({ page }) => {
  await page.goto('/kr/ko/cu/greentea-club-membership-info');
  const grades = page.getByRole('list', { name: '그린티클럽 등급' }).getByRole('listitem');
  await expect(grades).toHaveCount(4);
  await expect(grades.nth(0)).toContainText('새싹');
  await expect(grades.nth(0)).toContainText('가입 즉시');
  await expect(grades.nth(2)).toContainText('녹음');
  await expect(grades.nth(2)).toContainText('최근 6개월 구매 300,000원 이상');
  await expect(grades.nth(2)).toContainText('10% 할인 (30,000원 이상 구매 시)');
  await expect(page.getByText('로그인하면 나의 등급과 다음 등급까지 남은 금액을 볼 수 있습니다.')).toBeVisible();

  await page.goto('/kr/ko/cu/greentea-club-membership-beauty-point');
  await expect(page.getByRole('region', { name: '적립' })).toContainText('공병 수거: 확인된 공병 1개당 500P');
  await expect(page.getByRole('region', { name: '소멸' })).toContainText('적립일로부터 365일');
});

test('a member sees their grade marked and their barcode on the app membership page', async ({ page }, testInfo) => {
  await newShopper(page, testInfo, { points: 100, memo: '그린티클럽 e2e', coupons: [] });
  await page.goto('/kr/ko/cu/greentea-club-membership-info');
  const mine = page.getByRole('listitem').filter({ hasText: '나의 등급' });
  await expect(mine).toHaveCount(1);
  await expect(page.getByText('나의 등급은 새싹입니다. 최근 6개월 구매 금액은 0원입니다. 잎새 등급까지 100,000원 남았습니다.')).toBeVisible();

  await page.goto('/kr/ko/cu/greentea-club-membership-app');
  await expect(page.getByRole('img', { name: /^멤버십 바코드 9\d{3} \d{4} \d{4} \d{4}$/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Google Play에서 받기' })).toHaveAttribute('href', /play\.google\.com/);
});
