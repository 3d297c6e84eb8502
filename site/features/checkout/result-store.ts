/**
 * The way back from the payment window, on the checkout route itself. `?result=success` confirms
 * the payment (one Idempotency-Key per paymentKey), then shows the order-complete view under
 * `?result=complete&ordNo=` (so a reload reads the order instead of confirming again), sends the
 * `purchase` event once per order and refreshes the cart badge. `?result=fail` abandons the order,
 * so its stock, coupon and points go back, and says why in Korean.
 */
import { atom } from 'nanostores';
import { purchaseParams } from '#shared/analytics/ga4-ecommerce';
import type { CompletedOrder } from '#shared/schemas/order-calls';
import { LOCALE_BASE } from '#shared/site-path';
import { messageOf } from '#components/ui/message-of.ts';
import { trackRevenue } from '../analytics/revenue-tracking';
import { refreshCartCount } from '../cart/cart-actions';
import { abandonOrder, confirmPayment, getOrderComplete } from './checkout-api';
import { clearAttempt, confirmKey, firstPurchaseReport, orderQuery } from './checkout-storage';

export type ResultState =
  | { phase: 'working'; message: string }
  | { phase: 'complete'; order: CompletedOrder }
  | { phase: 'failed'; title: string; message: string; retryHref: string | null };

export const $result = atom<ResultState>({ phase: 'working', message: '결제를 확인하고 있습니다…' });

export const CANCELED_TITLE = '결제가 취소되었습니다';
export const FAILED_TITLE = '결제에 실패했습니다';
const CHECKOUT_PATH = `${LOCALE_BASE}/or/order`;

/** The query of the views this store handles, or null for the order sheet. */
export function resultOf(search: string): 'success' | 'fail' | 'complete' | null {
  const result = new URLSearchParams(search).get('result');
  return result === 'success' || result === 'fail' || result === 'complete' ? result : null;
}

/** The GA4 `purchase` event of a paid order, in KRW: the parameters the worker sends too (ga4-ecommerce.ts). */
export function purchaseEvent(order: CompletedOrder) {
  return purchaseParams(order);
}

function showComplete(order: CompletedOrder): void {
  $result.set({ phase: 'complete', order });
  history.replaceState(history.state, '', `${CHECKOUT_PATH}?result=complete&ordNo=${encodeURIComponent(order.ordNo)}`);
  if (firstPurchaseReport(order.ordNo)) trackRevenue('purchase', purchaseEvent(order));
  void refreshCartCount();
}

function retryHref(ordNo: string): string | null {
  const query = ordNo ? orderQuery(ordNo) : null;
  return query ? `${CHECKOUT_PATH}${query}` : null;
}

async function confirm(query: URLSearchParams): Promise<void> {
  const paymentKey = query.get('paymentKey') ?? '';
  const orderId = query.get('orderId') ?? '';
  const amount = Number(query.get('amount'));
  if (!paymentKey || !orderId || !Number.isSafeInteger(amount)) {
    return $result.set({ phase: 'failed', title: FAILED_TITLE, message: '결제 정보가 올바르지 않습니다. 주문을 다시 진행해 주세요.', retryHref: null });
  }
  try {
    const order = await confirmPayment({ paymentKey, orderId, amount }, confirmKey(paymentKey));
    clearAttempt();
    showComplete(order);
  } catch (error) {
    clearAttempt();
    const message = messageOf(error);
    $result.set({ phase: 'failed', title: FAILED_TITLE, message, retryHref: retryHref(orderId) });
  }
}

async function fail(query: URLSearchParams): Promise<void> {
  const ordNo = query.get('orderId') ?? '';
  const code = query.get('code') ?? '';
  const canceled = code === 'PAY_PROCESS_CANCELED' || code === 'USER_CANCEL';
  clearAttempt();
  // Abandon first, so the message is shown only once the stock and points are back.
  if (/^\d{8}-[0-9A-Z]{8}$/.test(ordNo))
    await abandonOrder({ ordNo, code: code.slice(0, 100), message: (query.get('message') ?? '').slice(0, 500) }).catch(() => undefined);
  $result.set({
    phase: 'failed',
    title: canceled ? CANCELED_TITLE : FAILED_TITLE,
    message: canceled
      ? '결제를 취소하셨습니다. 주문은 접수되지 않았습니다.'
      : `${query.get('message') || '결제를 완료하지 못했습니다.'} 주문은 접수되지 않았습니다.`,
    retryHref: retryHref(ordNo),
  });
}

/** Runs the view of `search`'s result. */
export async function startResult(search: string): Promise<void> {
  const query = new URLSearchParams(search);
  const result = resultOf(search);
  if (result === 'success') return confirm(query);
  if (result === 'fail') return fail(query);
  try {
    const order = await getOrderComplete(query.get('ordNo') ?? '');
    showComplete(order);
  } catch (error) {
    $result.set({
      phase: 'failed',
      title: '주문을 찾을 수 없습니다',
      message: messageOf(error),
      retryHref: null,
    });
  }
}
