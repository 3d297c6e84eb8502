import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectRefusedUnchanged } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { allCartRows, insertLine, newGuest, newMember, okData, OPT, postCart } from './cart-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  // Product 1's single bottle gets 4 in stock, so the toner has two buyable options to switch between.
  await env.DB.prepare('UPDATE product_options SET stock = 4 WHERE inm_optn_prd_no = ?').bind(OPT.TONER_SINGLE).run();
});

const error = (code: string, message: string) => ({ code, message });

/** Asserts a refusal and that the cart table did not change. */
const expectRefused = (call: () => Promise<Response>, status: number, body: unknown) => expectRefusedUnchanged(allCartRows, call, status, body);

describe('POST /api/or/cart/v1/addCartLine', () => {
  it('adds a line, then adds onto it: one line per option', async () => {
    const guest = await newGuest();
    const { sessId } = guest;
    const first = await okData<{ cartLineId: number }>(postCart('addCartLine', { sessId, inmOptnPrdNo: OPT.TONER_SET, qty: 1 }, guest));
    expect(first).toEqual({ cartLineId: expect.any(Number), inmOptnPrdNo: OPT.TONER_SET, qty: 1, capped: false, message: '장바구니에 담았습니다.' });
    expect(await okData(postCart('addCartLine', { sessId, inmOptnPrdNo: OPT.TONER_SET, qty: 2 }, guest))).toEqual({ ...first, qty: 3 });
    const rows = (await allCartRows()).filter((row) => row.sess_id === guest.cartKey);
    expect(rows).toEqual([{ id: first.cartLineId, sess_id: guest.cartKey, incs_no: null, inm_optn_prd_no: OPT.TONER_SET, qty: 3, prdprice: 17600 }]);
  });

  it("caps at the product's limit and says so", async () => {
    const { token } = await newMember();
    await okData(postCart('addCartLine', { sessId: '', inmOptnPrdNo: OPT.TONER_SET, qty: 4 }, token));
    expect(await okData(postCart('addCartLine', { sessId: '', inmOptnPrdNo: OPT.TONER_SET, qty: 4 }, token))).toMatchObject({
      qty: 5,
      capped: true,
      message: '구매 가능한 최대 수량은 5개입니다. 수량을 5개로 담았습니다.',
    });
  });

  it('caps at the stock when it is below the limit', async () => {
    const { token } = await newMember();
    expect(await okData(postCart('addCartLine', { sessId: '', inmOptnPrdNo: OPT.LIP_SET, qty: 9 }, token))).toMatchObject({ qty: 3, capped: true });
  });

  it.each([
    ['a product marked sold out', OPT.SOLD_OUT_SET],
    ['an option without stock', '20000000401'],
  ])('refuses %s with 409 SOLD_OUT', async (_name, inmOptnPrdNo) => {
    await expectRefused(() => postCart('addCartLine', { sessId: crypto.randomUUID(), inmOptnPrdNo, qty: 1 }), 409, error('SOLD_OUT', '품절된 상품입니다.'));
  });

  it('refuses an unknown option with 404', async () => {
    await expectRefused(
      () => postCart('addCartLine', { sessId: crypto.randomUUID(), inmOptnPrdNo: '999', qty: 1 }),
      404,
      error('OPTION_NOT_FOUND', '상품 옵션을 찾을 수 없습니다.'),
    );
  });

  it('refuses a change from a guest without the cart cookie with 400', async () => {
    const guest = await newGuest();
    const id = await insertLine({ cartKey: guest.cartKey }, OPT.CREAM, 1);
    for (const [verb, body] of [
      ['updateCartLine', { sessId: guest.sessId, cartLineId: id, qty: 2 }],
      ['deleteCartLines', { sessId: guest.sessId, cartLineIds: [id] }],
    ] as const) {
      await expectRefused(
        () => postCart(verb, body),
        400,
        error('CART_SESSION_REQUIRED', '장바구니 세션이 없습니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.'),
      );
    }
  });

  it.each([
    ['zero', 0, '수량은 1개 이상이어야 합니다.'],
    ['a fraction', 1.5, '수량은 정수여야 합니다.'],
    ['a string', '2', '수량을 보내 주세요.'],
  ])('refuses a quantity of %s with 400', async (_name, qty, message) => {
    await expectRefused(() => postCart('addCartLine', { sessId: crypto.randomUUID(), inmOptnPrdNo: OPT.CREAM, qty }), 400, {
      ...error('INVALID_INPUT', '입력값을 확인해 주세요.'),
      fields: { qty: message },
    });
  });
});

