import { describe, expect, it } from 'vitest';
import {
  canShopper,
  isLegalOperatorMove,
  isOrderStatus,
  isShopperVisible,
  OPERATOR_NEXT_STATUS,
  ORDER_STATUSES,
  orderStatusName,
  SHOPPER_ORDER_STATUSES,
  shopperActions,
} from './order-status';

describe('order statuses', () => {
  it('names every status in Korean as the contract spells them', () => {
    expect(ORDER_STATUSES.filter(isShopperVisible).map((status) => [status, orderStatusName(status)])).toEqual([
      ['PAID', '결제완료'],
      ['PREPARING', '상품준비중'],
      ['SHIPPING', '배송중'],
      ['DELIVERED', '배송완료'],
      ['CONFIRMED', '구매확정'],
      ['CANCELLED', '취소완료'],
      ['EXCHANGED', '교환완료'],
      ['RETURNED', '반품완료'],
    ]);
    expect(orderStatusName('PAYMENT_PENDING')).toBe('결제대기');
  });

  it('never shows unpaid or abandoned orders to the shopper', () => {
    expect(isShopperVisible('PAYMENT_PENDING')).toBe(false);
    expect(isShopperVisible('ABANDONED')).toBe(false);
    expect(SHOPPER_ORDER_STATUSES).not.toContain('PAYMENT_PENDING');
  });

  it('lets the operator move one step at a time along the delivery path only', () => {
    const path = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED', 'CONFIRMED'] as const;
    for (let index = 0; index < path.length - 1; index += 1) expect(isLegalOperatorMove(path[index], path[index + 1])).toBe(true);
    const legal = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.filter((to) => isLegalOperatorMove(from, to)).map((to) => `${from}>${to}`));
    expect(legal).toEqual(['PAID>PREPARING', 'PREPARING>SHIPPING', 'SHIPPING>DELIVERED', 'DELIVERED>CONFIRMED']);
    expect(OPERATOR_NEXT_STATUS.CANCELLED).toBeUndefined();
  });

  it('allows cancel before shipping, and exchange, return or confirm once delivered', () => {
    const table = Object.fromEntries(ORDER_STATUSES.map((status) => [status, shopperActions(status).join(',')]));
    expect(table).toEqual({
      PAYMENT_PENDING: '',
      ABANDONED: '',
      PAID: 'cancel',
      PREPARING: 'cancel',
      SHIPPING: '',
      DELIVERED: 'exchange,return,confirm',
      CONFIRMED: '',
      CANCELLED: '',
      EXCHANGED: '',
      RETURNED: '',
    });
    expect(canShopper('PREPARING', 'cancel')).toBe(true);
    expect(canShopper('SHIPPING', 'cancel')).toBe(false);
    expect(canShopper('DELIVERED', 'return')).toBe(true);
  });

  it('recognises status names', () => {
    expect(isOrderStatus('SHIPPING')).toBe(true);
    expect(isOrderStatus('shipping')).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });
});
