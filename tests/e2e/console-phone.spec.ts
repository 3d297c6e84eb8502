/**
 * The operator's console on a phone: the long lists scroll sideways inside the page, so the page
 * itself stays as wide as the phone and the app bar keeps its buttons in reach; forms and record
 * pages keep every field, table and button whole and reachable above the fixed save bar.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { CONSOLE_URL, consoleLogin } from './support/console';
import { buyableOption, deliveryAddress, orderMovedTo } from './support/orders';
import { newShopper } from './support/shopper';
import { PHONE_ONLY } from './support/one-layout';
import { fitsThePhone } from './support/phone-fit';

// The phone project is the phone (390 px wide); the desktop project has console.spec.ts.

/** How many lines a cell's text takes on screen. */
function textLines(cell: Locator): Promise<number> {
  return cell.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
  });
}

test('an owner on a phone reads the product and customer lists without the page growing wider than the phone', PHONE_ONLY, async ({ page }) => {
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
    // The page's title is its one h1, for screen readers' heading navigation.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expect(page.getByRole('button', { name: '새로고침' })).toBeInViewport();
    expect(await blockingViolations(page)).toEqual([]);
  }
});

// The catalog's own team; another operator than the other tests', so their logins never meet in
// one 30-second code step (a refused login waits for the next one, hence the longer timeout).
test('the content team on a phone fills in a new product and changes one, every field and button whole and in reach', PHONE_ONLY, async ({ page }) => {
  test.setTimeout(90_000);
  await consoleLogin(page, 'content');
  const save = page.getByRole('button', { name: '저장', exact: true });

  await test.step('the new product form keeps its labels whole and its save button on screen', async () => {
    await page.goto(`${CONSOLE_URL}/products/create`);
    await expect(page.getByRole('spinbutton', { name: /^판매가\(원\)/ })).toBeVisible();
    await expect(page.getByRole('combobox', { name: /^브랜드/ })).toBeVisible();
    await fitsThePhone(page);
    await expect(save).toBeInViewport();
  });

  await test.step('a product’s page scrolls its options table inside its card, and the save bar covers no button', async () => {
    await page.goto(`${CONSOLE_URL}/products`);
    await page.getByRole('row').nth(1).click();
    await expect(page.getByRole('table', { name: '옵션 목록' })).toBeVisible({ timeout: 15_000 });
    await fitsThePhone(page);
    await expect(save).toBeInViewport();
    // The last button of the page, scrolled to the bottom: it must take the tap, not the save bar,
    // and the tap opens the file picker (closed again without a file: the product stays as it is).
    const picker = page.waitForEvent('filechooser', { timeout: 5_000 });
    await page.getByRole('button', { name: /^이미지 올리기/ }).click({ timeout: 5_000 });
    expect((await picker).isMultiple()).toBe(false);
  });
});

test('customer service on a phone opens an order and its customer, each page as wide as the phone', PHONE_ONLY, async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const shopper = await newShopper(page, testInfo, { points: 10, memo: '콘솔 휴대폰 e2e', coupons: [] });
  const address = await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm);
  const { ordNo } = await orderMovedTo('PAID', shopper.api, shopper.token, address, await buyableOption(shopper.api), 1);
  await consoleLogin(page, 'csteam');

  // The order list reads as a list on a phone: each order's number, status, buyer, amount and day in view.
  await page.goto(`${CONSOLE_URL}/orders?filter=${encodeURIComponent(JSON.stringify({ q: ordNo }))}`);
  const row = page.getByRole('link').filter({ hasText: ordNo });
  await expect(row).toBeVisible({ timeout: 15_000 });
  for (const text of [ordNo, '결제완료', shopper.member.custNm, /[\d,]+원 · \d{4}년/]) await expect(row.getByText(text).first()).toBeInViewport();
  await fitsThePhone(page);

  await row.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${ordNo}/show$`));
  const lines = page.getByRole('table', { name: '주문 상품' });
  await expect(lines).toBeVisible({ timeout: 15_000 });
  await fitsThePhone(page);
  // Its lines read without scrolling sideways: a long product name wraps within the card, whole in
  // view, while each number and price keeps to one line.
  expect(await lines.evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth)).toBeLessThanOrEqual(0);
  const line = lines.getByRole('row').nth(1);
  for (const cell of await line.getByRole('cell').all()) await expect(cell).toBeInViewport({ ratio: 1 });
  expect(await Promise.all((await line.getByRole('cell').all()).slice(1).map(textLines))).toEqual([1, 1, 1]);
  await page.getByRole('button', { name: '주문 취소' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: '주문 취소' })).toBeInViewport();

  await page.getByRole('link', { name: shopper.member.custNm }).click();
  await expect(page.getByRole('region', { name: '회원 정보' })).toContainText(String(shopper.incsNo), { timeout: 15_000 });
  await fitsThePhone(page);
});
