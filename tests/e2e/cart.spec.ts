/**
 * The cart as a shopper uses it, on a phone and on a desktop: a guest puts one
 * product in from a card and another from its page, sees the badge, changes quantity and option,
 * selects and deletes, then logs in as a member who already had one of those options and finds
 * the quantities merged. A second tab's badge follows, and the island hydrates without a CSP
 * violation.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatWon } from '#shared/format';
import { CLUB_KIT } from '#shared/seeds/buy-rules';
import { expect, test } from './support/fixtures';
import { joinByApi, logIn, newMember, type Member } from './support/members';

interface Option {
  inmOptnPrdNo: string;
  prdOptnNm: string;
  saleAmt: number;
  cnsmAmt: number;
  stock: number;
  soldOutYn: 'Y' | 'N';
}
interface Product {
  inmPrdNo: string;
  productCode: string;
  prdNm: string;
  maxBuyQty: number;
  soldOutYn: 'Y' | 'N';
  buyRule?: string;
  options: Option[];
}

async function display<T>(request: APIRequestContext, verb: string, body: object): Promise<T> {
  const response = await request.post(`/api/dp/display/product/v1/${verb}`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

const inStock = (product: Product) => product.options.filter((option) => option.soldOutYn === 'N' && option.stock >= 6);

/** A product with two options well in stock, bought up to at least 4: the one changed in the cart. */
async function productWithTwoOptions(request: APIRequestContext, except: string): Promise<Product> {
  const list = await display<{ items: { productCode: string; prdNm: string }[] }>(request, 'getProductList', { catNm: '스킨케어', size: 60 });
  for (const card of list.items) {
    if (card.prdNm === except) continue;
    const product = await display<Product>(request, 'getProductDetail', { productCode: card.productCode });
    if ((product.buyRule ?? 'ANY') === 'ANY' && product.maxBuyQty >= 4 && inStock(product).length >= 2) return product;
  }
  throw new Error('no product with two options in stock');
}

/** The header's cart link with its badge: "장바구니 N" on PC, "장바구니 N개" on a phone. */
function cartBadge(page: Page, count: number) {
  return page.getByRole('link', { name: new RegExp(`^장바구니 ${count}(개)?$`) }).first();
}

/** Answers the "장바구니에 담았습니다." dialog and stays on the page. */
async function keepShopping(page: Page, message = '장바구니에 담았습니다.'): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  // A first 담기 loads its code, the product's options and the dialog's code one after another:
  // seconds on a loaded two-core machine before the line is even sent.
  await expect(dialog).toContainText(message, { timeout: 15_000 });
  await dialog.getByRole('button', { name: '계속 쇼핑하기' }).click();
  await expect(dialog).toBeHidden();
}

