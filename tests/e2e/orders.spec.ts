/**
 * Orders after payment, through the real worker: a fresh member's order is created,
 * paid in the test provider's window and confirmed through the gateway calls checkout makes; then
 * the shopper finds it in the order list, reads the detail, cancels it with a reason, and gets the
 * points, the coupon and the stock back. An order the operator shipped shows its carrier with a
 * 배송조회 link to the carrier's tracking page, and cannot be cancelled.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { formatWon } from '#shared/format';
import { expect, test } from './support/fixtures';
import { isPhone } from './support/members';
import { ops } from './support/ops';
import { approveInTestWindow, gatewayData, memberCall, saveSearchedAddress } from './support/orders';
import { newShopper, type Shopper } from './support/shopper';
import { PHONE_ONLY } from './support/one-layout';

const COUPON_NAME = '주문취소 확인용 2,000원 쿠폰';
const USE_PT = 1000;

/** A new member with points and a coupon from the operator. */
function newOrderShopper(page: Page, testInfo: TestInfo): Promise<Shopper> {
  return newShopper(page, testInfo, { points: 5000, memo: 'e2e 주문취소', coupons: [{ cpnNm: COUPON_NAME, dcAmt: 2000, days: 7 }] });
}

function call<T>(shopper: Shopper, path: string, body: object, idempotent = false): Promise<T> {
  return memberCall<T>(shopper.api, shopper.token, path, body, idempotent ? crypto.randomUUID() : undefined);
}

interface Option {
  inmOptnPrdNo: string;
  stock: number;
  soldOutYn: 'Y' | 'N';
}

/**
 * An option of a freely buyable product with stock to spare, and its product code. Tests running
 * at once take different ones (`slot`), so one test's stock check never sees another's order.
 */
async function buyableOption(api: APIRequestContext, slot: number): Promise<{ productCode: string; option: Option }> {
  let skip = slot;
  const display = async <T>(verb: string, body: object) => gatewayData<T>(await api.post(`/api/dp/display/product/v1/${verb}`, { data: body }));
  const list = await display<{ items: { productCode: string }[] }>('getProductList', { catNm: '스킨케어', size: 60 });
  // From the end of the list: other specs take products from its start.
  for (const card of [...list.items].reverse()) {
    const product = await display<{ buyRule?: string; maxBuyQty: number; options: Option[] }>('getProductDetail', { productCode: card.productCode });
    const option = product.options.find((candidate) => candidate.soldOutYn === 'N' && candidate.stock >= 20);
    if ((product.buyRule ?? 'ANY') === 'ANY' && product.maxBuyQty >= 2 && option && skip-- === 0) return { productCode: card.productCode, option };
  }
  throw new Error('no buyable option in stock');
}

async function stockOf(api: APIRequestContext, productCode: string, inmOptnPrdNo: string): Promise<number> {
  const product = await gatewayData<{ options: Option[] }>(await api.post('/api/dp/display/product/v1/getProductDetail', { data: { productCode } }));
  return product.options.find((option) => option.inmOptnPrdNo === inmOptnPrdNo)?.stock ?? -1;
}

/** Orders 2 of `inmOptnPrdNo` with the coupon and points, pays in the test window, confirms: checkout's own calls. */
async function placePaidOrder(shopper: Shopper, inmOptnPrdNo: string, options: { coupon: boolean }): Promise<{ ordNo: string; payAmt: number }> {
  const dlvAddrNo = await saveSearchedAddress(shopper.api, shopper.token, { addrNm: '회사', rcptNm: shopper.member.custNm, mobile: shopper.member.mobile });
  const lines = { source: 'BUY_NOW', items: [{ inmOptnPrdNo, qty: 2 }] };
  const sheet = await call<{
    amounts: { subtotalAmt: number; shippingFee: number };
    coupons: { customerCouponId: number; cpnNm: string; discountAmt: number }[];
  }>(shopper, '/or/order/v1/getOrderSheet', lines);
  const coupon = options.coupon ? sheet.coupons.find((candidate) => candidate.cpnNm === COUPON_NAME) : undefined;
  if (options.coupon) expect(coupon).toBeTruthy();
  const expectedPayAmt = sheet.amounts.subtotalAmt - (coupon?.discountAmt ?? 0) - USE_PT + sheet.amounts.shippingFee;
  const created = await call<{ ordNo: string; orderName: string; payAmt: number; customerName: string }>(
    shopper,
    '/or/order/v1/createOrder',
    {
      ...lines,
      customerCouponId: coupon?.customerCouponId ?? null,
      usePt: USE_PT,
      dlvAddrNo,
      payMethod: 'CARD',
      consents: { orderInfo: true, paymentAgency: true, privacyThirdParty: true },
      expectedPayAmt,
    },
    true,
  );
  expect(created.payAmt).toBe(expectedPayAmt);
  const paymentKey = await approveInTestWindow(shopper.api, created);
  await call(shopper, '/or/order/v1/confirmPayment', { paymentKey, orderId: created.ordNo, amount: created.payAmt }, true);
  return { ordNo: created.ordNo, payAmt: created.payAmt };
}

const card = (page: Page, ordNo: string) => page.getByRole('listitem').filter({ hasText: `주문번호 ${ordNo}` });

