import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderSheet } from '#shared/schemas/order-calls';
import { ApiError } from '#lib/api-client';

const api = vi.hoisted(() => ({ getOrderSheet: vi.fn(), createOrder: vi.fn(), confirmPayment: vi.fn(), abandonOrder: vi.fn(), getOrderComplete: vi.fn() }));
const payment = vi.hoisted(() => ({ requestPayment: vi.fn() }));
vi.mock('./checkout-api', () => api);
vi.mock('../payment/request-payment', () => payment);

const { $checkout, chooseCoupon, choosePayMethod, readyToPay, setAllConsents, setPoints, startCheckout, submitOrder, useAllPoints } = await import('./store');
const { resetCheckoutTracking } = await import('./checkout-tracking');

const ADDRESS = {
  dlvAddrNo: 3,
  addrNm: '우리집',
  rcptNm: '김녹차',
  mobile: '01012345678',
  zipNo: '06236',
  roadAddr: '서울특별시 강남구 테헤란로 152',
  jibunAddr: '',
  dtlAddr: '12층',
  defaultYn: 'Y' as const,
};
const SHEET: OrderSheet = {
  source: 'BUY_NOW',
  lines: [],
  amounts: { listAmt: 22000, prdDcAmt: 4400, subtotalAmt: 17600, shippingFee: 2500, freeShippingFromAmt: 30000 },
  coupons: [
    { customerCouponId: 7, cpnNm: '10% 할인', dcAmt: null, dcRate: 10, minOrderAmt: 0, expiresAt: 0, discountAmt: 1760, bestYn: 'Y' },
    { customerCouponId: 8, cpnNm: '1,000원 할인', dcAmt: 1000, dcRate: null, minOrderAmt: 0, expiresAt: 0, discountAmt: 1000, bestYn: 'N' },
  ],
  bestCouponId: 7,
  points: { rmnPt: 1234, useUnit: 10, minPayAmt: 100 },
  addresses: [ADDRESS],
  payment: { provider: 'test', clientKey: '' },
};
const QUERY = '?src=BUY_NOW&items=20000000101:1';
const CREATED = {
  ordNo: '20261122-4F7K2Q9M',
  orderName: '토너',
  payAmt: 17110,
  customerKey: 'C_1',
  customerName: '김녹차',
  payment: { provider: 'test', clientKey: '' },
};

beforeEach(async () => {
  await startCheckout(''); // back to the initial state
  vi.clearAllMocks();
  sessionStorage.clear();
  history.replaceState(null, '', `/kr/ko/or/order${QUERY}`);
  api.getOrderSheet.mockResolvedValue(SHEET);
  resetCheckoutTracking();
  window.dataLayer = [];
});

describe('$checkout', () => {
  it('shows a friendly state for a query that names nothing', async () => {
    await startCheckout('?src=CART&cartLineIds=x');
    expect($checkout.get().phase).toBe('invalid');
    expect(api.getOrderSheet).not.toHaveBeenCalled();
  });

  it('starts from the best coupon and the default address, and keeps points within the rules', async () => {
    await startCheckout(QUERY);
    expect(api.getOrderSheet).toHaveBeenCalledWith({ source: 'BUY_NOW', items: [{ inmOptnPrdNo: '20000000101', qty: 1 }], inmChnCd: '1' });
    expect($checkout.get()).toMatchObject({ phase: 'ready', couponId: 7, address: ADDRESS, usePt: 0 });
    setPoints('1,237');
    expect($checkout.get().usePt).toBe(1230);
    useAllPoints();
    expect($checkout.get().usePt).toBe(1230);
    chooseCoupon(null);
    expect($checkout.get()).toMatchObject({ couponId: null, usePt: 1230 });
  });

  it('pays only once every consent is given, with the amount shown and one key per attempt', async () => {
    await startCheckout(QUERY);
    setPoints(500);
    expect(readyToPay($checkout.get())).toBe(false);
    setAllConsents(true);
    expect(readyToPay($checkout.get())).toBe(true);
    api.createOrder.mockRejectedValueOnce(new ApiError('NETWORK_ERROR', '네트워크 연결이 원활하지 않습니다.', 0)).mockResolvedValueOnce(CREATED);
    await submitOrder();
    expect($checkout.get()).toMatchObject({ submitting: false, error: '네트워크 연결이 원활하지 않습니다.' });
    await submitOrder();
    const [first, second] = api.createOrder.mock.calls;
    expect(first[0]).toMatchObject({
      source: 'BUY_NOW',
      customerCouponId: 7,
      usePt: 500,
      dlvAddrNo: 3,
      payMethod: 'CARD',
      expectedPayAmt: 17600 - 1760 - 500 + 2500,
    });
    expect(second[1]).toBe(first[1]);
    expect(payment.requestPayment).toHaveBeenCalledWith(
      expect.objectContaining({
        provider: 'test',
        method: 'CARD',
        orderId: CREATED.ordNo,
        amount: 17110,
        successUrl: `${location.origin}/kr/ko/or/order?result=success`,
        failUrl: `${location.origin}/kr/ko/or/order?result=fail`,
      }),
    );
  });

  it('tracks begin_checkout when the sheet shows, then the method chosen, and the address shown when paying', async () => {
    await startCheckout(QUERY);
    choosePayMethod('KAKAOPAY');
    setAllConsents(true);
    api.createOrder.mockResolvedValueOnce(CREATED);
    await submitOrder();
    const steps = (window.dataLayer ?? []).flatMap((entry) => (entry as { event?: string }).event ?? []);
    expect(steps).toEqual(['begin_checkout', 'add_payment_info', 'add_shipping_info']);
    expect(window.dataLayer?.at(-1)).toMatchObject({ ecommerce: { currency: 'KRW', shipping_tier: 'standard', coupon: '10% 할인' } });
  });

  it('after a refusal reloads the sheet, says why, and uses a new key next time', async () => {
    await startCheckout(QUERY);
    setAllConsents(true);
    api.createOrder.mockRejectedValueOnce(new ApiError('ORDER_AMOUNT_CHANGED', '결제 금액이 변경되었습니다.', 409)).mockResolvedValueOnce(CREATED);
    await submitOrder();
    expect(api.getOrderSheet).toHaveBeenCalledTimes(2);
    expect($checkout.get().error).toBe('결제 금액이 변경되었습니다.');
    await submitOrder();
    const [first, second] = api.createOrder.mock.calls;
    expect(second[1]).not.toBe(first[1]);
  });
});
