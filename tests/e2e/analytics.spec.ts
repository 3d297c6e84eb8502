/**
 * The data layer (docs/analytics.md) as a shopper fills it, read from
 * `window.dataLayer` on phone and desktop. No tag is configured on this worker, so every event a
 * page pushes before it is left reaches the next page as a handoff. A member walks the GA4 funnel
 * from a product list to a cancelled order; a guest meets the main page's banners and the
 * purchase-button event of each page type. Products come from 바디, which no other spec buys.
 */
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { productListUrl, productPath } from '#shared/catalog/paths';
import type { ProductDetail as Product, ProductOption as Option } from '#shared/schemas/display-calls';
import { expect, test } from './support/fixtures';
import { dataLayerOf, ecommerceOf, eventsNamed, handedOn, pageMeta, waitForEcommerce } from './support/data-layer';
import { gatewayData, memberCall, saveSearchedAddress } from './support/orders';
import { newShopper } from './support/shopper';
import { PHONE_ONLY } from './support/one-layout';

const CATEGORY = '바디';
const LIST = { item_list_id: 'product-list', item_list_name: `${CATEGORY} 상품` };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const won = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

/** Of the listed product codes, one that can be put in the cart twice; phone and desktop take different ones. */
async function buyableAmong(api: APIRequestContext, codes: string[], testInfo: TestInfo): Promise<{ product: Product; option: Option }> {
  let skip = testInfo.project.name === 'phone' ? 0 : 1;
  for (const productCode of codes) {
    const product = await gatewayData<Product>(await api.post('/api/dp/display/product/v1/getProductDetail', { data: { productCode } }));
    const option = product.options.find((candidate) => candidate.soldOutYn === 'N' && candidate.stock >= 10);
    if ((product.buyRule ?? 'ANY') === 'ANY' && product.soldOutYn === 'N' && product.maxBuyQty >= 2 && option && (skip -= 1) < 0) return { product, option };
  }
  throw new Error(`no product of ${CATEGORY} to buy`);
}

