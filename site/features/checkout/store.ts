/**
 * The order sheet's state and the shopper's choices (nanostores; the components only render).
 * The sheet comes from the gateway; the choices start from its best coupon and default address.
 * 결제하기 creates the order with this attempt's Idempotency-Key and opens the payment window.
 * The GA4 checkout steps follow the sheet and the shopper's choices (checkout-tracking.ts).
 */
import { atom } from 'nanostores';
import { parseCheckoutQuery, type CheckoutRequest } from '#shared/order/checkout-url';
import { ORDER_CONSENTS, type OrderConsentId } from '#shared/order/order-sheet-rules';
import type { CreateOrderRequest, OrderAddress, OrderSheet } from '#shared/schemas/order-calls';
import type { PayMethod } from '#shared/order/pay-methods';
import { messageOf } from '#components/ui/message-of.ts';
import { ApiError } from '#lib/api-client';
import { channelCode } from '../member/store';
import { requestPayment } from '../payment/request-payment';
import { checkoutAmounts, normalizePoints } from './checkout-amounts';
import { trackBeginCheckout, trackPaymentInfo, trackShippingInfo } from './checkout-tracking';
import { createOrder, getOrderSheet } from './checkout-api';
import { attemptKey, clearAttempt, rememberOrderQuery } from './checkout-storage';
import { memoText, type MemoChoice } from './delivery-memo';

export type Consents = Record<OrderConsentId, boolean>;

export interface CheckoutState {
  phase: 'loading' | 'invalid' | 'error' | 'ready';
  /** Why the sheet could not be shown (phase `error`), or why the last 결제하기 was refused. */
  error: string;
  request: CheckoutRequest | null;
  sheet: OrderSheet | null;
  couponId: number | null;
  usePt: number;
  address: OrderAddress | null;
  memo: MemoChoice;
  payMethod: PayMethod;
  consents: Consents;
  submitting: boolean;
}

const NO_CONSENTS = Object.fromEntries(ORDER_CONSENTS.map((consent) => [consent.id, false])) as Consents;

const INITIAL: CheckoutState = {
  phase: 'loading',
  error: '',
  request: null,
  sheet: null,
  couponId: null,
  usePt: 0,
  address: null,
  memo: { preset: '', custom: '' },
  payMethod: 'CARD',
  consents: NO_CONSENTS,
  submitting: false,
};

export const $checkout = atom<CheckoutState>(INITIAL);

function update(patch: Partial<CheckoutState>): void {
  $checkout.set({ ...$checkout.get(), ...patch });
}

function sheetRequest(request: CheckoutRequest) {
  const lines = request.source === 'CART' ? { cartLineIds: request.cartLineIds } : { items: request.items };
  return { source: request.source, ...lines, inmChnCd: channelCode() };
}

/** Loads the sheet of the checkout query `search`; keeps the shopper's choices that still apply. */
export async function startCheckout(search: string): Promise<void> {
  const request = parseCheckoutQuery(search);
  if (!request) return update({ ...INITIAL, phase: 'invalid' });
  update({ phase: $checkout.get().sheet ? 'ready' : 'loading', request, error: '' });
  try {
    const sheet = await getOrderSheet(sheetRequest(request));
    const before = $checkout.get();
    const keptCoupon = before.sheet && sheet.coupons.some((coupon) => coupon.customerCouponId === before.couponId) ? before.couponId : sheet.bestCouponId;
    const address = sheet.addresses.find((candidate) => candidate.dlvAddrNo === before.address?.dlvAddrNo) ?? sheet.addresses[0] ?? null;
    update({
      phase: 'ready',
      sheet,
      couponId: keptCoupon,
      address,
      usePt: normalizePoints(before.usePt, sheet, checkoutAmounts(sheet, keptCoupon, 0).cpnDcAmt),
    });
    trackBeginCheckout($checkout.get());
  } catch (error) {
    update({ phase: 'error', error: messageOf(error) });
  }
}

