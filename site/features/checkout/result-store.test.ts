import { describe, expect, it } from 'vitest';
import type { CompletedOrder } from '#shared/schemas/order-calls';
import { purchaseEvent, resultOf } from './result-store';

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
      lines: [{ prdCd: 'NKCHA0000011', prdNm: '녹차 토너', catNm: '스킨케어', prdOptnNm: '150ml', saleAmt: 17600, qty: 2 }],
    } as unknown as CompletedOrder;
    expect(purchaseEvent(order)).toEqual({
      transaction_id: '20261122-4F7K2Q9M',
      value: 30970,
      currency: 'KRW',
      shipping: 0,
      coupon: '10% 할인',
      items: [
        { item_id: 'NKCHA0000011', item_name: '녹차 토너', item_brand: 'NKCHA', item_category: '스킨케어', item_variant: '150ml', price: 17600, quantity: 2 },
      ],
    });
  });
});
