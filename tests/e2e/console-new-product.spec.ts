/**
 * A new product from the console's own form, as the content team makes one: with no build in
 * between, its page, its category's list, search and the sitemap show it; a rename reaches the page
 * and the list within the minute catalog pages promise (docs/decisions/039-catalog-pages-drawn-at-the-edge.md),
 * and 판매중지 takes it out of the list and search. Desktop only, like the rest of the console.
 */
import type { Page } from '@playwright/test';
import { productListUrl, productPath } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import { DISCLOSURE_FIELDS } from '#shared/schemas/catalog-disclosure-fields';
import { consoleLogin } from './support/console';
import { expect, test } from './support/fixtures';
import { ops } from './support/ops';
import { flipSaleStop, LIVE_WITHIN, searchShows, sitemapProductUrls } from './support/storefront';
import { DESKTOP_ONLY } from './support/one-layout';

/** What the form's disclosure asks for (상품정보 제공고시), by its labels. */
const DISCLOSURE: Record<keyof typeof DISCLOSURE_FIELDS, string> = {
  capacity: '50ml',
  skinType: '모든 피부',
  expiryInfo: '제조일로부터 24개월',
  usageInfo: '세안 후 적당량을 펴 바릅니다.',
  manufacturer: '(주)녹차',
  originCountry: '대한민국',
  ingredients: '정제수, 녹차잎추출물, 글리세린',
  functionalInfo: '해당 없음',
  caution: '눈에 들어가지 않게 하세요.',
  qualityStd: '소비자분쟁해결기준에 따릅니다.',
  csPhone: '080-000-0000',
};

