/**
 * The owner's reports in the console (docs/decisions/057-owner-reports-queried-live.md): 매출 리포트
 * switched between periods and groupings, its CSV holding exactly the table's figures, 베스트 상품
 * linking to a product, and 매출 kept from the content team. The screens are the same markup on a
 * phone, which routes.spec.ts opens, so the journey runs on a desktop only and narrows its window
 * to a phone's once to see the reports keep to that width.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { CONSOLE_URL, consoleLogin } from './support/console';
import { expect, test } from './support/fixtures';
import { DESKTOP_ONLY } from './support/one-layout';
import { fitsThePhone } from './support/phone-fit';
import { buyableOption, deliveryAddress, orderMovedTo } from './support/orders';
import { newShopper } from './support/shopper';

/** `12,500원`, `3건`, `1명` → 12500, 3, 1. */
const numberOf = (text: string) => Number(text.replace(/[^\d-]/g, ''));

/** The table's body rows as their cells' text. */
async function rowsOf(table: Locator): Promise<string[][]> {
  const rows = table.locator('tbody tr');
  const cells: string[][] = [];
  for (let index = 0; index < (await rows.count()); index += 1) cells.push(await rows.nth(index).locator('th, td').allInnerTexts());
  return cells;
}

/** The CSV the screen hands over, as rows of cells (no cell of this file is quoted). */
async function downloadedCsv(page: Page): Promise<string[][]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV 내려받기' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^매출리포트_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}_주별\.csv$/);
  const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  return text
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));
}

test('the owner switches 매출 리포트 and downloads its table; the content team does not see 매출', DESKTOP_ONLY, async ({ page, browser }, testInfo) => {
  test.setTimeout(180_000);
  const shopper = await newShopper(page, testInfo, { points: 10, memo: '매출 리포트 e2e', coupons: [] });
  const address = await deliveryAddress(shopper.api, shopper.token, shopper.member.custNm);
  const paid = await orderMovedTo('PAID', shopper.api, shopper.token, address, await buyableOption(shopper.api), 2);

  const owner = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await consoleLogin(owner, 'owner');
  await test.step('오늘 shows the last 14 days’ 결제 금액 in words beside its chart', async () => {
    await expect(owner.getByRole('region', { name: '최근 14일 결제 금액' })).toContainText(/합계 [\d,]+원, 하루 평균/);
  });

  const table = owner.getByRole('table', { name: '기간별 매출' });
  await test.step('매출 리포트 opens on the last 30 days by day, today’s payment in its last day', async () => {
    await owner.getByRole('menuitem', { name: '매출 리포트' }).click();
    await expect(owner.getByRole('heading', { level: 1 })).toHaveText('매출 리포트');
    await expect(table.locator('tbody tr')).toHaveCount(31);
    const rows = await rowsOf(table);
    expect(numberOf(rows[29][2])).toBeGreaterThanOrEqual(paid.payAmt);
    expect(rows[30][0]).toBe('합계');
  });

  await test.step('the last 7 days by week: Monday-to-Sunday rows and a CSV of exactly the table', async () => {
    await owner.getByRole('button', { name: '최근 7일' }).click();
    await expect(table.locator('tbody tr')).toHaveCount(8);
    await owner.getByRole('button', { name: '주별' }).click();
    await expect(table.locator('tbody tr').first()).toContainText('~');
    const rows = await rowsOf(table);
    expect(rows.at(-1)![0]).toBe('합계');
    expect(await blockingViolations(owner)).toEqual([]);

    const csv = await downloadedCsv(owner);
    expect(csv[0]).toEqual(['기간', '주문 수(건)', '결제 금액(원)', '취소·환불 금액(원)', '순매출(원)', '객단가(원)', '신규 회원(명)']);
    expect(csv.slice(1)).toEqual(rows.map(([label, ...cells]) => [label, ...cells.map((cell) => String(numberOf(cell)))]));
  });

  await test.step('베스트 상품 links each product to its page in the console', async () => {
    await owner.getByRole('menuitem', { name: '베스트 상품' }).click();
    const best = owner.getByRole('table', { name: '순매출 상위 20' });
    await expect(best.getByRole('link').first()).toHaveAttribute('href', /^\/ops\/console\/products\/\d+$/);
    expect(await blockingViolations(owner)).toEqual([]);
  });

  await test.step('on a phone 베스트 상품 shows every figure of a row, and 기간 선택 keeps 조회 on the card', async () => {
    // Opened afresh: narrowed in place, the console keeps its menu open over the page.
    await owner.setViewportSize({ width: 390, height: 844 });
    await owner.goto(`${CONSOLE_URL}/best-products`);
    const cells = owner.getByRole('table', { name: '순매출 상위 20' }).getByRole('row').nth(1).locator('th, td');
    await expect(cells).toHaveCount(5);
    for (const cell of await cells.all()) await expect(cell).toBeInViewport({ ratio: 1 });
    await fitsThePhone(owner);
    await owner.goto(`${CONSOLE_URL}/sales-report`);
    await owner.getByRole('button', { name: '기간 선택' }).click();
    await expect(owner.getByRole('button', { name: '조회' })).toBeInViewport({ ratio: 1 });
    await expect(table).toBeVisible();
    await fitsThePhone(owner);
  });

  const content = await (await browser.newContext()).newPage();
  await test.step('the content team has no 매출 in the menu or behind its address, and the API refuses them', async () => {
    await consoleLogin(content, 'content');
    await expect(content.getByRole('menuitem', { name: '체감 속도' })).toBeVisible();
    await expect(content.getByRole('menuitem', { name: '매출 리포트' })).toHaveCount(0);
    await expect(content.getByRole('menuitem', { name: '베스트 상품' })).toHaveCount(0);
    await expect(content.getByRole('region', { name: '최근 14일 결제 금액' })).toHaveCount(0);
    await content.goto(`${CONSOLE_URL}/sales-report`);
    await expect(content.getByRole('table', { name: '기간별 매출' })).toHaveCount(0);
    const refused = await content.request.post('/ops/v1/reports/sales', { headers: { 'X-Ops-Console': '1' }, data: { days: 7 } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'OPERATOR_FORBIDDEN' });
  });
});
