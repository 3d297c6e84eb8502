/**
 * Checkout through the real worker and the embedded test payment provider. A fresh
 * member, given points and coupons through the operator API, buys a product directly: checkout
 * asks for an address (added in the address book by search), the shopper chooses a coupon and
 * points, pays in the test window and sees the order complete with a `purchase` event. A failed
 * and a cancelled payment bring the shopper back with a message, leave no order and take no stock.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { productPath } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import { checkoutUrl } from '#shared/order/checkout-url';
import type { ProductOption as Option } from '#shared/schemas/display-calls';
import { expect, test } from './support/fixtures';
import { gatewayData, memberCall, saveSearchedAddress } from './support/orders';
import { addAddressAtCheckout, newShopper, type Shopper } from './support/shopper';
import { PHONE_ONLY } from './support/one-layout';

const FIXED_COUPON = '주문서 e2e 2,000원 할인';
const RATE_COUPON = '주문서 e2e 5% 할인';
const START_POINTS = 5000;
const USE_POINTS = 1000;

/** A new member with points and two coupons from the operator. */
function newCheckoutShopper(page: Page, testInfo: TestInfo): Promise<Shopper> {
  return newShopper(page, testInfo, {
    points: START_POINTS,
    memo: 'e2e 주문서',
    coupons: [
      { cpnNm: FIXED_COUPON, dcAmt: 2000, days: 7 },
      { cpnNm: RATE_COUPON, dcRate: 5, days: 7 },
    ],
  });
}

function call<T>(shopper: Shopper, path: string, body: object): Promise<T> {
  return memberCall<T>(shopper.api, shopper.token, path, body);
}

const display = <T>(api: APIRequestContext, verb: string, body: object) =>
  api.post(`/api/dp/display/product/v1/${verb}`, { data: body }).then((response) => gatewayData<T>(response));

/** A freely buyable product with an option in stock, priced so that the coupon and points fit. */
async function buyableOption(api: APIRequestContext, skip = 0): Promise<{ productCode: string; option: Option }> {
  const list = await display<{ items: { productCode: string }[] }>(api, 'getProductList', { catNm: '스킨케어', size: 60 });
  let found = 0;
  for (const card of list.items) {
    const product = await display<{ buyRule?: string; soldOutYn: string; options: Option[] }>(api, 'getProductDetail', { productCode: card.productCode });
    const option = product.options.find((candidate) => candidate.soldOutYn === 'N' && candidate.stock >= 20 && candidate.saleAmt >= 10000);
    if ((product.buyRule ?? 'ANY') === 'ANY' && product.soldOutYn === 'N' && option && (found += 1) > skip) return { productCode: card.productCode, option };
  }
  throw new Error('no buyable option in stock');
}

async function stockOf(api: APIRequestContext, productCode: string, inmOptnPrdNo: string): Promise<number> {
  const product = await display<{ options: Option[] }>(api, 'getProductDetail', { productCode });
  return product.options.find((option) => option.inmOptnPrdNo === inmOptnPrdNo)?.stock ?? -1;
}

/** Registers an address found by search through the address calls (for tests about payment only). */
async function seedAddress(shopper: Shopper): Promise<void> {
  await saveSearchedAddress(shopper.api, shopper.token, { addrNm: '우리집', rcptNm: shopper.member.custNm, mobile: shopper.member.mobile });
}

/** Each test and project buys its own option, so parallel runs never move each other's stock. */
const optionSlot = (testInfo: TestInfo, slot: number) => 8 + slot * 2 + (testInfo.project.name === 'phone' ? 0 : 1);

const payButton = (page: Page) => page.getByRole('button', { name: /결제하기$/ });

