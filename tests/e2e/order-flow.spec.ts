/**
 * The whole purchase as one shopper lives it, across cart, login, checkout, payment
 * and orders: a guest puts two products in the cart, logs in and finds them merged with the
 * member's own line, raises a quantity, orders the selection with a coupon, points and a new
 * address found by search, pays in the test provider's window, finds the order in the list and
 * cancels it, and gets points, coupon and stock back. Products come from 헤어, which no other
 * spec buys, so stock can be compared exactly.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { productPath } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import type { ProductDetail as Product, ProductOption as Option } from '#shared/schemas/display-calls';
import { expect, test } from './support/fixtures';
import { joinByApi, logIn, newMember, type Member } from './support/members';
import { ops } from './support/ops';
import { gatewayData, memberCall } from './support/orders';
import { addAddressAtCheckout } from './support/shopper';

const COUPON = '전체 흐름 e2e 3,000원 할인';
const POINTS = 4000;
const USE_POINTS = 1500;

interface Pick {
  product: Product;
  option: Option;
}

const display = <T>(api: APIRequestContext, verb: string, body: object) =>
  api.post(`/api/dp/display/product/v1/${verb}`, { data: body }).then((answer) => gatewayData<T>(answer));

/** Two buyable 헤어 products with an option well in stock; the phone and desktop runs take different ones. */
async function twoProducts(api: APIRequestContext, testInfo: TestInfo): Promise<[Pick, Pick]> {
  const list = await display<{ items: { productCode: string }[] }>(api, 'getProductList', { catNm: '헤어', size: 60 });
  const picks: Pick[] = [];
  for (const card of list.items) {
    const product = await display<Product>(api, 'getProductDetail', { productCode: card.productCode });
    const option = product.options.find((candidate) => candidate.soldOutYn === 'N' && candidate.stock >= 20);
    if ((product.buyRule ?? 'ANY') === 'ANY' && product.maxBuyQty >= 3 && option) picks.push({ product, option });
  }
  const offset = testInfo.project.name === 'phone' ? 0 : 2;
  expect(picks.length).toBeGreaterThanOrEqual(4);
  return [picks[offset], picks[offset + 1]];
}

const stockOf = async (api: APIRequestContext, pick: Pick) =>
  (await display<Product>(api, 'getProductDetail', { productCode: pick.product.productCode })).options.find(
    (option) => option.inmOptnPrdNo === pick.option.inmOptnPrdNo,
  )?.stock;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function addFromProductPage(page: Page, pick: Pick): Promise<void> {
  await page.goto(productPath(pick.product.productCode));
  await page.getByRole('radio', { name: new RegExp(`^${escape(pick.option.prdOptnNm)}`) }).check();
  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('장바구니에 담았습니다.');
  await dialog.getByRole('button', { name: '계속 쇼핑하기' }).click();
}

