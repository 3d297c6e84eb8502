/**
 * The wishlist as a shopper meets it: a guest's heart asks to log in; a member hearts
 * products on a list and on a product page (still pressed after a reload) and finds them on the
 * wish screen, whose rules hold: nothing selected asks for a selection, the green tea
 * club kit is bought directly only, a product that cannot be bought alone is refused 바로구매;
 * a selection goes to the cart (the header's count grows) and a deletion is confirmed.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { noticed } from './support/dialogs';
import { authCookie, joinByApi, newMember } from './support/members';

const WISH_PATH = '/kr/ko/cu/mypage/wish';
const CLUB_KIT = { inmPrdNo: '199000001', inmOptnPrdNo: '2990000101' };
/** The seeded catalog's sheet masks, which the buy-rules seed marks CART_ONLY. */
const CART_ONLY_CANDIDATES = ['100000001', '100000043', '100000117'];

interface WishLine {
  inmPrdNo: string;
  prdNm: string;
  productCode: string;
  soldOutYn: 'Y' | 'N';
  buyRule: string;
}

/** The logged-in page's Bearer token: the auth cookie's value, as get-cookie answers it to the site. */
async function tokenOf(page: Page): Promise<string> {
  const token = await authCookie(page.context());
  expect(token, 'no auth cookie after joining').toBeTruthy();
  return token!;
}

