/**
 * Real-user speed (docs/operator-speed.md): a shopper's browser measures the page it leaves and sends it to
 * the worker with the token the worker signed into that page (ADR 036), and the owner reads it per
 * page type in the console's 체감 속도 and, per day, its 추이. Shoppers in the specs running beside this one send their
 * page views too, so the test compares counts, never totals.
 * Desktop only: the console is a back office used at a desk.
 */
import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { consoleLogin } from './support/console';
import { expect, test } from './support/fixtures';
import { DESKTOP_ONLY } from './support/one-layout';

/** The 라이브 목록 row's sample count on the owner's screen (0 while the page type has none). */
async function liveListSamples(owner: Page): Promise<number> {
  await owner.reload();
  const loaded = owner.getByRole('table', { name: '페이지 유형별 체감 속도' }).or(owner.getByText('이 기간에 모인 측정값이 없습니다.'));
  await expect(loaded).toBeVisible({ timeout: 15_000 });
  const row = owner.getByRole('row', { name: /^라이브 목록/ });
  if ((await row.count()) === 0) return 0;
  return Number((await row.getByRole('cell').first().textContent())!.replace(/,/g, ''));
}

test('a shopper’s page view reaches the owner’s 체감 속도 screen with its page type, count and values', DESKTOP_ONLY, async ({ page, browser }) => {
  test.setTimeout(120_000);
  const owner = await (await browser.newContext()).newPage();
  let before = 0;
  await test.step('the owner opens 체감 속도 from the menu', async () => {
    await consoleLogin(owner, 'owner');
    await owner.getByRole('menuitem', { name: '체감 속도' }).click();
    await expect(owner.getByRole('group', { name: '기간' }).getByRole('button', { name: '최근 7일' })).toHaveAttribute('aria-pressed', 'true');
    before = await liveListSamples(owner);
  });

  await test.step('a shopper reads the live list, taps it, and leaves for the main page', async () => {
    await page.goto('/kr/ko/dp/live');
    // The worker signed this view's token into the page; the beacon hands it back, or is refused.
    await expect(page.locator('html')).toHaveAttribute('data-rum-token', /^LIVE_LIST\.\d+\.[\w-]+\.[0-9a-f]{32}$/);
    // The collector is its own chunk, fetched once the page is idle: wait until it is in.
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((entry) => /\/rum-collector\.[\w-]+\.js$/.test(entry.name)));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    // A tap: the first input, which INP always counts.
    await page.getByRole('heading', { level: 1 }).first().click();
    // Leaving sends the beacon (Playwright does not report a beacon sent as the page unloads).
    await page.goto('/kr/ko');
  });

  await test.step('the owner sees it counted, with LCP, INP and CLS rated', async () => {
    await expect.poll(() => liveListSamples(owner), { timeout: 30_000 }).toBeGreaterThan(before);
    const row = owner.getByRole('row', { name: /^라이브 목록/ });
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText(/^(\d+ms|\d+\.\d초) · (좋음|개선 필요|나쁨)$/);
    await expect(cells.nth(2)).toHaveText(/^(\d+ms|\d+\.\d초) · (좋음|개선 필요|나쁨)$/);
    await expect(cells.nth(3)).toHaveText(/^\d\.\d\d · (좋음|개선 필요|나쁨)$/);
    expect(await blockingViolations(owner)).toEqual([]);
    const window = owner.getByRole('group', { name: '기간', exact: true });
    await window.getByRole('button', { name: '최근 28일' }).click();
    await expect(window.getByRole('button', { name: '최근 28일' })).toHaveAttribute('aria-pressed', 'true');
    await expect(owner.getByRole('row', { name: /^라이브 목록/ })).toBeVisible();
  });

  await test.step('체감 속도 추이 has today’s 라이브 목록 as its last day', async () => {
    await owner.getByRole('combobox', { name: '페이지 유형' }).click();
    await owner.getByRole('option', { name: '라이브 목록' }).click();
    const today = new Date(Date.now() + 9 * 60 * 60 * 1000);
    const days = owner.getByRole('table', { name: '라이브 목록 날짜별 체감 속도' }).locator('tbody tr');
    await expect(days.last()).toContainText(`${today.getUTCMonth() + 1}/${today.getUTCDate()}(`);
    await expect(owner.getByRole('figure')).toContainText('라이브 목록 LCP 75번째 백분위수');
  });
});