/** Back from the payment window through the browser's back button (bfcache): 결제하기 works again. */
export function resumeAfterReturn(): void {
  if ($checkout.get().submitting) update({ submitting: false });
}

export function chooseCoupon(couponId: number | null): void {
  const { sheet, usePt } = $checkout.get();
  if (!sheet) return;
  // A bigger coupon can lower the points limit: keep what is still allowed.
  update({ couponId, usePt: normalizePoints(usePt, sheet, checkoutAmounts(sheet, couponId, 0).cpnDcAmt) });
}

export function setPoints(input: string | number): void {
  const { sheet, couponId } = $checkout.get();
  if (sheet) update({ usePt: normalizePoints(input, sheet, checkoutAmounts(sheet, couponId, 0).cpnDcAmt) });
}

export function useAllPoints(): void {
  const { sheet, couponId } = $checkout.get();
  if (sheet) update({ usePt: checkoutAmounts(sheet, couponId, 0).maxUsePt });
}

export function chooseAddress(address: OrderAddress | null): void {
  update({ address });
  trackShippingInfo($checkout.get());
}

export function setMemo(memo: MemoChoice): void {
  update({ memo });
}

export function choosePayMethod(payMethod: PayMethod): void {
  update({ payMethod });
  trackPaymentInfo($checkout.get());
}

export function setConsent(id: OrderConsentId, agreed: boolean): void {
  update({ consents: { ...$checkout.get().consents, [id]: agreed } });
}

export function setAllConsents(agreed: boolean): void {
  update({ consents: Object.fromEntries(ORDER_CONSENTS.map((consent) => [consent.id, agreed])) as Consents });
}

/** Whether 결제하기 can be pressed: an address, every required consent, and not already sending. */
export function readyToPay(state: CheckoutState): boolean {
  return state.phase === 'ready' && state.address !== null && ORDER_CONSENTS.every((consent) => state.consents[consent.id]) && !state.submitting;
}

function orderBody(state: CheckoutState, sheet: OrderSheet, request: CheckoutRequest, address: OrderAddress): CreateOrderRequest {
  const amounts = checkoutAmounts(sheet, state.couponId, state.usePt);
  return {
    ...sheetRequest(request),
    customerCouponId: state.couponId,
    usePt: amounts.usePt,
    dlvAddrNo: address.dlvAddrNo,
    dlvMemo: memoText(state.memo),
    payMethod: state.payMethod,
    consents: state.consents,
    expectedPayAmt: amounts.payAmt,
  };
}

/** 결제하기: creates the order (same attempt, same key) and opens the payment window. */
export async function submitOrder(): Promise<void> {
  const state = $checkout.get();
  const { sheet, request, address } = state;
  if (!readyToPay(state) || !sheet || !request || !address) return;
  // Paying with the address and method shown confirms them (sent only if not sent for them yet).
  trackShippingInfo(state);
  trackPaymentInfo(state);
  update({ submitting: true, error: '' });
  const body = orderBody(state, sheet, request, address);
  try {
    const order = await createOrder(body, attemptKey(body));
    rememberOrderQuery(order.ordNo, location.search);
    const here = new URL(location.pathname, location.href);
    await requestPayment({
      ...order.payment,
      method: state.payMethod,
      orderId: order.ordNo,
      orderName: order.orderName,
      amount: order.payAmt,
      customerKey: order.customerKey,
      customerName: order.customerName,
      successUrl: `${here.href}?result=success`,
      failUrl: `${here.href}?result=fail`,
    });
  } catch (error) {
    // A refusal is final for this body: the next try gets a new key (and a new answer). A network
    // failure, a 5xx or a still-running first call keeps the key, so a retry cannot make a second order.
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== 'IDEMPOTENCY_IN_PROGRESS';
    if (refused) clearAttempt();
    // Prices, stock or coupons changed: show the sheet as it is now, then say why.
    if (refused && error.status === 409) await startCheckout(location.search);
    update({ submitting: false, error: messageOf(error) });
  }
}
