/**
 * 판매중지 from the console (docs/operator-catalog.md): the content team takes a product off sale
 * on its page, after a confirmation; it leaves search and the sitemap, a cart refuses it with a
 * Korean message, and clearing it brings it back. The console no longer offers 다시 빌드: a change
 * is live within a minute (docs/decisions/039-catalog-pages-drawn-at-the-edge.md). Desktop only,
 * like the rest of the console.
 */
import type { APIRequestContext } from '@playwright/test';
import { consoleLogin, filterList } from './support/console';
import { expect, test } from './support/fixtures';
import { buyableProduct } from './support/orders';
import { flipSaleStop, LIVE_WITHIN, searchShows, sitemapProductUrls } from './support/storefront';
import { DESKTOP_ONLY } from './support/one-layout';

const OPS_KEY = { 'X-Operator-Key': 'nokcha-local-operator-key' };

async function addToCart(request: APIRequestContext, inmOptnPrdNo: string) {
  const answer = await request.post('/api/or/cart/v1/addCartLine', { data: { sessId: crypto.randomUUID(), inmOptnPrdNo, qty: 1 } });
  return { status: answer.status(), body: (await answer.json()) as { code?: string; message?: string } };
}

test('the content team takes a product off sale and back: search, the sitemap and the cart follow', DESKTOP_ONLY, async ({ page, request }) => {
  test.setTimeout(240_000);
  // Far down the list, so no spec that buys the first buyable products meets it off sale.
  const { productCode, inmOptnPrdNo } = await buyableProduct(request, 16);
  const found = (await (await request.post('/ops/v1/catalog/products/list', { headers: OPS_KEY, data: { keyword: productCode } })).json()) as {
    data: { items: { inmPrdNo: string; prdNm: string }[] };
  };
  const { inmPrdNo, prdNm } = found.data.items[0];
  const productPath = `/kr/ko/dp/product/${productCode}`;
  const shop = await page.context().newPage();

  try {
    await test.step('on sale: searched, in the sitemap', async () => {
      await expect.poll(() => searchShows(shop, prdNm, productCode), LIVE_WITHIN).toBe(true);
      expect(await sitemapProductUrls(request)).toContain(productPath);
    });

    await consoleLogin(page, 'content');
    await test.step('the console offers no 다시 빌드', async () => {
      await expect(page.getByRole('menuitem', { name: '상품', exact: true })).toBeVisible();
      await expect(page.getByRole('menuitem', { name: '다시 빌드' })).toHaveCount(0);
    });

    await test.step('판매중지 on the product page, after a confirmation', async () => {
      await page.getByRole('menuitem', { name: '상품', exact: true }).click();
      await filterList(page.getByPlaceholder('상품명·브랜드·상품 코드'), productCode);
      await page.getByRole('row').filter({ hasText: productCode }).click();
      await expect(page.getByRole('switch', { name: '판매중지' })).not.toBeChecked({ timeout: 15_000 });
      await flipSaleStop(page, '판매중지', /상품 목록·검색·사이트맵에서 곧바로 빠지고/);
      await expect(page.getByText('판매중지했습니다. 1분 안에 목록·검색·사이트맵에서 빠집니다.')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('switch', { name: '판매중지' })).toBeChecked();
    });

    await test.step('gone from search and the sitemap; a cart refuses it in Korean', async () => {
      await expect.poll(() => searchShows(shop, prdNm, productCode), LIVE_WITHIN).toBe(false);
      await expect.poll(async () => (await sitemapProductUrls(request)).includes(productPath), LIVE_WITHIN).toBe(false);
      expect(await addToCart(request, inmOptnPrdNo)).toEqual({ status: 409, body: { code: 'PRODUCT_SALE_STOPPED', message: '판매가 중지된 상품입니다.' } });
    });

    await test.step('the list filters by 판매 상태 and marks it', async () => {
      await page.getByRole('menuitem', { name: '상품', exact: true }).click();
      await page.getByLabel('판매 상태').click();
      await page.getByRole('option', { name: '판매중지' }).click();
      // A chosen filter is applied after a pause: wait for it before opening a row.
      await expect.poll(() => decodeURIComponent(page.url())).toContain('"saleStopYn":"Y"');
      await expect(page.getByRole('row').filter({ hasText: productCode })).toContainText('판매중지', { timeout: 15_000 });
      await page.getByRole('row').filter({ hasText: productCode }).click();
      await expect(page.getByRole('heading', { name: '상품 수정' })).toBeVisible({ timeout: 15_000 });
    });

    await test.step('cleared: back in search and the sitemap, and in a cart', async () => {
      await flipSaleStop(page, '해제', /다시 보이고/);
      await expect(page.getByText('판매중지를 해제했습니다.', { exact: false })).toBeVisible({ timeout: 15_000 });
      await expect.poll(() => searchShows(shop, prdNm, productCode), LIVE_WITHIN).toBe(true);
      await expect.poll(async () => (await sitemapProductUrls(request)).includes(productPath), LIVE_WITHIN).toBe(true);
      expect((await addToCart(request, inmOptnPrdNo)).status).toBe(200);
    });
  } finally {
    await request.post('/ops/v1/catalog/products/sale-stop', { headers: OPS_KEY, data: { inmPrdNo, saleStopYn: 'N' } });
    await shop.close();
  }
});
