/**
 * The product lists are drawn by the worker from D1 (docs/decisions/039-catalog-pages-drawn-at-the-edge.md):
 * a product the content team creates through the operator API is in its category's list with no
 * build, and a price change shows there within the edge copy's window (a minute at most).
 * Desktop only: one product is enough, and the operator API is the console's.
 */
import { formatWon } from '#shared/format';
import { productListUrl } from '#shared/catalog/paths';
import { expect, test } from './support/fixtures';
import { DESKTOP_ONLY } from './support/one-layout';

const OPS_KEY = { 'X-Operator-Key': 'nokcha-local-operator-key' };

const DISCLOSURE = {
  capacity: '100ml',
  skinType: '모든 피부',
  expiryInfo: '제조일로부터 24개월',
  usageInfo: '얼굴에 뿌립니다.',
  manufacturer: '(주)녹차',
  originCountry: '대한민국',
  ingredients: '정제수',
  functionalInfo: '해당 없음',
  caution: '눈에 들어가지 않게',
  qualityStd: '소비자분쟁해결기준',
  csPhone: '080-000-0000',
};

test('a product created through the operator API is listed with no build, and its new price shows there', DESKTOP_ONLY, async ({ page, request }) => {
  test.setTimeout(120_000);
  const choices = (await (await request.post('/ops/v1/catalog/choices/get', { headers: OPS_KEY, data: {} })).json()) as {
    data: { brands: { code: string }[]; subcategories: { code: string; name: string }[] };
  };
  const sub = choices.data.subcategories.at(-1)!;
  const [catNm, subCatNm] = sub.name.split(' > ');
  const prdNm = `E2E 목록 미스트 ${Date.now().toString(36)}`;
  const created = await request.post('/ops/v1/catalog/products/save', {
    headers: OPS_KEY,
    data: {
      prdNm,
      brandCd: choices.data.brands[0].code,
      subCatId: Number(sub.code),
      summary: '가볍게 뿌리는 미스트',
      description: '목록에 바로 보이는지 확인하는 상품',
      cnsmAmt: 15000,
      saleAmt: 12000,
      ...DISCLOSURE,
    },
  });
  expect(created.ok()).toBe(true);
  const product = ((await created.json()) as { data: Record<string, unknown> & { inmPrdNo: string } }).data;
  // Newest first, so the new product is on the first page however large the subcategory.
  const listUrl = productListUrl({ catNm, subCatNm, sort: 'newest' });
  const card = page.locator('.pcard').filter({ hasText: prdNm });

  await test.step('the new product is in its list without a build', async () => {
    await expect(async () => {
      await page.goto(listUrl);
      await expect(card).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.locator('[data-live-field="saleAmt"]')).toHaveText(formatWon(12000));
  });

  await test.step('a new price shows on the list within the edge copy’s window', async () => {
    const saved = await request.post('/ops/v1/catalog/products/save', { headers: OPS_KEY, data: { ...product, saleAmt: 9900 } });
    expect(saved.ok()).toBe(true);
    await expect(async () => {
      await page.goto(listUrl);
      await expect(card.locator('[data-live-field="saleAmt"]')).toHaveText(formatWon(9900), { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(card.locator('[data-live-field="dcRate"]')).toHaveText('34%');
  });
});