describe('POST /api/or/cart/v1/updateCartLine', () => {
  it('changes the quantity, capped by the limit', async () => {
    const { incsNo, token } = await newMember();
    const id = await insertLine({ incsNo }, OPT.TONER_SET, 1);
    expect(await okData(postCart('updateCartLine', { sessId: '', cartLineId: id, qty: 3 }, token))).toEqual({
      cartLineId: id,
      inmOptnPrdNo: OPT.TONER_SET,
      qty: 3,
      capped: false,
      message: '수량이 변경되었습니다.',
    });
    expect(await okData(postCart('updateCartLine', { sessId: '', cartLineId: id, qty: 8 }, token))).toMatchObject({ qty: 5, capped: true });
  });

  it('moves a line to another option of the same product', async () => {
    const { incsNo, token } = await newMember();
    const id = await insertLine({ incsNo }, OPT.TONER_SET, 2);
    expect(await okData(postCart('updateCartLine', { sessId: '', cartLineId: id, inmOptnPrdNo: OPT.TONER_SINGLE }, token))).toEqual({
      cartLineId: id,
      inmOptnPrdNo: OPT.TONER_SINGLE,
      qty: 2,
      capped: false,
      message: '옵션이 변경되었습니다.',
    });
    expect((await allCartRows()).filter((row) => row.incs_no === incsNo)).toEqual([
      { id, sess_id: null, incs_no: incsNo, inm_optn_prd_no: OPT.TONER_SINGLE, qty: 2, prdprice: 16000 },
    ]);
  });

  it('joins the line into the line that already holds the new option, capped by its stock', async () => {
    const { incsNo, token } = await newMember();
    const moving = await insertLine({ incsNo }, OPT.TONER_SET, 3);
    const holding = await insertLine({ incsNo }, OPT.TONER_SINGLE, 2);
    expect(await okData(postCart('updateCartLine', { sessId: '', cartLineId: moving, inmOptnPrdNo: OPT.TONER_SINGLE }, token))).toMatchObject({
      cartLineId: holding,
      qty: 4,
      capped: true,
    });
    expect((await allCartRows()).filter((row) => row.incs_no === incsNo).map((row) => [row.id, row.qty])).toEqual([[holding, 4]]);
  });

  it('refuses an option of another product with 409, a sold-out option with 409', async () => {
    const { incsNo, token } = await newMember();
    const id = await insertLine({ incsNo }, OPT.TONER_SET, 1);
    await expectRefused(
      () => postCart('updateCartLine', { sessId: '', cartLineId: id, inmOptnPrdNo: OPT.CREAM }, token),
      409,
      error('CART_OPTION_MISMATCH', '같은 상품의 다른 옵션으로만 변경할 수 있습니다.'),
    );
    await env.DB.prepare('UPDATE product_options SET stock = 0 WHERE inm_optn_prd_no = ?').bind(OPT.TONER_SINGLE).run();
    try {
      await expectRefused(
        () => postCart('updateCartLine', { sessId: '', cartLineId: id, inmOptnPrdNo: OPT.TONER_SINGLE }, token),
        409,
        error('SOLD_OUT', '품절된 상품입니다.'),
      );
    } finally {
      await env.DB.prepare('UPDATE product_options SET stock = 4 WHERE inm_optn_prd_no = ?').bind(OPT.TONER_SINGLE).run();
    }
  });

  it("refuses another cart's line with 404, and a body with neither quantity nor option with 400", async () => {
    const other = await newMember();
    const theirs = await insertLine({ incsNo: other.incsNo }, OPT.CREAM, 1);
    const { token } = await newMember();
    await expectRefused(
      () => postCart('updateCartLine', { sessId: '', cartLineId: theirs, qty: 2 }, token),
      404,
      error('CART_LINE_NOT_FOUND', '장바구니에서 상품을 찾을 수 없습니다.'),
    );
    const guest = await newGuest();
    await expectRefused(
      () => postCart('updateCartLine', { sessId: guest.sessId, cartLineId: theirs, qty: 2 }, guest),
      404,
      error('CART_LINE_NOT_FOUND', '장바구니에서 상품을 찾을 수 없습니다.'),
    );
    await expectRefused(() => postCart('updateCartLine', { sessId: '', cartLineId: theirs }, other.token), 400, {
      ...error('INVALID_INPUT', '입력값을 확인해 주세요.'),
      fields: { qty: '변경할 수량이나 옵션을 보내 주세요.' },
    });
  });
});

describe('POST /api/or/cart/v1/deleteCartLines', () => {
  it("deletes the shopper's own lines", async () => {
    const guest = await newGuest();
    const a = await insertLine({ cartKey: guest.cartKey }, OPT.CREAM, 1);
    const b = await insertLine({ cartKey: guest.cartKey }, OPT.LIP_SET, 1);
    const c = await insertLine({ cartKey: guest.cartKey }, OPT.TONER_SET, 1);
    expect(await okData(postCart('deleteCartLines', { sessId: guest.sessId, cartLineIds: [a, c, a] }, guest))).toEqual({ deletedCnt: 2 });
    expect((await allCartRows()).filter((row) => row.sess_id === guest.cartKey).map((row) => row.id)).toEqual([b]);
  });

  it("refuses with 404 and deletes nothing when one id is another cart's", async () => {
    const guest = await newGuest();
    const mine = await insertLine({ cartKey: guest.cartKey }, OPT.CREAM, 1);
    const { incsNo, token } = await newMember();
    const theirs = await insertLine({ incsNo }, OPT.CREAM, 1);
    await expectRefused(
      () => postCart('deleteCartLines', { sessId: guest.sessId, cartLineIds: [mine, theirs] }, guest),
      404,
      error('CART_LINE_NOT_FOUND', '장바구니에서 상품을 찾을 수 없습니다.'),
    );
    // A member does not reach the guest lines of the session they send.
    await expectRefused(
      () => postCart('deleteCartLines', { sessId: guest.sessId, cartLineIds: [mine] }, token),
      404,
      error('CART_LINE_NOT_FOUND', '장바구니에서 상품을 찾을 수 없습니다.'),
    );
  });

  it('refuses an empty selection with 400', async () => {
    await expectRefused(() => postCart('deleteCartLines', { sessId: crypto.randomUUID(), cartLineIds: [] }), 400, {
      ...error('INVALID_INPUT', '입력값을 확인해 주세요.'),
      fields: { cartLineIds: '삭제할 상품을 선택해 주세요.' },
    });
  });
});