/** The member's token, read the way the site reads it, for API checks. */
async function tokenOf(api: APIRequestContext): Promise<string> {
  return ((await (await api.get('/kr/ko/or/node/cookie/get-cookie', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()) as { token: string }).token;
}

/** A member who already has one unit of `pick` in their cart (from another device). */
async function memberWithCartLine(api: APIRequestContext, member: Member, pick: Pick): Promise<void> {
  await joinByApi(api, member);
  expect((await api.post('/member/', { data: { custWebId: member.custWebId, password: member.password } })).status()).toBeLessThan(400);
  await memberCall(api, await tokenOf(api), '/or/cart/v1/addCartLine', { sessId: '', inmOptnPrdNo: pick.option.inmOptnPrdNo, qty: 1 });
  await ops(api, 'customers/points', { custWebId: member.custWebId, delta: POINTS, memo: 'e2e 전체 흐름' });
  await ops(api, 'customers/coupons', { custWebId: member.custWebId, cpnNm: COUPON, dcAmt: 3000, minOrderAmt: 10000, days: 7 });
}

test('guest cart → login merge → checkout with coupon, points and a searched address → pay → list → cancel', async ({ page, request }, testInfo) => {
  test.slow();
  const [first, second] = await twoProducts(request, testInfo);
  const stockBefore = [await stockOf(request, first), await stockOf(request, second)];
  const member = newMember(testInfo);
  await memberWithCartLine(request, member, first);

  // As a guest: both products from their pages.
  await addFromProductPage(page, first);
  await addFromProductPage(page, second);
  await page.goto('/kr/ko/or/order-cart');
  const lines = page.getByRole('region', { name: /^주문 가능 상품/ }).getByRole('listitem');
  await expect(lines).toHaveCount(2);

  // Logging in merges the member's line of the first product into the guest's.
  await page.goto('/member/login?successUrl=%2Fkr%2Fko%2For%2Forder-cart');
  await logIn(page, member);
  await page.waitForURL('**/kr/ko/or/order-cart');
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('spinbutton', { name: `${first.product.prdNm} 수량` })).toHaveValue('2');
  await expect(page.getByRole('spinbutton', { name: `${second.product.prdNm} 수량` })).toHaveValue('1');
  await page.getByRole('button', { name: `${second.product.prdNm} 수량 늘리기` }).click();
  await expect(page.getByRole('spinbutton', { name: `${second.product.prdNm} 수량` })).toHaveValue('2');

  // Checkout of both lines.
  await page.getByRole('button', { name: '주문하기 (선택 2개)' }).click();
  await page.waitForURL((url) => url.pathname === '/kr/ko/or/order' && url.searchParams.get('src') === 'CART');
  const subtotal = (first.option.saleAmt + second.option.saleAmt) * 2;
  const shipping = subtotal >= 30000 ? 0 : 2500;
  await page.getByLabel('쿠폰', { exact: true }).selectOption({ label: `${COUPON} (-3,000원)` });
  await page.getByLabel('포인트', { exact: true }).fill(String(USE_POINTS));
  await page.getByLabel('포인트', { exact: true }).press('Enter');
  const payAmt = subtotal - 3000 - USE_POINTS + shipping;
  await expect(page.getByTestId('checkout-pay-amount')).toHaveText(formatWon(payAmt));

  // A new address, found by search, never typed.
  await addAddressAtCheckout(page, { addrNm: '우리집', rcptNm: member.custNm, mobile: member.mobile, keyword: '세종대로 110', dtlAddr: '3층' });
  await expect(page.getByRole('region', { name: '배송지', exact: true })).toContainText('세종대로 110');

  await page.getByRole('radio', { name: '신용카드' }).check();
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();
  await page.waitForURL(/\/pay\/test\/window/);
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  await expect(page.getByTestId('complete-pay-amount')).toHaveText(formatWon(payAmt));
  const ordNo = new URL(page.url()).searchParams.get('ordNo') ?? '';
  expect([await stockOf(request, first), await stockOf(request, second)]).toEqual([stockBefore[0]! - 2, stockBefore[1]! - 2]);

  // The paid lines have left the cart.
  await page.goto('/kr/ko/or/order-cart');
  await expect(page.getByRole('heading', { name: '장바구니에 담긴 상품이 없습니다' })).toBeVisible();

  // The order is in the list; the shopper cancels it.
  await page.goto('/kr/ko/or/order-list');
  const card = page.getByRole('listitem').filter({ hasText: `주문번호 ${ordNo}` });
  await expect(card).toContainText('결제완료');
  await expect(card).toContainText(formatWon(payAmt));
  await card.getByRole('link', { name: '주문취소' }).click();
  const refund = page.getByRole('region', { name: '환불 예정 정보' });
  await expect(refund).toContainText(formatWon(payAmt));
  await expect(refund).toContainText(`${USE_POINTS.toLocaleString('ko-KR')}P`);
  await expect(refund).toContainText(COUPON);
  await page.getByRole('combobox', { name: '취소 사유' }).selectOption({ label: '단순 변심' });
  await page.getByRole('button', { name: '주문 취소하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('주문이 취소되었습니다.');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  // The screen moves to the order's detail on its own; going to the list before it lands aborts one of the two.
  await expect(page).toHaveURL(/\/kr\/ko\/or\/order\/detail\?ordNo=/);
  await page.goto('/kr/ko/or/order-list');
  await expect(card).toContainText('취소완료');

  // Points, the coupon and the stock are all back.
  const token = await tokenOf(page.request);
  const info = await page.request.get('/api/dp/cust/info/v1/getCustInfo', { headers: { Authorization: `Bearer ${token}` } });
  const { incsNo } = await gatewayData<{ incsNo: number | string }>(info);
  expect(await memberCall(page.request, token, '/cu/customer/support/v1/getptinq', { incsNo: String(incsNo) })).toEqual({ rmnPt: POINTS });
  const sheet = await memberCall<{ coupons: { cpnNm: string }[] }>(page.request, token, '/or/order/v1/getOrderSheet', {
    source: 'BUY_NOW',
    items: [{ inmOptnPrdNo: first.option.inmOptnPrdNo, qty: 2 }],
  });
  expect(sheet.coupons.map((coupon) => coupon.cpnNm)).toContain(COUPON);
  expect([await stockOf(request, first), await stockOf(request, second)]).toEqual(stockBefore);
});
