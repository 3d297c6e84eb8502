import { afterEach, describe, expect, it, vi } from 'vitest';
import { $customer } from '../member/store';
import { addToCart, refreshCartCount } from './cart-actions';
import { CART_CHANNEL, startCartCountSync } from './cart-count';
import { trackCartChange } from './cart-tracking';
import { SESS_ID } from './testing/fake-gateway';
import { flush, shopAs, tracked } from './testing/setup';

afterEach(() => vi.unstubAllGlobals());

describe('addToCart', () => {
  it('adds every item, says 장바구니에 담았습니다., tracks it and refreshes the badge', async () => {
    const gateway = shopAs('guest');
    expect(
      await addToCart([
        { inmOptnPrdNo: '10011', qty: 2, price: 16000 },
        { inmOptnPrdNo: '10021', qty: 1 },
      ]),
    ).toEqual({ ok: true, message: '장바구니에 담았습니다.' });
    expect(gateway.bodies('addCartLine')).toEqual([
      { sessId: SESS_ID, inmOptnPrdNo: '10011', qty: 2 },
      { sessId: SESS_ID, inmOptnPrdNo: '10021', qty: 1 },
    ]);
    expect($customer.get().extras.prdCnt).toBe(2);
    await flush();
    expect(tracked('add_to_cart')).toEqual([
      expect.objectContaining({
        currency: 'KRW',
        value: 41000,
        items: [expect.objectContaining({ item_id: 'NK0001', price: 16000, quantity: 2 }), expect.objectContaining({ price: 9000, quantity: 1 })],
      }),
    ]);
  });

  it('passes on the capping message', async () => {
    shopAs('guest');
    expect(await addToCart([{ inmOptnPrdNo: '10021', qty: 9 }])).toEqual({ ok: true, message: '구매 가능한 최대 수량은 3개입니다. 수량을 3개로 담았습니다.' });
  });

  it('answers the gateway’s Korean refusal, e.g. for the green tea club kit', async () => {
    const gateway = shopAs('guest');
    expect(await addToCart([{ inmOptnPrdNo: '10031', qty: 1 }])).toEqual({ ok: false, message: '녹차클럽 키트는 바로구매로만 구매할 수 있습니다.' });
    expect(gateway.lines).toEqual([]);
    expect(tracked('add_to_cart')).toEqual([]);
  });

  it('adds as a member with the token', async () => {
    const gateway = shopAs('member');
    await addToCart([{ inmOptnPrdNo: '10011', qty: 1 }]);
    expect(gateway.lines).toEqual([expect.objectContaining({ owner: 'member', inmOptnPrdNo: '10011' })]);
  });
});

describe('cart tracking', () => {
  it.each([
    ['a non-200 answer', () => Response.json({ statusCode: 500, data: [] })],
    ['a non-array answer', () => Response.json({ statusCode: 200, data: {} })],
    ['an error status', () => Response.json({ code: 'X', message: '오류' }, { status: 500 })],
    [
      'items that do not name their product',
      () =>
        Response.json({
          statusCode: 200,
          data: [
            {
              inmOptnPrdNo: '10011',
              inmPrdNo: '1001',
              prdNm: '제주 녹차 토너',
              inmPrdCatNm: '스킨케어',
              prdOptnNm: '150ml',
              prdCd: 'NKCHA10011',
              cnsmAmt: 20000,
            },
          ],
        }),
    ],
  ])('ignores %s silently', async (_name, answer) => {
    const gateway = shopAs('guest');
    gateway.overrides['getProductOptionCategory'] = answer;
    expect(await trackCartChange('add_to_cart', [{ inmOptnPrdNo: '10011', quantity: 1 }])).toBe(false);
    expect(await addToCart([{ inmOptnPrdNo: '10011', qty: 1 }])).toEqual({ ok: true, message: '장바구니에 담았습니다.' });
    await flush();
    expect(tracked('add_to_cart')).toEqual([]);
  });

  it('ignores a failed call', async () => {
    const gateway = shopAs('guest');
    gateway.overrides['getProductOptionCategory'] = new TypeError('offline');
    expect(await trackCartChange('remove_from_cart', [{ inmOptnPrdNo: '10011', quantity: 1 }])).toBe(false);
  });
});

describe('the badge in other tabs', () => {
  it('tells the other tabs over the nokcha-cart channel, and a tab told re-asks the count', async () => {
    const gateway = shopAs('guest');
    const other = new BroadcastChannel(CART_CHANNEL);
    const heard = new Promise((resolve) => other.addEventListener('message', (event) => resolve(event.data), { once: true }));
    await refreshCartCount();
    expect(await heard).toMatchObject({ type: 'cart-changed' });
    startCartCountSync();
    gateway.add(`guest:${SESS_ID}`, '10011', 1);
    const counts = gateway.bodies('getOrderCartCount').length;
    other.postMessage({ type: 'cart-changed' });
    await vi.waitFor(() => expect($customer.get().extras.prdCnt).toBe(1));
    expect(gateway.bodies('getOrderCartCount').length).toBe(counts + 1);
    other.close();
  });
});