/** A form field by its label alone: a required field's label ends with an asterisk. */
const labelled = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}( \\*)?$`);

/** Picks `choice` in one of the form's drop-downs. */
async function pick(page: Page, label: string, choice: string): Promise<void> {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
}

/** Opens `url` and tells whether its product cards show one named exactly `prdNm`. */
async function listShows(page: Page, url: string, prdNm: string): Promise<boolean> {
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.locator('.pcard').first()).toBeVisible();
  return (await page.locator('.pcard__name').getByText(prdNm, { exact: true }).count()) > 0;
}

test(
  'the content team creates a product in the console; its page, list, search and the sitemap show it without a build',
  DESKTOP_ONLY,
  async ({ page, request }) => {
    test.setTimeout(300_000);
    const choices = (await ops(request, 'catalog/choices/get', {})) as {
      brands: { code: string; name: string }[];
      subcategories: { code: string; name: string }[];
    };
    // Not the brand and subcategory the other product-making specs use, so their products never crowd its list.
    const brand = choices.brands.at(-1)!;
    const subcategory = choices.subcategories[1];
    const [catNm, subCatNm] = subcategory.name.split(' > ');
    const productCode = `E2E${Date.now().toString(36).toUpperCase()}`;
    // 새벽이슬 is in no seeded product's name, so search finds this one by it.
    const word = '새벽이슬';
    const prdNm = `${word} 녹차 수분 젤 ${productCode}`;
    const renamed = `${word} 녹차 수분 젤 리뉴얼 ${productCode}`;
    const path = productPath(productCode);
    // Newest first, so the new product is on the first page however large the subcategory.
    const listUrl = productListUrl({ catNm, subCatNm, sort: 'newest' });
    const shop = await page.context().newPage();

    try {
      await consoleLogin(page, 'content');

      await test.step('the content team fills 상품 등록 and saves', async () => {
        await page.getByRole('menuitem', { name: '상품', exact: true }).click();
        await page.getByRole('link', { name: '상품 등록' }).click();
        await expect(page.getByRole('heading', { name: '상품 등록' })).toBeVisible();
        await page.getByRole('textbox', { name: labelled('상품명') }).fill(prdNm);
        await page.getByRole('textbox', { name: '상품 코드' }).fill(productCode);
        await pick(page, '브랜드', `${brand.name} (${brand.code})`);
        await pick(page, '카테고리', subcategory.name);
        await page.getByRole('textbox', { name: labelled('요약') }).fill('아침 이슬처럼 가볍게 스며드는 수분 젤');
        await page.getByRole('textbox', { name: labelled('설명') }).fill('녹차잎 추출물이 하루 종일 촉촉하게 지켜 줍니다.');
        await page.getByRole('spinbutton', { name: labelled('정가(원)') }).fill('28000');
        await page.getByRole('spinbutton', { name: labelled('판매가(원)') }).fill('23000');
        for (const [source, [label]] of Object.entries(DISCLOSURE_FIELDS)) {
          await page.getByRole('textbox', { name: labelled(label) }).fill(DISCLOSURE[source as keyof typeof DISCLOSURE_FIELDS]);
        }
        await page.getByRole('button', { name: '저장', exact: true }).click();
        await expect(page.getByText('저장했습니다. 1분 안에 모든 페이지에 반영됩니다.')).toBeVisible({ timeout: 15_000 });
        // Saved, the console opens the new product with everything the form was given.
        await expect(page.getByRole('heading', { name: '상품 수정' })).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('textbox', { name: labelled('상품명') })).toHaveValue(prdNm);
        await expect(page.getByRole('textbox', { name: labelled('전성분') })).toHaveValue(DISCLOSURE.ingredients);
        // Its one option has no stock, so no spec that buys what it finds can buy this product.
        const options = page.getByRole('table', { name: '옵션 목록' });
        await expect(options.getByRole('row')).toHaveCount(2);
        await expect(options.getByRole('row').nth(1)).toContainText('단품');
        await expect(options.getByRole('row').nth(1).getByRole('cell').last()).toHaveText('0');
      });

      await test.step('its product page shows its name, brand and price at once', async () => {
        const response = await shop.goto(path);
        expect(response?.status()).toBe(200);
        await expect(shop.getByRole('heading', { name: prdNm, exact: true })).toBeVisible();
        await expect(shop.locator('.pd__brand')).toHaveText(brand.name);
        await expect(shop.locator('.pd__price .price__sale')).toHaveText(formatWon(23000));
      });

      await test.step('its category list shows its card', async () => {
        await expect.poll(() => listShows(shop, listUrl, prdNm), LIVE_WITHIN).toBe(true);
        const card = shop.locator('.pcard').filter({ hasText: prdNm });
        await expect(card.locator('.pcard__brand')).toHaveText(brand.name);
        await expect(card.locator('[data-live-field="saleAmt"]')).toHaveText(formatWon(23000));
      });

      await test.step(`search finds it by ${word}`, async () => {
        // A search page is kept per catalog generation, as a list is: the new product moved it on.
        await expect.poll(() => searchShows(shop, word, productCode), LIVE_WITHIN).toBe(true);
        await expect(shop.locator('#search-results .pcard__name').getByText(prdNm, { exact: true })).toBeVisible();
      });

      await test.step('the sitemap lists its page', async () => {
        await expect.poll(async () => (await sitemapProductUrls(request)).includes(path), LIVE_WITHIN).toBe(true);
      });

      await test.step('renamed in the console, its page and list show the new name within a minute', async () => {
        const name = page.getByRole('textbox', { name: labelled('상품명') });
        await name.fill(renamed);
        await page.getByRole('button', { name: '저장', exact: true }).click();
        await expect(page.getByText('저장했습니다. 1분 안에 모든 페이지에 반영됩니다.')).toBeVisible({ timeout: 15_000 });
        await expect(async () => {
          await shop.goto(path);
          await expect(shop.getByRole('heading', { name: renamed, exact: true })).toBeVisible({ timeout: 1_000 });
        }).toPass({ timeout: 60_000 });
        await expect.poll(() => listShows(shop, listUrl, renamed), LIVE_WITHIN).toBe(true);
        expect(await listShows(shop, listUrl, prdNm)).toBe(false);
        const renamedInSearch = async () =>
          (await searchShows(shop, word, productCode)) && (await shop.locator('#search-results .pcard__name').getByText(renamed, { exact: true }).count()) > 0;
        await expect.poll(renamedInSearch, LIVE_WITHIN).toBe(true);
      });

      await test.step('판매중지 in the console takes it out of the list and search', async () => {
        await expect(page.getByRole('switch', { name: '판매중지' })).not.toBeChecked();
        await flipSaleStop(page, '판매중지', /상품 목록·검색·사이트맵에서 곧바로 빠지고/);
        await expect(page.getByText('판매중지했습니다. 1분 안에 목록·검색·사이트맵에서 빠집니다.')).toBeVisible({ timeout: 15_000 });
        await expect(page.getByRole('switch', { name: '판매중지' })).toBeChecked();
        await expect.poll(() => listShows(shop, listUrl, renamed), LIVE_WITHIN).toBe(false);
        await expect.poll(() => searchShows(shop, word, productCode), LIVE_WITHIN).toBe(false);
      });
    } finally {
      // Left off sale whatever happened, so a run that stopped halfway leaves nothing a shopper meets.
      const found = (await ops(request, 'catalog/products/list', { keyword: productCode })) as { items: { inmPrdNo: string }[] };
      for (const { inmPrdNo } of found.items) await ops(request, 'catalog/products/sale-stop', { inmPrdNo, saleStopYn: 'Y' });
      await shop.close();
    }
  },
);