/** A member's cart line added through the gateway with their token, as another device would. */
async function memberAdds(request: APIRequestContext, member: Member, inmOptnPrdNo: string, qty: number): Promise<void> {
  expect((await request.post('/member/', { data: { custWebId: member.custWebId, password: member.password } })).status()).toBeLessThan(400);
  const { token } = (await (await request.get('/kr/ko/or/node/cookie/get-cookie', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()) as {
    token: string;
  };
  expect(token).toBeTruthy();
  const added = await request.post('/api/or/cart/v1/addCartLine', { headers: { Authorization: `Bearer ${token}` }, data: { sessId: '', inmOptnPrdNo, qty } });
  expect(added.status(), await added.text()).toBe(200);
}

const summary = (page: Page) => page.getByRole('complementary', { name: '결제 예정 금액' });
const totalRow = (page: Page, label: string) =>
  summary(page)
    .locator('dl > div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

/** The summary of `lines`, with `coupon` the member's best coupon discount (0 for a guest). */
async function expectTotals(page: Page, lines: { list: number; sale: number }[], coupon = 0): Promise<void> {
  const list = lines.reduce((sum, line) => sum + line.list, 0);
  const sale = lines.reduce((sum, line) => sum + line.sale, 0);
  const shipping = sale === 0 || sale >= 30_000 ? 0 : 2_500;
  await expect(totalRow(page, '상품금액')).toHaveText(formatWon(list));
  await expect(totalRow(page, '할인금액')).toHaveText(list > sale ? `-${formatWon(list - sale)}` : formatWon(0));
  await expect(totalRow(page, '쿠폰할인')).toHaveText(coupon ? `-${formatWon(coupon)}` : formatWon(0));
  await expect(totalRow(page, '배송비')).toHaveText(shipping ? `+${formatWon(shipping)}` : formatWon(0));
  await expect(totalRow(page, '결제예정금액')).toHaveText(formatWon(sale + shipping - coupon));
  if (shipping) await expect(summary(page).getByText(`${formatWon(30_000 - sale)} 더 담으면 무료배송`)).toBeVisible();
}

test('a guest fills the cart, changes it, and finds it merged after logging in', async ({ page, context, request }, testInfo) => {
  test.slow();
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });

  // From a card on 베스트: the product's first option in stock, one unit.
  await page.goto('/kr/ko/dp/best');
  const cardButton = page
    .getByRole('button', { name: /장바구니 담기$/ })
    .and(page.locator(':enabled'))
    .first();
  const cardName = ((await cardButton.getAttribute('aria-label')) ?? '').replace(/ 장바구니 담기$/, '');
  const cardCode = await cardButton.getAttribute('data-product-code');
  const cardProduct = await display<Product>(request, 'getProductDetail', { productCode: cardCode });
  const cardOption = cardProduct.options.find((option) => option.soldOutYn === 'N')!;
  await cardButton.click();
  await keepShopping(page);
  await expect(cartBadge(page, 1)).toBeVisible();

  // A second tab of the same shopper, left open on the main page.
  const other = await context.newPage();
  await other.goto('/kr/ko');
  await expect(cartBadge(other, 1)).toBeVisible();

  // From the product page: another product, its second option, quantity 2.
  const product = await productWithTwoOptions(request, cardName);
  const [first, second] = inStock(product);
  await page.goto(`/kr/ko/dp/product/${product.productCode}`);
  await page.getByRole('radio', { name: new RegExp(`^${first.prdOptnNm.replace(/[()+]/g, '\\$&')}`) }).check();
  await page.getByRole('button', { name: '수량 늘리기' }).click();
  await page.getByRole('button', { name: '장바구니', exact: true }).click();
  await keepShopping(page);
  await expect(cartBadge(page, 2)).toBeVisible();
  await expect(cartBadge(other, 2), 'the other tab hears of the change').toBeVisible();
  await other.close();

  await page.goto('/kr/ko/or/order-cart');
  const lines = page.getByRole('region', { name: /^주문 가능 상품/ }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(page.getByRole('link', { name: cardName })).toBeVisible();
  await expect(page.getByRole('link', { name: product.prdNm })).toBeVisible();
  const cardLine = { list: cardOption.cnsmAmt, sale: cardOption.saleAmt };
  await expectTotals(page, [cardLine, { list: first.cnsmAmt * 2, sale: first.saleAmt * 2 }]);
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`cart-${testInfo.project.name}.png`), fullPage: true });

  // Quantity 2 → 3, then the other option (3 units move with it).
  await page.getByRole('button', { name: `${product.prdNm} 수량 늘리기` }).click();
  await expect(page.getByRole('spinbutton', { name: `${product.prdNm} 수량` })).toHaveValue('3');
  await expectTotals(page, [cardLine, { list: first.cnsmAmt * 3, sale: first.saleAmt * 3 }]);
  await page.getByRole('combobox', { name: `${product.prdNm} 옵션 변경` }).selectOption(second.inmOptnPrdNo);
  await expect(page.getByRole('combobox', { name: `${product.prdNm} 옵션 변경` })).toHaveValue(second.inmOptnPrdNo);
  const changed = { list: second.cnsmAmt * 3, sale: second.saleAmt * 3 };
  await expectTotals(page, [cardLine, changed]);

  // Deselecting the card's product leaves only the other in the totals, and back.
  const cardCheck = page.getByRole('checkbox', { name: `${cardName} ${cardOption.prdOptnNm} 선택` });
  await cardCheck.uncheck();
  await expectTotals(page, [changed]);
  await expect(page.getByRole('button', { name: '주문하기 (선택 1개)' })).toBeVisible();
  await cardCheck.check();
  await expectTotals(page, [cardLine, changed]);
  await expect(page.getByRole('button', { name: '주문하기 (선택 2개)' })).toBeVisible();

  // 선택삭제 of the option-changed line, after confirming.
  await cardCheck.uncheck();
  await page.getByRole('button', { name: '선택삭제' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('선택한 상품 1개를 장바구니에서 삭제하시겠습니까?');
  await confirm.getByRole('button', { name: '확인' }).click();
  await expect(lines).toHaveCount(1);
  await expect(page.getByRole('link', { name: product.prdNm })).toBeHidden();

  // A guest is asked to log in before ordering (and would come back to this cart).
  await cardCheck.check();
  await page.getByRole('button', { name: '주문하기 (선택 1개)' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('로그인이 필요한 서비스입니다. 로그인하시겠습니까?');
  await ask.getByRole('button', { name: '취소' }).click();
  await expect(ask).toBeHidden();

  // A member who already had the card's option logs in: the quantities are added together.
  const member = newMember(testInfo);
  await joinByApi(request, member);
  await memberAdds(request, member, cardOption.inmOptnPrdNo, 1);
  await page.goto('/member/login?successUrl=%2Fkr%2Fko%2For%2Forder-cart');
  await logIn(page, member);
  await page.waitForURL('**/kr/ko/or/order-cart');
  await expect(page.getByRole('spinbutton', { name: `${cardName} 수량` })).toHaveValue('2');
  await expect(lines).toHaveCount(1);
  // A member's best coupon (new members get join coupons) is taken off the total, as checkout will.
  const { token } = (await (await page.request.get('/kr/ko/or/node/cookie/get-cookie', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).json()) as {
    token: string;
  };
  const inmChnCd = testInfo.project.name === 'phone' ? '2' : '1';
  const listed = await page.request.post('/api/or/cart/v1/getCartList', { headers: { Authorization: `Bearer ${token}` }, data: { sessId: '', inmChnCd } });
  const best = ((await listed.json()) as { data: { summary: { bestCouponDcAmt: number } } }).data.summary.bestCouponDcAmt;
  expect(best).toBeGreaterThan(0);
  await expectTotals(page, [{ list: cardOption.cnsmAmt * 2, sale: cardOption.saleAmt * 2 }], best);

  // The member orders the merged line: checkout gets its id.
  await page.getByRole('button', { name: '주문하기 (선택 1개)' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/kr/ko/or/order' && url.searchParams.get('src') === 'CART' && /^\d+$/.test(url.searchParams.get('cartLineIds') ?? ''),
  );
  await page.goto('/kr/ko');
  await expect(cartBadge(page, 1)).toBeVisible();
});

test('an empty cart leads on to 베스트 and 특가', async ({ page }) => {
  await page.goto('/kr/ko/or/order-cart');
  await expect(page.getByRole('heading', { name: '장바구니에 담긴 상품이 없습니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '베스트 상품 보기' })).toHaveAttribute('href', '/kr/ko/dp/best');
  await expect(page.getByRole('link', { name: '특가 상품 보기' })).toHaveAttribute('href', '/kr/ko/dp/hot-deal');
});

test('buy rules: the club kit only by 바로구매, a sheet mask never alone', async ({ page, request }) => {
  await page.goto(`/kr/ko/dp/product/${CLUB_KIT.productCode}`);
  await expect(page.getByText('녹차클럽 키트는 바로구매로만 구매할 수 있습니다.')).toBeVisible();
  await expect(page.getByRole('button', { name: '장바구니', exact: true })).toHaveCount(0);
  const refused = await request.post('/api/or/cart/v1/addCartLine', { data: { sessId: crypto.randomUUID(), inmOptnPrdNo: CLUB_KIT.inmOptnPrdNo, qty: 1 } });
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toEqual({ code: 'CART_DIRECT_ONLY', message: '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.' });
  await page.getByRole('button', { name: '바로구매' }).click();
  // The guest goes to the login gate on the way to checkout, which keeps the order in its return address.
  await page.waitForURL((url) => decodeURIComponent(url.href).includes(`src=BUY_NOW&items=${CLUB_KIT.inmOptnPrdNo}:1`));

  const list = await display<{ items: { productCode: string; buyRule?: string }[] }>(request, 'getProductList', { catNm: '스킨케어', size: 200 });
  const mask = list.items.find((card) => card.buyRule === 'CART_ONLY');
  expect(mask, 'the seed marks sheet masks CART_ONLY').toBeTruthy();
  await page.goto(`/kr/ko/dp/product/${mask!.productCode}`);
  await page.getByRole('group', { name: '옵션 선택' }).getByRole('radio', { disabled: false }).first().check();
  await page.getByRole('button', { name: '바로구매' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('이 상품은 단독으로 구매할 수 없어요. 장바구니에 담아 다른 상품과 함께 주문해 주세요.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(new RegExp(`/dp/product/${mask!.productCode}$`));
});
