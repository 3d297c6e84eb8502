import { expect, test } from 'vitest';
import { ga4Item, purchaseParams, refundParams } from './ga4-ecommerce';
import { productItem } from './ga4-product-item';

const CARD = { productCode: 'BO0000001', prdNm: '녹차 토너', brandCd: 'BOMNL', catNm: '스킨케어', saleAmt: 17600 };
const LINE = { productCode: 'BO0000001', prdCd: 'BOMNL0000011', prdNm: '녹차 토너', catNm: '스킨케어', prdOptnNm: '150ml', saleAmt: 15800 };

test('an option is an item of its product: the product code as item_id, the option as item_variant', () => {
  expect(ga4Item(LINE, 2)).toEqual({
    item_id: 'BO0000001',
    item_name: '녹차 토너',
    item_brand: 'BOMNL',
    item_category: '스킨케어',
    item_variant: '150ml',
    price: 15800,
    quantity: 2,
  });
});

test('a product’s card and its chosen option share the fields GA4 joins item reports on', () => {
  const keys = ['item_id', 'item_name', 'item_brand', 'item_category'] as const;
  const viewed = productItem(CARD);
  const bought = ga4Item(LINE, 1);
  for (const key of keys) expect(bought[key], key).toBe(viewed[key]);
});

test('purchase and refund name the order and their items the same way', () => {
  const order = { ordNo: '20261122-4F7K2Q9M', couponName: null, amounts: { payAmt: 31600, shippingFee: 0 }, lines: [{ ...LINE, qty: 2 }] };
  expect(purchaseParams(order)).toEqual({
    transaction_id: '20261122-4F7K2Q9M',
    value: 31600,
    currency: 'KRW',
    shipping: 0,
    coupon: '',
    items: [ga4Item(LINE, 2)],
  });
  expect(refundParams(order.ordNo, 15800, [ga4Item(LINE, 1)]).items?.[0].item_id).toBe('BO0000001');
  expect(refundParams(order.ordNo, 31600)).not.toHaveProperty('items');
});