async function wishApi<T>(request: APIRequestContext, token: string, verb: string, body: object = {}): Promise<T> {
  const answer = await request.post(`/api/cu/wish/v1/${verb}`, { data: body, headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

async function wishLines(request: APIRequestContext, token: string): Promise<WishLine[]> {
  return (await wishApi<{ items: WishLine[] }>(request, token, 'getWishList', { size: 200 })).items;
}

/** Wishes the first candidate that turns out to be `wanted` (sold-out or other ones are taken back). */
async function wishFirst(request: APIRequestContext, token: string, candidates: string[], wanted: (line: WishLine) => boolean): Promise<WishLine> {
  for (const inmPrdNo of candidates) {
    await wishApi(request, token, 'addWish', { inmPrdNo });
    const line = (await wishLines(request, token)).find((candidate) => candidate.inmPrdNo === inmPrdNo)!;
    if (wanted(line)) return line;
    await wishApi(request, token, 'deleteWishes', { inmPrdNos: [inmPrdNo] });
  }
  throw new Error('no candidate fits');
}

/** Product numbers of the popular list, best sellers first. */
async function popularProducts(request: APIRequestContext): Promise<{ inmPrdNo: string; productCode: string; prdNm: string; soldOutYn: string }[]> {
  const answer = await request.post('/api/dp/display/product/v1/getProductList', { data: { size: 40 } });
  return ((await answer.json()) as { data: { items: { inmPrdNo: string; productCode: string; prdNm: string; soldOutYn: string }[] } }).data.items;
}

async function cartCount(page: Page, token: string): Promise<number> {
  const answer = await page.request.post('/api/or/order/v1/getOrderCartCount', { data: { sessId: '' }, headers: { Authorization: `Bearer ${token}` } });
  return Number(((await answer.json()) as { data: { prdCnt: number } }).data.prdCnt);
}

/** The open alert: checks its text, then answers it. */
async function answerDialog(page: Page, text: string | RegExp, button: '확인' | '취소' = '확인'): Promise<void> {
  // This dialog only: a confirm's answer can open the next alert (the success message) at once.
  const dialog = page.getByRole('alertdialog').filter({ hasText: text });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: button }).click();
  await expect(dialog).toBeHidden();
}

test('a guest tapping a heart is asked to log in and comes back after', async ({ page }) => {
  await page.goto('/kr/ko/dp/best');
  const heart = page.getByRole('button', { name: /찜하기$/ }).first();
  // A guest's hearts load their code on the first tap, which is held until it has started.
  await expect(heart).not.toHaveAttribute('data-wish-ready', '');
  await heart.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('알림');
  await dialog.getByRole('button', { name: '확인' }).click();
  await expect(page).toHaveURL(/\/kr\/ko\/cu\/login\?/);
  expect(decodeURIComponent(page.url())).toContain('/kr/ko/dp/best');
});

test('a member hearts a product on a list and on its page, and finds both on the wish screen', async ({ page }, testInfo) => {
  await joinByApi(page.request, newMember(testInfo));
  await page.goto('/kr/ko/dp/best');
  const listHeart = page.getByRole('button', { name: /찜하기$/ }).first();
  const onListName = (await listHeart.getAttribute('aria-label'))!.replace(/ 찜하기$/, '');
  const onDetail = (await popularProducts(page.request)).find((product) => product.prdNm !== onListName)!;
  await expect(listHeart).toHaveAttribute('data-wish-ready', '');
  await expect(listHeart).toHaveAttribute('aria-pressed', 'false');
  await listHeart.click();
  await noticed(page, '위시리스트에 담았습니다.');
  await expect(listHeart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(`/kr/ko/dp/product/${onDetail.productCode}`);
  const detailHeart = page.getByRole('button', { name: '찜하기', exact: true });
  await expect(detailHeart).toHaveAttribute('data-wish-ready', '');
  await detailHeart.click();
  await noticed(page, '위시리스트에 담았습니다.');
  await page.reload();
  await expect(detailHeart).toHaveAttribute('aria-pressed', 'true');

  await page.goto(WISH_PATH);
  const lines = page.getByRole('list', { name: '위시리스트 상품' }).getByRole('listitem');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(onDetail.prdNm);
  await expect(lines.nth(1)).toContainText(onListName);
});

test('the wish screen keeps the buying rules, fills the cart and deletes', async ({ page }, testInfo) => {
  await joinByApi(page.request, newMember(testInfo));
  const token = await tokenOf(page);
  const plain = await wishFirst(
    page.request,
    token,
    (await popularProducts(page.request)).map((product) => product.inmPrdNo),
    (line) => line.buyRule === 'ANY' && line.soldOutYn === 'N',
  );
  const cartOnly = await wishFirst(page.request, token, CART_ONLY_CANDIDATES, (line) => line.buyRule === 'CART_ONLY' && line.soldOutYn === 'N');
  const kit = await wishFirst(page.request, token, [CLUB_KIT.inmPrdNo], (line) => line.buyRule === 'DIRECT_ONLY');

  await page.goto(WISH_PATH);
  const list = page.getByRole('list', { name: '위시리스트 상품' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const toCart = page.getByRole('button', { name: '장바구니 담기', exact: true });
  const buyNow = page.getByRole('button', { name: '바로구매', exact: true });
  const check = (line: WishLine) => page.getByRole('checkbox', { name: `${line.prdNm} 선택` });

  await toCart.click();
  await answerDialog(page, '상품을 선택해 주세요.');
  await buyNow.click();
  await answerDialog(page, '상품을 선택해 주세요.');

  await check(kit).check();
  await toCart.click();
  await answerDialog(page, '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.');
  await check(kit).uncheck();

  await check(cartOnly).check();
  await buyNow.click();
  await answerDialog(page, '단독으로 구매할 수 없는 상품입니다', '취소');
  await expect(page).toHaveURL(new RegExp(`${WISH_PATH}$`));
  await check(cartOnly).uncheck();

  const before = await cartCount(page, token);
  await check(plain).check();
  await expect(page.getByRole('combobox', { name: `${plain.prdNm} 옵션 선택` })).toBeVisible();
  await toCart.click();
  await answerDialog(page, '장바구니에 담았습니다.');
  expect(await cartCount(page, token)).toBe(before + 1);
  await expect(page.locator('[data-cart-count]').first()).toHaveText(String(before + 1));

  await page.getByRole('button', { name: '선택 삭제' }).click();
  await answerDialog(page, '선택한 상품을 위시리스트에서 삭제하시겠습니까?');
  await noticed(page, '위시리스트에서 삭제되었습니다.');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).not.toContainText(plain.prdNm);

  await check(kit).check();
  await buyNow.click();
  await expect(page).toHaveURL(`/kr/ko/or/order?src=WISH&items=${CLUB_KIT.inmOptnPrdNo}:1`);
});

test('an empty wishlist says so', async ({ page }, testInfo) => {
  await joinByApi(page.request, newMember(testInfo));
  await page.goto(WISH_PATH);
  await expect(page.getByRole('heading', { name: '위시리스트에 담긴 상품이 없습니다' })).toBeVisible();
  await expect(page.getByRole('link', { name: '베스트 상품 보기' })).toBeVisible();
});
