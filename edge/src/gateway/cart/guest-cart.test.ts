import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { GetCartListResponse } from '#shared/schemas/cart-calls';
import { GUEST_CART_COOKIE } from '#shared/cookies';
import { hashToken } from '#edge/auth/sessions';
import { callGateway } from '#edge/testing/gateway-call';
import { seedFixtureCatalog } from '../display/test-catalog';
import { allCartRows, insertLine, newGuest, newMember, okData, OPT, postCart, type Caller } from './cart-test-support';

type Cart = GetCartListResponse['data'];

beforeAll(() => seedFixtureCatalog(env.DB));

/** The options in the cart `caller` sees, whatever session id the body names. */
async function optionsSeenBy(caller: Caller | undefined, sessId: string): Promise<string[]> {
  return (await okData<Cart>(postCart('getCartList', { sessId }, caller))).lines.map((line) => line.inmOptnPrdNo);
}

const count = async (sessId: string, cookie?: string) =>
  (
    (await (
      await callGateway('POST', '/or/order/v1/getOrderCartCount', { body: JSON.stringify({ sessId }), headers: cookie ? { Cookie: cookie } : {} })
    ).json()) as {
      data: { prdCnt: number };
    }
  ).data.prdCnt;

describe('the guest cart cookie', () => {
  it('keeps a guest’s cart to the browser holding its cookie: the sessId anyone can read reaches nothing', async () => {
    const guest = await newGuest();
    await okData(postCart('addCartLine', { sessId: guest.sessId, inmOptnPrdNo: OPT.CREAM, qty: 1 }, guest));
    expect(await optionsSeenBy(guest, guest.sessId)).toEqual([OPT.CREAM]);
    expect(await count(guest.sessId, guest.cookie)).toBe(1);

    // Someone who read the guest's sessId (it is in every page's script and analytics) sends it.
    const stranger = await newGuest();
    const before = await allCartRows();
    expect(await optionsSeenBy(undefined, guest.sessId)).toEqual([]);
    expect(await optionsSeenBy(stranger, guest.sessId)).toEqual([]);
    expect(await count(guest.sessId)).toBe(0);
    expect(await count(guest.sessId, `sessId=${guest.sessId}`)).toBe(0);
    const { token } = await newMember();
    expect(await okData(postCart('mergeGuestCart', { sessId: guest.sessId }, { ...stranger, token }))).toMatchObject({ mergedCnt: 0 });
    expect(await allCartRows()).toEqual(before);
    expect(await optionsSeenBy(guest, guest.sessId)).toEqual([OPT.CREAM]);
  });

  it('gives a guest without the cookie a cart of their own with their first line', async () => {
    const added = await callGateway('POST', '/or/cart/v1/addCartLine', { body: JSON.stringify({ sessId: '', inmOptnPrdNo: OPT.TONER_SET, qty: 1 }) });
    expect(added.status).toBe(200);
    const [cookie] = added.headers.getSetCookie();
    expect(cookie).toMatch(new RegExp(`^${GUEST_CART_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax$`));
    const token = /=([^;]+);/.exec(cookie)![1];
    const cartKey = await hashToken(token);
    expect((await allCartRows()).filter((row) => row.sess_id === cartKey)).toMatchObject([{ incs_no: null, inm_optn_prd_no: OPT.TONER_SET, qty: 1 }]);
    expect(await optionsSeenBy({ sessId: '', cookie: `${GUEST_CART_COOKIE}=${token}`, cartKey }, '')).toEqual([OPT.TONER_SET]);
  });

  it('moves a cart filled under the old sessId into the cookie’s cart once, on the first call carrying both', async () => {
    const guest = await newGuest();
    const oldLines = [await insertLine({ cartKey: guest.sessId }, OPT.CREAM, 2), await insertLine({ cartKey: guest.sessId }, OPT.LIP_SET, 1)];
    expect(await count(guest.sessId, guest.cookie)).toBe(2);
    expect((await optionsSeenBy(guest, guest.sessId)).sort()).toEqual([OPT.CREAM, OPT.LIP_SET].sort());
    const rows = (await allCartRows()).filter((row) => oldLines.includes(row.id as number));
    expect(rows.map((row) => row.sess_id)).toEqual([guest.cartKey, guest.cartKey]);

    // Once moved, the old id names nothing, even from a browser that sends it as its sessId cookie.
    const other = await newGuest();
    const copied = { ...other, cookie: other.cookie.replace(other.sessId, guest.sessId) };
    expect(await optionsSeenBy(copied, guest.sessId)).toEqual([]);
  });

  it('merges at login the cookie’s cart only, never the cart of the session the body names', async () => {
    const [browser, elsewhere] = [await newGuest(), await newGuest()];
    await insertLine({ cartKey: browser.cartKey }, OPT.TONER_SET, 1);
    const notTheirs = await insertLine({ cartKey: elsewhere.sessId }, OPT.CREAM, 1);
    const { incsNo, token } = await newMember();
    const merged = await okData(postCart('mergeGuestCart', { sessId: elsewhere.sessId }, { ...browser, token }));
    expect(merged).toMatchObject({ mergedCnt: 1 });
    const rows = await allCartRows();
    expect(rows.filter((row) => row.incs_no === incsNo).map((row) => row.inm_optn_prd_no)).toEqual([OPT.TONER_SET]);
    expect(rows.find((row) => row.id === notTheirs)).toMatchObject({ sess_id: elsewhere.sessId, incs_no: null });
  });
});