test('a member’s GA4 funnel: list, product, cart, checkout, payment and a cancel, in KRW', PHONE_ONLY, async ({ page }, testInfo) => {
  test.slow();
  const shopper = await newShopper(page, testInfo, { points: 1000, memo: 'e2e 분석', coupons: [] });
  const { member, api, token } = shopper;
  await saveSearchedAddress(api, token, { addrNm: '우리집', rcptNm: member.custNm, mobile: member.mobile, defaultYn: 'Y' });

  // The list: its page first, then every card of it, in order, once the page is idle.
  await page.goto(productListUrl({ catNm: CATEGORY }));
  expect((await dataLayerOf(page))[0]).toEqual(pageMeta('PRODUCT_LIST', '홈 > 상품 목록'));
  const [list] = await waitForEcommerce(page, 'view_item_list');
  const listed = list.items as { item_id: string; index: number }[];
  expect(list).toMatchObject({ currency: 'KRW', ...LIST });
  expect(listed.map((item) => item.index)).toEqual(listed.map((_, at) => at + 1));
  const { product, option } = await buyableAmong(
    api,
    listed.map((item) => item.item_id),
    testInfo,
  );
  const position = listed.findIndex((item) => item.item_id === product.productCode) + 1;
  // What names the product in GA4's item reports, the same on every event from the list to the refund.
  const sameProduct = { item_id: product.productCode, item_name: product.prdNm, item_brand: product.brandCd, item_category: CATEGORY };
  const productItem = { ...sameProduct, price: product.saleAmt, quantity: 1 };
  const listItem = { ...productItem, index: position, ...LIST };
  expect(listed[position - 1]).toEqual(listItem);

  // select_item goes with the tap and arrives on the product page, after its page_meta.
  const cards = page.getByRole('list', { name: LIST.item_list_name }).getByRole('listitem');
  await cards
    .filter({ has: page.getByText(product.prdNm, { exact: true }) })
    .first()
    .getByRole('link')
    .first()
    .click();
  await page.waitForURL(`**${productPath(product.productCode)}`);
  expect((await dataLayerOf(page))[0]).toEqual(pageMeta('PRODUCT_DETAIL', '홈 > 상품 상세'));
  expect((await handedOn(page, 'select_item')).ecommerce).toEqual({ currency: 'KRW', ...LIST, items: [listItem] });
  expect(await waitForEcommerce(page, 'view_item')).toEqual([{ currency: 'KRW', value: product.saleAmt, items: [productItem] }]);

  // Two units of one option in the cart: the product page's purchase button and add_to_cart of the option.
  await page.getByRole('radio', { name: new RegExp(`^${escape(option.prdOptnNm)}`) }).check();
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  const added = page.getByRole('alertdialog');
  await expect(added).toContainText('장바구니에 담았습니다.');
  expect(await eventsNamed(page, 'purchaseprdbtn')).toEqual([{ event: 'purchaseprdbtn', purchase_action: 'cart', item_id: product.productCode }]);
  // The option chosen is the product's item_variant; its SKU is not an id of its own.
  const optionItem = (quantity: number) => ({ ...sameProduct, item_variant: option.prdOptnNm, price: option.saleAmt, quantity });
  expect(await waitForEcommerce(page, 'add_to_cart')).toEqual([{ currency: 'KRW', value: option.saleAmt * 2, items: [optionItem(2)] }]);
  await added.getByRole('button', { name: '장바구니 보기' }).click();

  // The cart: view_cart, then one unit less is remove_from_cart.
  await page.waitForURL('**/kr/ko/or/order-cart');
  expect((await dataLayerOf(page))[0]).toEqual(pageMeta('CART', '홈 > 장바구니'));
  expect(await waitForEcommerce(page, 'view_cart')).toEqual([{ currency: 'KRW', value: option.saleAmt * 2, items: [optionItem(2)] }]);
  await page.getByRole('button', { name: `${product.prdNm} 수량 줄이기` }).click();
  await expect(page.getByRole('spinbutton', { name: `${product.prdNm} 수량` })).toHaveValue('1');
  expect(await waitForEcommerce(page, 'remove_from_cart')).toEqual([{ currency: 'KRW', value: option.saleAmt, items: [optionItem(1)] }]);
  await page.getByRole('button', { name: '주문하기 (선택 1개)' }).click();

  // Checkout: the cart's 주문하기 arrives with the page; begin_checkout, then the method chosen.
  await page.waitForURL((url) => url.pathname === '/kr/ko/or/order' && url.searchParams.get('src') === 'CART');
  await expect(page.getByRole('region', { name: '배송지', exact: true })).toContainText('테헤란로 152');
  expect((await dataLayerOf(page))[0]).toEqual(pageMeta('ORDER', '홈 > 주문/결제'));
  expect(await handedOn(page, 'purchasecartpbtn')).toEqual({
    event: 'purchasecartpbtn',
    purchase_action: 'order',
    item_id: product.productCode,
    handoff: true,
  });
  const sheet = await memberCall<{ bestCouponId: number | null; coupons: { customerCouponId: number; cpnNm: string }[]; amounts: { shippingFee: number } }>(
    api,
    token,
    '/or/order/v1/getOrderSheet',
    { source: 'BUY_NOW', items: [{ inmOptnPrdNo: option.inmOptnPrdNo, qty: 1 }] },
  );
  const coupon = sheet.coupons.find((candidate) => candidate.customerCouponId === sheet.bestCouponId)?.cpnNm ?? '';
  const checkout = { currency: 'KRW', value: option.saleAmt, coupon, items: [optionItem(1)] };
  expect(await waitForEcommerce(page, 'begin_checkout')).toEqual([checkout]);
  await page.getByRole('radio', { name: '카카오페이' }).check();
  expect(await ecommerceOf(page, 'add_payment_info')).toEqual([{ ...checkout, payment_type: 'KAKAOPAY' }]);
  await page.getByRole('checkbox', { name: '전체 동의' }).check();
  await page.getByRole('button', { name: /결제하기$/ }).click();

  // Paid with the test provider: purchase once, and the address confirmed by paying arrives with the page.
  await page.waitForURL(/\/pay\/test\/window/);
  await page.getByRole('button', { name: '결제하기', exact: true }).click();
  await expect(page.getByRole('heading', { name: '주문이 완료되었습니다' })).toBeVisible();
  const ordNo = new URL(page.url()).searchParams.get('ordNo') ?? '';
  const payAmt = won(await page.getByTestId('complete-pay-amount').textContent());
  expect((await handedOn(page, 'add_shipping_info')).ecommerce).toEqual({ ...checkout, shipping_tier: sheet.amounts.shippingFee === 0 ? 'free' : 'standard' });
  expect(await ecommerceOf(page, 'purchase')).toEqual([
    { transaction_id: ordNo, value: payAmt, currency: 'KRW', shipping: sheet.amounts.shippingFee, coupon, items: [optionItem(1)] },
  ]);
  // This worker does not report revenue itself (no GA4 Measurement Protocol): nothing for the container to skip.
  expect((await eventsNamed(page, 'purchase'))[0]).not.toHaveProperty('server_reported');

  // The shopper cancels: refund of what was paid, with the refunded unit.
  await page.goto('/kr/ko/or/order-list');
  await page
    .getByRole('listitem')
    .filter({ hasText: `주문번호 ${ordNo}` })
    .getByRole('link', { name: '주문취소' })
    .click();
  await page.getByRole('combobox', { name: '취소 사유' }).selectOption({ label: '단순 변심' });
  await page.getByRole('button', { name: '주문 취소하기' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('주문이 취소되었습니다.');
  expect(await waitForEcommerce(page, 'refund')).toEqual([{ transaction_id: ordNo, value: payAmt, currency: 'KRW', items: [optionItem(1)] }]);
  expect((await eventsNamed(page, 'refund'))[0]).not.toHaveProperty('server_reported');
});

/** Presses the first 담기 of the page's product cards; answers the product code it names. */
async function addFromFirstCard(page: Page): Promise<string> {
  const button = page.getByRole('button', { name: /장바구니 담기$/, disabled: false }).first();
  const code = (await button.getAttribute('data-product-code')) ?? '';
  await button.click();
  const dialog = page.getByRole('alertdialog');
  // The same product may be first on several pages: a later 담기 is capped at its limit, still 담았습니다.
  await expect(dialog).toContainText(/담았습니다\./);
  await dialog.getByRole('button', { name: '계속 쇼핑하기' }).click();
  return code;
}

test('a guest: page_meta of each page, the main banners seen and chosen, and each page type’s purchase-button event', async ({ page }) => {
  test.slow();
  await page.goto('/kr/ko');
  expect((await dataLayerOf(page))[0]).toEqual(pageMeta('MAIN', '홈'));
  const lists = (await waitForEcommerce(page, 'view_item_list')).map((list) => list.item_list_id);
  expect(lists).toEqual(expect.arrayContaining(['home-best', 'home-new', 'home-hot']));
  const [seen] = await waitForEcommerce(page, 'view_promotion');
  expect(seen).toMatchObject({ promotion_id: expect.stringMatching(/^event-\d+$/), creative_slot: 'main_banner_1', location_id: 'main_banner' });
  const { items: seenItems, ...seenFields } = seen;
  expect(seenItems).toEqual([seenFields]);
  const mainCode = await addFromFirstCard(page);
  expect(await eventsNamed(page, 'purchasemainbtn')).toEqual([{ event: 'purchasemainbtn', purchase_action: 'cart', item_id: mainCode }]);

  // The first banner: select_promotion leaves with the tap and arrives on the event's page.
  await page.getByRole('region', { name: '기획전' }).getByRole('link').first().click();
  await page.waitForURL(/\/kr\/ko\/ca\/event\/\d+$/);
  expect((await dataLayerOf(page))[0]).toEqual(pageMeta('EVENT_DETAIL', '홈 > 이벤트 > 이벤트 상세'));
  expect((await handedOn(page, 'select_promotion')).ecommerce).toEqual(seen);
  const eventCode = await addFromFirstCard(page);
  expect(await eventsNamed(page, 'purchaseevtbtn')).toEqual([{ event: 'purchaseevtbtn', purchase_action: 'cart', item_id: eventCode }]);

  const pages = [
    { path: productListUrl({ catNm: CATEGORY }), meta: pageMeta('PRODUCT_LIST', '홈 > 상품 목록'), event: 'purchaseplpbtn' },
    { path: '/kr/ko/dp/best', meta: pageMeta('OTHERS', '홈 > 베스트'), event: 'purchasebestbtn' },
    { path: '/kr/ko/dp/hot-deal', meta: pageMeta('OTHERS', '홈 > 특가'), event: 'purchasehotdealbtn' },
  ];
  for (const { path, meta, event } of pages) {
    await page.goto(path);
    expect((await dataLayerOf(page))[0], path).toEqual(meta);
    const code = await addFromFirstCard(page);
    expect(await eventsNamed(page, event), path).toEqual([{ event, purchase_action: 'cart', item_id: code }]);
  }

  // A sort tab is a commonEvent, handed on to the sorted list.
  await page.goto(productListUrl({ catNm: CATEGORY }));
  await page.getByRole('navigation', { name: '정렬' }).getByRole('link', { name: '신상품순' }).click();
  await page.waitForURL(/sort=newest/);
  expect(await handedOn(page, 'commonEvent')).toEqual({
    event: 'commonEvent',
    event_category: 'sort',
    event_action: 'tab',
    event_label: '신상품순',
    handoff: true,
  });

  // The cart's 주문하기 as a guest: the event, then the login question.
  await page.goto('/kr/ko/or/order-cart');
  expect((await dataLayerOf(page))[0]).toEqual(pageMeta('CART', '홈 > 장바구니'));
  await page.getByRole('button', { name: /^주문하기 \(선택 \d+개\)$/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '취소' }).click();
  expect(await eventsNamed(page, 'purchasecartpbtn')).toEqual([
    { event: 'purchasecartpbtn', purchase_action: 'order', item_id: expect.stringContaining(mainCode) },
  ]);

  // Back to the sorted list: page_meta says so.
  await page.goBack();
  await page.waitForURL(/sort=newest/);
  await expect.poll(async () => (await eventsNamed(page, 'page_meta')).at(-1)).toEqual(pageMeta('PRODUCT_LIST', '홈 > 상품 목록', true));
});
