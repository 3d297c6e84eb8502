import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway, expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { newMember } from '../cart/cart-test-support';

const TONER = '100000001';
const CREAM = '100000002';
const SOLD_OUT_SET = '100000003';
const LIP_TINT = '100000004';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare(`UPDATE products SET buy_rule = 'CART_ONLY' WHERE inm_prd_no = ?`).bind(CREAM).run();
});

function postWish(verb: string, body: unknown, token?: string): Promise<Response> {
  return callGateway('POST', `/cu/wish/v1/${verb}`, { token, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function okData<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

async function wishRows(): Promise<unknown[]> {
  return (await env.DB.prepare('SELECT incs_no, inm_prd_no, added_at FROM wish_items ORDER BY id').all()).results;
}

/** Asserts a refusal and that no wish row changed. */
const expectRefused = (call: () => Promise<Response>, status: number, body: unknown) => expectRefusedUnchanged(wishRows, call, status, body);

const LOGIN_REQUIRED = { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' };

describe('wish calls for a guest', () => {
  it.each([
    ['getWishList', {}],
    ['getWishProductNos', undefined],
    ['addWish', { inmPrdNo: TONER }],
    ['deleteWishes', { inmPrdNos: [TONER] }],
  ])('%s answers 401 LOGIN_REQUIRED', async (verb, body) => {
    await expectRefused(() => postWish(verb, body), 401, LOGIN_REQUIRED);
  });
});

describe('POST /api/cu/wish/v1/addWish', () => {
  it('adds once: a second add changes nothing and still answers the message', async () => {
    const { incsNo, token } = await newMember();
    const first = await okData<Record<string, unknown>>(postWish('addWish', { inmPrdNo: TONER }, token));
    expect(first).toEqual({ inmPrdNo: TONER, added: true, wishCnt: 1, message: '위시리스트에 담았습니다.' });
    const rows = await wishRows();
    expect(await okData(postWish('addWish', { inmPrdNo: TONER }, token))).toEqual({ ...first, added: false });
    expect(await wishRows()).toEqual(rows);
    expect(rows.filter((row) => (row as { incs_no: number }).incs_no === incsNo)).toHaveLength(1);
  });

  it('refuses an unknown product with 404 and a malformed number with 400', async () => {
    const { token } = await newMember();
    await expectRefused(() => postWish('addWish', { inmPrdNo: '999999999' }, token), 404, { code: 'PRODUCT_NOT_FOUND', message: '상품을 찾을 수 없습니다.' });
    await expectRefused(() => postWish('addWish', { inmPrdNo: 'abc' }, token), 400, {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { inmPrdNo: '상품 번호가 올바르지 않습니다.' },
    });
  });

  it('caps a wishlist at 200 products with a Korean 409, but re-adding a wished one still works', async () => {
    const { incsNo, token } = await newMember();
    // 199 other products wished before, written straight in: copies of the cream under other numbers.
    const numbers = Array.from({ length: 199 }, (_, i) => `9${String(incsNo).padStart(3, '0')}${String(i).padStart(5, '0')}`);
    const cream = (await env.DB.prepare('SELECT * FROM products WHERE inm_prd_no = ?').bind(CREAM).first<Record<string, unknown>>())!;
    const columns = Object.keys(cream);
    await env.DB.batch(
      numbers.flatMap((inmPrdNo, i) => [
        env.DB.prepare(`INSERT INTO products (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).bind(
          ...columns.map((column) => (column === 'inm_prd_no' ? inmPrdNo : column === 'product_code' ? `CAP${inmPrdNo}` : cream[column])),
        ),
        env.DB.prepare('INSERT INTO wish_items (incs_no, inm_prd_no, added_at) VALUES (?, ?, ?)').bind(incsNo, inmPrdNo, i),
      ]),
    );
    expect(await okData(postWish('addWish', { inmPrdNo: TONER }, token))).toMatchObject({ added: true, wishCnt: 200 });
    await expectRefused(() => postWish('addWish', { inmPrdNo: CREAM }, token), 409, {
      code: 'WISH_LIMIT_EXCEEDED',
      message: '위시리스트에는 최대 200개까지 담을 수 있습니다. 담아 둔 상품을 정리한 뒤 다시 담아 주세요.',
    });
    expect(await okData(postWish('addWish', { inmPrdNo: TONER }, token))).toMatchObject({ added: false, wishCnt: 200 });
  });
});

describe('POST /api/cu/wish/v1/getWishList and getWishProductNos', () => {
  it('lists newest first with buy rule, sold-out and every option with stock, a page at a time', async () => {
    const { token } = await newMember();
    for (const inmPrdNo of [TONER, SOLD_OUT_SET, CREAM, LIP_TINT]) await okData(postWish('addWish', { inmPrdNo }, token));
    await env.DB.prepare('UPDATE wish_items SET added_at = id * 1000 WHERE incs_no = (SELECT incs_no FROM wish_items ORDER BY id DESC LIMIT 1)').run();

    const list = await okData<{ items: Record<string, unknown>[]; total: number; page: number; size: number }>(
      postWish('getWishList', { page: 1, size: 3 }, token),
    );
    expect(list).toMatchObject({ total: 4, page: 1, size: 3 });
    expect(list.items.map((item) => item.inmPrdNo)).toEqual([LIP_TINT, CREAM, SOLD_OUT_SET]);
    const [lip, cream, soldOut] = list.items;
    expect(lip).toMatchObject({
      prdNm: '담소 립 틴트',
      brandNm: '담소',
      soldOutYn: 'Y',
      buyRule: 'ANY',
      maxBuyQty: 5,
      imageUrl: '/images/products/100000004-0.svg',
    });
    expect(cream).toMatchObject({ buyRule: 'CART_ONLY', soldOutYn: 'N', cnsmAmt: 30000, saleAmt: 30000 });
    expect(cream.options).toEqual([
      { inmOptnPrdNo: '20000000201', prdOptnNm: '단품 50ml', prdCd: 'DAMSO0000021', cnsmAmt: 30000, saleAmt: 30000, stock: 5, soldOutYn: 'N' },
    ]);
    expect(soldOut).toMatchObject({ soldOutYn: 'Y', options: [expect.objectContaining({ stock: 7, soldOutYn: 'Y' })] });
    expect(lip.wishDttm).toMatch(/^\d{14}$/);

    const second = await okData<{ items: { inmPrdNo: string; options: { inmOptnPrdNo: string }[] }[]; total: number }>(
      postWish('getWishList', { page: 2, size: 3 }, token),
    );
    expect(second.total).toBe(4);
    expect(second.items.map((item) => item.inmPrdNo)).toEqual([TONER]);
    expect(second.items[0].options.map((option) => option.inmOptnPrdNo)).toEqual(['20000000101', '20000000102']);
    expect(await okData(postWish('getWishList', { page: 9 }, token))).toEqual({ items: [], total: 4, page: 9, size: 20 });

    expect(await okData(postWish('getWishProductNos', undefined, token))).toEqual({ inmPrdNos: [LIP_TINT, CREAM, SOLD_OUT_SET, TONER] });
  });

  it('shows a member only their own wishes', async () => {
    const one = await newMember();
    const other = await newMember();
    await okData(postWish('addWish', { inmPrdNo: TONER }, one.token));
    expect(await okData(postWish('getWishList', {}, other.token))).toEqual({ items: [], total: 0, page: 1, size: 20 });
    expect(await okData(postWish('getWishProductNos', undefined, other.token))).toEqual({ inmPrdNos: [] });
  });
});

describe('POST /api/cu/wish/v1/deleteWishes', () => {
  it('deletes the listed products and says so', async () => {
    const { token } = await newMember();
    for (const inmPrdNo of [TONER, CREAM, LIP_TINT]) await okData(postWish('addWish', { inmPrdNo }, token));
    expect(await okData(postWish('deleteWishes', { inmPrdNos: [TONER, LIP_TINT, TONER] }, token))).toEqual({
      deletedCnt: 2,
      wishCnt: 1,
      message: '위시리스트에서 삭제되었습니다.',
    });
    expect(await okData(postWish('getWishProductNos', undefined, token))).toEqual({ inmPrdNos: [CREAM] });
  });

  it("deletes nothing when one product is not in the caller's wishlist", async () => {
    const one = await newMember();
    const other = await newMember();
    await okData(postWish('addWish', { inmPrdNo: TONER }, one.token));
    await okData(postWish('addWish', { inmPrdNo: CREAM }, other.token));
    const notFound = { code: 'WISH_ITEM_NOT_FOUND', message: '위시리스트에서 상품을 찾을 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.' };
    await expectRefused(() => postWish('deleteWishes', { inmPrdNos: [TONER, CREAM] }, one.token), 404, notFound);
    await expectRefused(() => postWish('deleteWishes', { inmPrdNos: [TONER] }, other.token), 404, notFound);
    await expectRefused(() => postWish('deleteWishes', { inmPrdNos: [] }, one.token), 400, {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { inmPrdNos: '삭제할 상품을 선택해 주세요.' },
    });
  });
});
