/**
 * What a shopper or a crawler finds of a product, for the specs where the content team changes the
 * catalog in the console: search's results, the sitemap's product URLs, and the product page's
 * 판매중지 switch that takes it out of both.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The worker learns of a catalog change within 10 s and draws again; a minute is the promise. */
export const LIVE_WITHIN = { timeout: 60_000, intervals: [1_000, 2_000, 5_000] };

/** Every product URL the sitemap lists, walked from its index as a crawler does. */
export async function sitemapProductUrls(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
  const index = await request.get('/sitemap.xml');
  expect(index.status()).toBe(200);
  const files = locs(await index.text()).filter((url) => url.includes('/sitemap-products-'));
  const pages = await Promise.all(files.map(async (url) => locs(await (await request.get(new URL(url).pathname)).text())));
  return pages.flat().map((url) => new URL(url).pathname);
}

/** Whether the search screen for `query` shows a result linking to `productCode`. */
export async function searchShows(page: Page, query: string, productCode: string): Promise<boolean> {
  await page.goto(`/kr/ko/dp/search?q=${encodeURIComponent(query)}`);
  await expect(
    page
      .locator('#search-results .pcard__name')
      .first()
      .or(page.getByText('검색 결과가 없습니다', { exact: false })),
  ).toBeVisible();
  return (await page.locator(`a[href$="/dp/product/${productCode}"]`).count()) > 0;
}

/** Flips the console product page's 판매중지 switch and confirms with `button`. */
export async function flipSaleStop(page: Page, button: '판매중지' | '해제', question: RegExp): Promise<void> {
  await page.getByRole('switch', { name: '판매중지' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(question);
  await dialog.getByRole('button', { name: button, exact: true }).click();
}
