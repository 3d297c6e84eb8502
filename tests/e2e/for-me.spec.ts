/**
 * 포미 추천 as a shopper meets it: a guest is asked to log in; a member sees recommendations for
 * their age, picks a skin type, and the list follows it (and remembers it on the next visit).
 */
import { expect, test } from './support/fixtures';
import { joinByApi, newMember } from './support/members';

test('a guest is asked to log in', async ({ page }) => {
  await page.goto('/kr/ko/dp/for-me');
  await expect(page.getByRole('link', { name: '로그인하고 추천 받기' })).toBeVisible();
  await expect(page.getByRole('list', { name: '추천 상품' })).toBeHidden();
});

test('a member picks a skin type and gets products for it, remembered on the next visit', async ({ page }, testInfo) => {
  // Joining logs the new member in (the page's context shares the cookies).
  await joinByApi(page.request, newMember(testInfo));
  await page.goto('/kr/ko/dp/for-me');
  await expect(page.getByRole('link', { name: '로그인하고 추천 받기' })).toBeHidden();

  const status = page.getByRole('status');
  await expect(status).toContainText('피부 타입을 고르면 더 꼭 맞게 추천해 드립니다.');
  const products = page.getByRole('list', { name: '추천 상품' }).getByRole('listitem');
  await expect(products).toHaveCount(20);

  await page.getByRole('radio', { name: '지성' }).check();
  await expect(status).toHaveText(/지성 피부 고객님을 위한 추천 상품 20개$/);
  await expect(products.first().getByRole('link')).toHaveAttribute('href', /\/kr\/ko\/dp\/product\//);

  await page.reload();
  await expect(page.getByRole('radio', { name: '지성' })).toBeChecked();
  await expect(status).toHaveText(/지성 피부 고객님을 위한 추천 상품 20개$/);
});
