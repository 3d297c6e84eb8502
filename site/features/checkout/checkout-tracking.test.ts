import { beforeEach, describe, expect, it } from 'vitest';
import type { OrderSheet } from '#shared/schemas/order-calls';
import { resetCheckoutTracking, shippingTier, trackBeginCheckout, trackPaymentInfo, trackShippingInfo, type CheckoutChoices } from './checkout-tracking';

const LINE = {
  cartLineId: null,
  inmOptnPrdNo: '2000000101',
  inmPrdNo: '100000001',
  productCode: 'BO0000001',
  prdCd: 'BOMNL0000011',
  prdNm: '녹차 토너',
  prdOptnNm: '150ml',
  brandNm: '보므날',
  catNm: '스킨케어',
  imageUrl: '',
  imageAlt: '',
  cnsmAmt: 22000,
  saleAmt: 17600,
};
const SHEET = {
  source: 'CART',
  lines: [
    { ...LINE, qty: 2 },
    { ...LINE, inmOptnPrdNo: '2000000102', prdCd: 'BOMNL0000012', prdOptnNm: '300ml', saleAmt: 30000, qty: 1 },
  ],
  amounts: { listAmt: 0, prdDcAmt: 0, subtotalAmt: 65200, shippingFee: 0, freeShippingFromAmt: 30000 },
  coupons: [{ customerCouponId: 7, cpnNm: '10% 할인', dcAmt: null, dcRate: 10, minOrderAmt: 0, expiresAt: 0, discountAmt: 6520, bestYn: 'Y' }],
} as unknown as OrderSheet;
const ITEMS = [
  { item_id: 'BO0000001', item_name: '녹차 토너', item_brand: 'BOMNL', item_category: '스킨케어', item_variant: '150ml', price: 17600, quantity: 2 },
  { item_id: 'BO0000001', item_name: '녹차 토너', item_brand: 'BOMNL', item_category: '스킨케어', item_variant: '300ml', price: 30000, quantity: 1 },
];
const choices = (change: Partial<CheckoutChoices> = {}): CheckoutChoices => ({
  sheet: SHEET,
  couponId: 7,
  address: { dlvAddrNo: 3 },
  payMethod: 'CARD',
  ...change,
});
const events = () => (window.dataLayer ?? []) as Record<string, unknown>[];

beforeEach(() => {
  window.dataLayer = [];
  resetCheckoutTracking();
});

describe('checkout steps', () => {
  it('begin_checkout: once, GTM’s reset first, value the sale total of the lines, in KRW, with the coupon', () => {
    trackBeginCheckout(choices({ sheet: null }));
    trackBeginCheckout(choices());
    trackBeginCheckout(choices());
    expect(events()).toEqual([
      { ecommerce: null },
      { event: 'begin_checkout', ecommerce: { currency: 'KRW', value: 65200, coupon: '10% 할인', items: ITEMS } },
    ]);
  });

  it('add_shipping_info: for each address chosen, once per address, with the shipping tier', () => {
    trackShippingInfo(choices({ address: null }));
    trackShippingInfo(choices());
    trackShippingInfo(choices());
    trackShippingInfo(choices({ address: { dlvAddrNo: 4 }, couponId: null }));
    expect(events().filter((entry) => entry.event === 'add_shipping_info')).toEqual([
      { event: 'add_shipping_info', ecommerce: { currency: 'KRW', value: 65200, coupon: '10% 할인', items: ITEMS, shipping_tier: 'free' } },
      { event: 'add_shipping_info', ecommerce: { currency: 'KRW', value: 65200, coupon: '', items: ITEMS, shipping_tier: 'free' } },
    ]);
  });

  it('add_payment_info: for each method chosen, once per method, with the payment type', () => {
    trackPaymentInfo(choices());
    trackPaymentInfo(choices());
    trackPaymentInfo(choices({ payMethod: 'KAKAOPAY' }));
    expect(
      events()
        .filter((entry) => entry.event === 'add_payment_info')
        .map((entry) => (entry.ecommerce as { payment_type: string }).payment_type),
    ).toEqual(['CARD', 'KAKAOPAY']);
  });

  it('ships free from the sheet’s free-shipping amount, else standard', () => {
    expect(shippingTier({ amounts: { ...SHEET.amounts, shippingFee: 0 } })).toBe('free');
    expect(shippingTier({ amounts: { ...SHEET.amounts, shippingFee: 2500 } })).toBe('standard');
  });
});
