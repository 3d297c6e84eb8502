import { env } from 'cloudflare:test';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { MergeGuestCartResponse } from '#shared/schemas/cart-calls';
import { expectJson } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { allCartRows, insertLine, newGuest, newMember, okData, OPT, postCart, type Guest } from './cart-test-support';

type Merge = MergeGuestCartResponse['data'];

/**
 * What each option may hold after a merge, spelled out from the fixture (product 2's limit is
 * lowered to 2 below): the smaller of stock and limit, or the limit for a sold-out option, which
 * is kept flagged rather than lost.
 */
const CAP: Record<string, number> = {
  [OPT.TONER_SET]: 5, // 12 in stock, limit 5
  [OPT.TONER_SINGLE]: 5, // no stock: sold out, kept up to the limit
  [OPT.CREAM]: 2, // 5 in stock, limit 2
  [OPT.SOLD_OUT_SET]: 5, // product marked sold out
  [OPT.LIP_SET]: 3, // 3 in stock, limit 5
};
const OPTIONS = Object.keys(CAP);

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare("UPDATE products SET max_buy_qty = 2 WHERE inm_prd_no = '100000002'").run();
});

/** The member `token` logs in on the browser of `guest`, which merges its guest cart. */
const merge = (guest: Guest, token: string) => okData<Merge>(postCart('mergeGuestCart', { sessId: guest.sessId }, { ...guest, token }));

/** Option → quantity of a member's cart, read from D1. */
async function memberCart(incsNo: number): Promise<Record<string, number>> {
  const rows = (await allCartRows()).filter((row) => row.incs_no === incsNo);
  const cart: Record<string, number> = {};
  for (const row of rows) cart[row.inm_optn_prd_no as string] = (cart[row.inm_optn_prd_no as string] ?? 0) + (row.qty as number);
  return cart;
}

describe('POST /api/or/cart/v1/mergeGuestCart', () => {
  it('adds the guest lines to the member cart, caps and reports, and consumes the guest cart', async () => {
    const guest = await newGuest();
    const { incsNo, token } = await newMember();
    await insertLine({ cartKey: guest.cartKey }, OPT.TONER_SET, 2);
    await insertLine({ cartKey: guest.cartKey }, OPT.LIP_SET, 2);
    await insertLine({ incsNo }, OPT.LIP_SET, 2);
    expect(await merge(guest, token)).toEqual({
      mergedCnt: 2,
      cappedLines: [{ inmOptnPrdNo: OPT.LIP_SET, prdNm: '녹차숍 립 기획세트', askedQty: 4, qty: 3 }],
      message: '녹차숍 립 기획세트 상품은 구매 가능한 최대 수량을 넘어 수량이 조정되었습니다.',
    });
    expect(await memberCart(incsNo)).toEqual({ [OPT.TONER_SET]: 2, [OPT.LIP_SET]: 3 });
    expect((await allCartRows()).filter((row) => row.sess_id === guest.cartKey)).toEqual([]);
    expect(await okData(postCart('getCartList', { sessId: guest.sessId }, guest))).toMatchObject({ lines: [] });
  });

  it('merges nothing the second time', async () => {
    const guest = await newGuest();
    const { incsNo, token } = await newMember();
    await insertLine({ cartKey: guest.cartKey }, OPT.CREAM, 1);
    expect(await merge(guest, token)).toEqual({ mergedCnt: 1, cappedLines: [], message: '비회원으로 담은 상품 1개를 장바구니에 합쳤습니다.' });
    const before = await allCartRows();
    expect(await merge(guest, token)).toEqual({ mergedCnt: 0, cappedLines: [], message: '' });
    expect(await allCartRows()).toEqual(before);
    expect(await memberCart(incsNo)).toEqual({ [OPT.CREAM]: 1 });
  });

  it('answers nothing merged for a browser without a guest cart', async () => {
    const { token } = await newMember();
    expect(await okData(postCart('mergeGuestCart', { sessId: '' }, token))).toEqual({ mergedCnt: 0, cappedLines: [], message: '' });
  });

  it('refuses a guest with 401 and changes nothing', async () => {
    const guest = await newGuest();
    await insertLine({ cartKey: guest.cartKey }, OPT.CREAM, 1);
    const before = await allCartRows();
    await expectJson(await postCart('mergeGuestCart', { sessId: guest.sessId }, guest), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
    expect(await allCartRows()).toEqual(before);
  });

  it('refuses a malformed session id with 400', async () => {
    const { token } = await newMember();
    await expectJson(await postCart('mergeGuestCart', { sessId: "x' OR 1=1" }, token), 400, {
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { sessId: '세션 ID 형식이 올바르지 않습니다.' },
    });
  });

  it('loses no option, sums capped quantities, and a second merge changes nothing (property)', async () => {
    const line = fc.record({ option: fc.constantFrom(...OPTIONS), qty: fc.integer({ min: 1, max: 6 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(line, { maxLength: 6 }), fc.uniqueArray(line, { maxLength: 5, selector: (l) => l.option }), async (guestLines, memberLines) => {
        const guest = await newGuest();
        const { incsNo, token } = await newMember();
        for (const l of guestLines) await insertLine({ cartKey: guest.cartKey }, l.option, l.qty);
        for (const l of memberLines) await insertLine({ incsNo }, l.option, l.qty);

        const first = await merge(guest, token);
        // Every option of either cart is in the member cart: summed, and capped where the guest brought some.
        const sums: Record<string, number> = {};
        for (const l of [...guestLines, ...memberLines]) sums[l.option] = (sums[l.option] ?? 0) + l.qty;
        const merged = new Set(guestLines.map((l) => l.option));
        const expected = Object.fromEntries(Object.entries(sums).map(([o, sum]) => [o, merged.has(o) ? Math.min(sum, CAP[o]) : sum]));
        expect(await memberCart(incsNo)).toEqual(expected);
        expect(first.mergedCnt).toBe(guestLines.length);
        const capped = [...merged].filter((o) => sums[o] > CAP[o]);
        expect(first.cappedLines.map((c) => [c.inmOptnPrdNo, c.askedQty, c.qty]).sort()).toEqual(capped.map((o) => [o, sums[o], CAP[o]]).sort());
        expect((await allCartRows()).filter((row) => row.sess_id === guest.cartKey)).toEqual([]);

        const before = await allCartRows();
        expect(await merge(guest, token)).toEqual({ mergedCnt: 0, cappedLines: [], message: '' });
        expect(await allCartRows()).toEqual(before);
      }),
      { numRuns: 40 },
    );
    // 40 runs of a few dozen D1 writes each: seconds on a busy machine.
  }, 60_000);
});
