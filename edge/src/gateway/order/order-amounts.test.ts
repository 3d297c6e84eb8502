import { describe, expect, it } from 'vitest';
import { baseAmounts, couponDiscount, maxUsablePoints, orderName, payAmount, pointUseUnit } from './order-amounts';

describe('order amounts', () => {
  const base = baseAmounts([
    { qty: 2, cnsmAmt: 10000, saleAmt: 8000 },
    { qty: 1, cnsmAmt: 5000, saleAmt: 5000 },
  ]);

  it('sums list and sale prices and adds shipping under 30,000원', () => {
    expect(base).toEqual({ listAmt: 25000, prdDcAmt: 4000, subtotalAmt: 21000, shippingFee: 2500, freeShippingFromAmt: 30000 });
    expect(baseAmounts([{ qty: 3, cnsmAmt: 10000, saleAmt: 10000 }]).shippingFee).toBe(0);
  });

  it('takes a fixed or a percentage coupon off the products only, rounding down to 10원', () => {
    expect(couponDiscount({ dc_amt: 3000, dc_rate: null, min_order_amt: 20000 }, 21000)).toBe(3000);
    expect(couponDiscount({ dc_amt: 3000, dc_rate: null, min_order_amt: 30000 }, 21000)).toBe(0);
    expect(couponDiscount({ dc_amt: null, dc_rate: 15, min_order_amt: 0 }, 12345)).toBe(1850);
    expect(couponDiscount({ dc_amt: 50000, dc_rate: null, min_order_amt: 0 }, 21000)).toBe(21000);
  });

  it('caps a percentage coupon at its maximum discount, never a fixed one', () => {
    expect(couponDiscount({ dc_amt: null, dc_rate: 20, min_order_amt: 0, max_dc_amt: 5000 }, 100000)).toBe(5000);
    expect(couponDiscount({ dc_amt: null, dc_rate: 20, min_order_amt: 0, max_dc_amt: 5000 }, 20000)).toBe(4000);
    expect(couponDiscount({ dc_amt: 7000, dc_rate: null, min_order_amt: 0, max_dc_amt: 5000 }, 20000)).toBe(7000);
  });

  it('limits points to the balance and to what is left after the coupon, in units', () => {
    expect(maxUsablePoints(base, 3000, 100000, 10)).toBe(20400);
    expect(maxUsablePoints(base, 3000, 1234, 10)).toBe(1230);
    expect(maxUsablePoints(base, 3000, 1234, 100)).toBe(1200);
    expect(maxUsablePoints(base, 23500, 5000, 10)).toBe(0);
    expect(payAmount(base, 3000, 1230)).toBe(19270);
  });

  it('reads the point unit from the configuration, 10 when it is unusable', () => {
    expect(pointUseUnit({ POINT_USE_UNIT: '100' })).toBe(100);
    expect(pointUseUnit({ POINT_USE_UNIT: 'abc' })).toBe(10);
    expect(pointUseUnit({})).toBe(10);
  });

  it('names an order after its first product', () => {
    expect(orderName([{ prdNm: '토너' }])).toBe('토너');
    expect(orderName([{ prdNm: '토너' }, { prdNm: '크림' }, { prdNm: '립' }])).toBe('토너 외 2건');
  });
});
