import { describe, expect, it, vi } from 'vitest';
import type { CompletedOrder } from '#shared/schemas/order-calls';

const api = vi.hoisted(() => ({ getOrderComplete: vi.fn(), confirmPayment: vi.fn(), abandonOrder: vi.fn() }));
vi.mock('./checkout-api', () => api);
vi.mock('../cart/cart-actions', () => ({ refreshCartCount: async () => {} }));
const { purchaseEvent, resultOf, startResult } = await import('./result-store');

describe('payment result', () => {
  it('tells the views apart by `result`', () => {
    expect(resultOf('?result=success&paymentKey=k')).toBe('success');
    expect(resultOf('?result=fail&code=PAY_PROCESS_CANCELED')).toBe('fail');
    expect(resultOf('?result=complete&ordNo=1')).toBe('complete');
    expect(resultOf('?src=CART&cartLineIds=1')).toBeNull();
  });

  it('builds the GA4 purchase event in KRW', () => {
    const order = {
      ordNo: '20261122-4F7K2Q9M',
      couponName: '10% 할인',
      amounts: { payAmt: 30970, shippingFee: 0 },
      lines: [{ productCode: 'NK0000001', prdCd: 'NKCHA0000011', prdNm: '녹차 토너', catNm: '스킨케어', prdOptnNm: '150ml', saleAmt: 17600, qty: 2 }],
    } as unknown as CompletedOrder;
    expect(purchaseEvent(order)).toEqual({
      transaction_id: '20261122-4F7K2Q9M',
      value: 30970,
      currency: 'KRW',
      shipping: 0,
      coupon: '10% 할인',
      items: [
        { item_id: 'NK0000001', item_name: '녹차 토너', item_brand: 'NKCHA', item_category: '스킨케어', item_variant: '150ml', price: 17600, quantity: 2 },
      ],
    });
  });

  /** A paid order of one toner, numbered `ordNo`. */
  const paidOrder = (ordNo: string) =>
    ({
      ordNo,
      couponName: null,
      amounts: { payAmt: 20100, shippingFee: 2500 },
      lines: [{ productCode: 'NK0000001', prdCd: 'NKCHA0000011', prdNm: '녹차 토너', catNm: '스킨케어', prdOptnNm: '150ml', saleAmt: 17600, qty: 1 }],
    }) as unknown as CompletedOrder;

  it('pushes purchase once per order, in GTM’s ecommerce pattern, and not again on a reload of the complete view', async () => {
    const order = paidOrder('20261122-AAAA0001');
    api.getOrderComplete.mockResolvedValue(order);
    window.dataLayer = [];
    await startResult(`?result=complete&ordNo=${order.ordNo}`);
    await startResult(`?result=complete&ordNo=${order.ordNo}`);
    expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'purchase', ecommerce: purchaseEvent(order) }]);
    expect(purchaseEvent(order)).toMatchObject({ transaction_id: order.ordNo, value: 20100, currency: 'KRW', shipping: 2500, coupon: '' });
  });

  it('marks the purchase server_reported when the worker reports it to GA4 too', async () => {
    const order = paidOrder('20261122-AAAA0002');
    api.getOrderComplete.mockResolvedValue(order);
    window.dataLayer = [];
    document.documentElement.dataset.tags = '{"serverRevenue":true}';
    await startResult(`?result=complete&ordNo=${order.ordNo}`);
    delete document.documentElement.dataset.tags;
    expect(window.dataLayer).toEqual([{ ecommerce: null }, { event: 'purchase', server_reported: true, ecommerce: purchaseEvent(order) }]);
  });
});
