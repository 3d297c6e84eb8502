/**
 * The product page drawn at the edge (docs/decisions/039-catalog-pages-drawn-at-the-edge.md): a
 * product an operator creates shows at once with no build in between, a rename shows within the
 * page cache's window, and a product taken off sale (판매중지) answers 410 with a screen saying so.
 */
import { productPath } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import { d1Execute, sqlText } from './support/d1';
import { expect, test } from './support/fixtures';
import { ops } from './support/ops';
import { PHONE_ONLY } from './support/one-layout';

const DISCLOSURE = {
  capacity: '50ml',
  skinType: '모든 피부',
  expiryInfo: '제조일로부터 24개월',
  usageInfo: '세안 후 적당량을 바릅니다.',
  manufacturer: '(주)녹차',
  originCountry: '대한민국',
  ingredients: '정제수, 녹차추출물',
  functionalInfo: '해당 없음',
  caution: '눈에 들어가지 않게 하세요.',
  qualityStd: '소비자분쟁해결기준',
  csPhone: '080-000-0000',
};

test(
  'a product made through the operator API shows at once, its new name within the cache window, and 판매중지 as a 410 screen',
  PHONE_ONLY,
  async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const choices = (await ops(request, 'catalog/choices/get', {})) as { brands: { code: string }[]; subcategories: { code: string; name: string }[] };
    const subcategory = choices.subcategories[0];
    const subCatNm = subcategory.name.split(' > ').at(-1)!;
    const productCode = `PE${testInfo.project.name === 'phone' ? 'M' : 'D'}${Date.now().toString(36).toUpperCase()}`;
    const fields = {
      productCode,
      prdNm: `엣지 녹차 세럼 ${productCode}`,
      brandCd: choices.brands[0].code,
      subCatId: Number(subcategory.code),
      summary: '가볍게 스며드는 녹차 세럼',
      description: '빌드 없이 바로 보이는 상품입니다.',
      cnsmAmt: 30000,
      saleAmt: 24000,
      ...DISCLOSURE,
    };
    const created = (await ops(request, 'catalog/products/save', fields)) as { inmPrdNo: string };

    await test.step('the new product’s page shows its name and price with no build in between', async () => {
      const response = await page.goto(productPath(productCode));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { name: fields.prdNm })).toBeVisible();
      await expect(page.locator('.pd__price .price__sale')).toHaveText(formatWon(24000));
      // Its drawn image comes from D1 through the worker, not from the build.
      const image = page.getByRole('img', { name: `${fields.prdNm} 대표 이미지` }).first();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
    });

    await test.step('a new name shows within the cache window', async () => {
      const renamed = `${fields.prdNm} 리뉴얼`;
      await ops(request, 'catalog/products/save', { ...fields, productCode: undefined, inmPrdNo: created.inmPrdNo, prdNm: renamed });
      await expect(async () => {
        await page.reload();
        await expect(page.getByRole('heading', { name: renamed })).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      // A name too long for the breadcrumb stays on its one line (cut with an ellipsis), not alone on a second.
      const trail = page.getByRole('navigation', { name: '현재 위치' });
      await expect(trail.getByRole('link', { name: renamed })).toHaveAttribute('aria-current', 'page');
      expect((await trail.boundingBox())!.height).toBeLessThan(48);
    });

    await test.step('판매중지 turns the page into a 410 screen that says so and leads on', async () => {
      await d1Execute(`UPDATE products SET sale_stop_yn = 'Y' WHERE product_code = ${sqlText(productCode)}`);
      await expect(async () => expect((await request.get(productPath(productCode))).status()).toBe(410)).toPass({ timeout: 30_000 });
      const response = await page.goto(productPath(productCode));
      expect(response?.status()).toBe(410);
      await expect(page.getByRole('heading', { name: '판매가 중지된 상품입니다' })).toBeVisible();
      await expect(page.getByText(`${fields.prdNm} 리뉴얼`)).toBeVisible();
      await expect(page.getByRole('button', { name: '바로구매' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: `${subCatNm} 상품 보기` })).toBeVisible();
      await page.getByRole('link', { name: '홈으로' }).click();
      await expect(page).toHaveURL(/\/kr\/ko$/);
    });
  },
);