test('a paid order is listed, detailed and cancelled, giving points, the coupon and stock back', PHONE_ONLY, async ({ page }, testInfo) => {
  const shopper = await newOrderShopper(page, testInfo);
  const { productCode, option } = await buyableOption(shopper.api, isPhone(testInfo) ? 0 : 1);
  const stockBefore = await stockOf(shopper.api, productCode, option.inmOptnPrdNo);
  const couponsBefore = await call<{ custCpnCnt: number }>(shopper, '/ca/campaign/v1/coupon/login/getCustCpnCnt', { inmChnCd: '1' });
  const { ordNo, payAmt } = await placePaidOrder(shopper, option.inmOptnPrdNo, { coupon: true });
  expect(await stockOf(shopper.api, productCode, option.inmOptnPrdNo)).toBe(stockBefore - 2);
  expect(await call(shopper, '/cu/customer/support/v1/getptinq', { incsNo: String(shopper.incsNo) })).toEqual({ rmnPt: 5000 - USE_PT });

  await page.goto('/kr/ko/or/order-list');
  await expect(card(page, ordNo)).toContainText('결제완료');
  await expect(card(page, ordNo)).toContainText(formatWon(payAmt));
  await expect(card(page, ordNo).getByRole('link', { name: '교환신청' })).toHaveCount(0);
  await card(page, ordNo).getByRole('link', { name: '주문상세' }).click();

  await expect(page.getByRole('heading', { name: `주문번호 ${ordNo}` })).toBeVisible();
  const payInfo = page.getByRole('region', { name: '결제 정보' });
  await expect(payInfo).toContainText(`쿠폰할인 (${COUPON_NAME})`);
  await expect(payInfo).toContainText('-1,000P');
  await expect(payInfo).toContainText(formatWon(payAmt));
  await expect(payInfo).toContainText(/결제일시\d{4}년 \d{1,2}월 \d{1,2}일\([일월화수목금토]\) 오[전후] \d{1,2}:\d{2}/);
  await page.getByRole('link', { name: '주문취소' }).click();

  await expect(page.getByRole('region', { name: '환불 예정 정보' })).toContainText(formatWon(payAmt));
  await expect(page.getByRole('region', { name: '환불 예정 정보' })).toContainText('1,000P');
  await expect(page.getByRole('region', { name: '환불 예정 정보' })).toContainText(COUPON_NAME);
  await page.getByRole('button', { name: '주문 취소하기' }).click();
  await expect(page.getByText('취소 사유를 선택해 주세요.', { exact: true })).toBeVisible();
  await expect(page.getByRole('combobox', { name: '취소 사유' })).toBeFocused();
  await page.getByRole('combobox', { name: '취소 사유' }).selectOption({ label: '단순 변심' });
  await page.getByLabel('상세 사유 (선택)').fill('색상을 잘못 골랐어요');
  await page.getByRole('button', { name: '주문 취소하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('주문이 취소되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();

  await expect(page).toHaveURL(/\/kr\/ko\/or\/order\/detail\?ordNo=/);
  await expect(page.getByRole('region', { name: '취소/교환/반품 내역' })).toContainText('취소 완료');
  await page.goto('/kr/ko/or/order-list');
  await expect(card(page, ordNo)).toContainText('취소완료');
  await expect(card(page, ordNo).getByRole('link', { name: '주문취소' })).toHaveCount(0);

  expect(await call(shopper, '/cu/customer/support/v1/getptinq', { incsNo: String(shopper.incsNo) })).toEqual({ rmnPt: 5000 });
  expect(await call(shopper, '/ca/campaign/v1/coupon/login/getCustCpnCnt', { inmChnCd: '1' })).toEqual(couponsBefore);
  expect(await stockOf(shopper.api, productCode, option.inmOptnPrdNo)).toBe(stockBefore);
});

test('an order the operator shipped shows its carrier’s tracking page and cannot be cancelled', async ({ page }, testInfo) => {
  const shopper = await newOrderShopper(page, testInfo);
  const { option } = await buyableOption(shopper.api, isPhone(testInfo) ? 2 : 3);
  const { ordNo } = await placePaidOrder(shopper, option.inmOptnPrdNo, { coupon: false });
  await ops(shopper.api, 'orders/status', { ordNo, status: 'PREPARING' });
  await ops(shopper.api, 'orders/status', { ordNo, status: 'SHIPPING', carrierCd: 'CJ', trackingNo: '6843-1234-5678' });

  await page.goto('/kr/ko/or/order-list');
  await expect(card(page, ordNo)).toContainText('배송중');
  await expect(card(page, ordNo).getByRole('link', { name: '주문취소' })).toHaveCount(0);
  await card(page, ordNo).getByRole('link', { name: '주문상세' }).click();
  const delivery = page.getByRole('region', { name: '배송지 정보' });
  await expect(delivery).toContainText('CJ대한통운 684312345678');
  // The carrier's own page, in a new tab that gets neither the shop as opener nor as referrer.
  const tracking = delivery.getByRole('link', { name: '배송조회 (새 창)' });
  await expect(tracking).toHaveAttribute('href', 'https://trace.cjlogistics.com/next/tracking.html?wblNo=684312345678');
  await expect(tracking).toHaveAttribute('target', '_blank');
  await expect(tracking).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByRole('link', { name: '주문취소' })).toHaveCount(0);

  const refused = await shopper.api.post('/api/or/order/v1/cancelOrder', {
    headers: { Authorization: `Bearer ${shopper.token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: { ordNo, reasonCd: 'CHANGE_MIND' },
  });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({ code: 'ORDER_NOT_CANCELLABLE' });
});
