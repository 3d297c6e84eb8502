/**
 * The operator's console on a phone: the long lists scroll sideways inside the page, so the page
 * itself stays as wide as the phone and the app bar keeps its buttons in reach.
 */
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { consoleLogin } from './support/console';

// The phone project is the phone (390 px wide); the desktop project has console.spec.ts.
test.skip(({ isMobile }) => !isMobile, 'a phone-size check');

test('an owner on a phone reads the product and customer lists without the page growing wider than the phone', async ({ page }) => {
  await consoleLogin(page, 'owner');
  for (const [item, column] of [
    ['상품', '상품명'],
    ['고객', '휴대폰'],
  ]) {
    await page
      .getByRole('button', { name: /메뉴|menu/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: item, exact: true }).click();
    await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: '새로고침' })).toBeInViewport();
    expect(await blockingViolations(page)).toEqual([]);
  }
});