test('a member buys now with a coupon, points and a new address, pays and sees the order complete', async ({ page }, testInfo) => {
  const shopper = await newCheckoutShopper(page, testInfo);
  const { productCode, option } = await buyableOption(shopper.api, optionSlot(testInfo, 0));
  const stockBefore = await stockOf(shopper.api, productCode, option.inmOptnPrdNo);

  await page.goto(productPath(productCode));
  await page.getByRole('radio', { name: new RegExp(option.prdOptnNm.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).check();
  await page.getByRole('button', { name: '바로구매' }).click();
  await page.waitForURL(/\/kr\/ko\/or\/order\?src=BUY_NOW/);

  // No address yet: checkout asks for one and 결제하기 stays off.
  await expect(page.getByText('등록된 배송지가 없습니다. 배송지를 추가해 주세요.')).toBeVisible();
  await expect(payButton(page)).toBeDisabled();
  await expect(page.getByText('보유 포인트 5,000P')).toBeVisible();

  // The best coupon is offered first; the shopper picks the fixed one and uses 1,000 points.
  const subtotal = option.saleAmt;
  const shipping = subtotal >= 30000 ? 0 : 2500;
  // The member also has the join coupons: the best of all of them is chosen at first.
  const sheet = await call<{ bestCouponId: number; coupons: { customerCouponId: number; cpnNm: string; discountAmt: number }[] }>(
    shopper,
    '/or/order/v1/getOrderSheet',
    {
      source: 'BUY_NOW',
      items: [{ inmOptnPrdNo: option.inmOptnPrdNo, qty: 1 }],
    },
  );
  expect(sheet.coupons.map((coupon) => coupon.cpnNm)).toEqual(expect.arrayContaining([FIXED_COUPON, RATE_COUPON]));
  const best = Math.max(...sheet.coupons.map((coupon) => coupon.discountAmt));
  expect(sheet.coupons.find((coupon) => coupon.customerCouponId === sheet.bestCouponId)?.discountAmt).toBe(best);
  await expect(page.getByLabel('쿠폰', { exact: true })).toHaveValue(String(sheet.bestCouponId));
  await expect(page.getByText('최대 할인 쿠폰 적용')).toBeVisible();
  await expect(page.getByTestId('checkout-pay-amount')).toHaveText(formatWon(subtotal - best + shipping));
  await page.getByLabel('쿠폰', { exact: true }).selectOption({ label: `${FIXED_COUPON} (-2,000원)` });
  await page.getByLabel('포인트', { exact: true }).fill(String(USE_POINTS));
  await page.getByLabel('포인트', { exact: true }).press('Enter');
  const payAmt = subtotal - 2000 - USE_POINTS + shipping;
  await expect(page.getByTestId('checkout-pay-amount')).toHaveText(formatWon(payAmt));

  // A new address, found by search in the address book.
  await addAddressAtCheckout(page, { addrNm: '회사', rcptNm: shopper.member.custNm, mobile: '010-2345-6789', keyword: '테헤란로 152', dtlAddr: '12층' });
  const delivery = page.getByRole('region', { name: '배송지', exact: true });
  await expect(delivery).toContainText('서울특별시 강남구 테헤란로 152');
  await expect(delivery).toContainText('12층');

  await page.getByLabel('배송 요청사항', { exact: true }).selectOption('부재 시 문 앞에 놓아 주세요.');
  await page.getByRole('radio', { name: '카카오페이' }).check();
  await expect(payButton(page)).toBeDisabled();
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await expect(payButton(page)).toBeEnabled();
  await payButton(page).click();

  // The test provider's window, then back on checkout with the order complete.
  await page.waitForURL(/\/pay\/test\/window/);
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  await expect(page).toHaveURL(/\/kr\/ko\/or\/order\?result=complete&ordNo=\d{8}-[0-9A-Z]{8}$/);
  await expect(page.getByTestId('complete-pay-amount')).toHaveText(formatWon(payAmt));
  await expect(page.getByText('부재 시 문 앞에 놓아 주세요.')).toBeVisible();
  const ordNo = new URL(page.url()).searchParams.get('ordNo') ?? '';
  await expect(page.getByRole('link', { name: '주문상세' })).toHaveAttribute('href', `/kr/ko/or/order/detail?ordNo=${ordNo}`);
  await expect(page.getByRole('link', { name: '쇼핑 계속하기' })).toBeVisible();

  // GA4 ecommerce in GTM's pattern; an event handed on from the previous page (`handoff`) is not a new one.
  const purchaseEvents = () =>
    page.evaluate(() =>
      ((window as unknown as { dataLayer?: { event?: string; handoff?: boolean; ecommerce?: unknown }[] }).dataLayer ?? []).flatMap((entry) =>
        entry.event === 'purchase' && !entry.handoff ? [entry.ecommerce] : [],
      ),
    );
  const purchases = await purchaseEvents();
  expect(purchases).toEqual([
    expect.objectContaining({
      transaction_id: ordNo,
      value: payAmt,
      currency: 'KRW',
      shipping,
      coupon: FIXED_COUPON,
      // Named by the product, as its product page's view_item was; the option is the variant.
      items: [expect.objectContaining({ quantity: 1, price: subtotal, item_id: productCode, item_variant: option.prdOptnNm })],
    }),
  ]);
  // A reload shows the same order and sends no second purchase event.
  await page.reload();
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  expect(await purchaseEvents()).toEqual([]);

  expect(await stockOf(shopper.api, productCode, option.inmOptnPrdNo)).toBe(stockBefore - 1);
  expect(await call(shopper, '/cu/customer/support/v1/getptinq', { incsNo: String(shopper.incsNo) })).toEqual({ rmnPt: START_POINTS - USE_POINTS });
});

for (const outcome of [
  { slot: 1, button: '결제 실패 테스트', title: '결제에 실패했습니다', message: '결제 진행 중 승인에 실패하여 결제가 중단되었습니다.' },
  { slot: 2, button: '취소', title: '결제가 취소되었습니다', message: '결제를 취소하셨습니다.' },
]) {
  test(`${outcome.title}: back on checkout with a message, no order and no stock taken`, PHONE_ONLY, async ({ page }, testInfo) => {
    const shopper = await newCheckoutShopper(page, testInfo);
    await seedAddress(shopper);
    const { productCode, option } = await buyableOption(shopper.api, optionSlot(testInfo, outcome.slot));
    const stockBefore = await stockOf(shopper.api, productCode, option.inmOptnPrdNo);

    await page.goto(checkoutUrl({ source: 'BUY_NOW', items: [{ inmOptnPrdNo: option.inmOptnPrdNo, qty: 2 }] }));
    await expect(page.getByRole('region', { name: '배송지', exact: true })).toContainText('테헤란로 152');
    await page.getByRole('button', { name: '전액사용' }).click();
    await page.getByRole('checkbox', { name: '전체 동의' }).check();
    await payButton(page).click();
    await page.waitForURL(/\/pay\/test\/window/);
    // While the window is open the order holds its stock.
    expect(await stockOf(shopper.api, productCode, option.inmOptnPrdNo)).toBe(stockBefore - 2);
    await page.getByRole('button', { name: outcome.button, exact: true }).click();

    await expect(page.getByRole('heading', { name: outcome.title })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: outcome.message })).toBeVisible();
    await expect(page.getByRole('link', { name: '장바구니로 돌아가기' })).toHaveAttribute('href', '/kr/ko/or/order-cart');
    await expect(page.getByRole('link', { name: '다시 주문하기' })).toHaveAttribute('href', /src=BUY_NOW/);

    const list = await call<{ totalCnt: number }>(shopper, '/or/order/v1/getOrderList', {});
    expect(list.totalCnt).toBe(0);
    expect(await stockOf(shopper.api, productCode, option.inmOptnPrdNo)).toBe(stockBefore);
    expect(await call(shopper, '/cu/customer/support/v1/getptinq', { incsNo: String(shopper.incsNo) })).toEqual({ rmnPt: START_POINTS });
  });
}

test('checkout without a usable query points back to the cart', async ({ page }, testInfo) => {
  await newCheckoutShopper(page, testInfo);
  await page.goto('/kr/ko/or/order?src=CART&cartLineIds=abc');
  await expect(page.getByRole('heading', { name: '주문할 상품이 없습니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '장바구니로 가기' })).toHaveAttribute('href', '/kr/ko/or/order-cart');
});
