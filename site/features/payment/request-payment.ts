/**
 * Opens the payment window of the provider the worker chose (`paymentClientConfig`). The test
 * provider's window is a page of the worker; Toss's comes from its SDK v2. Either way the browser
 * comes back exactly as Toss sends it: `successUrl?paymentKey=&orderId=&amount=` after approval,
 * `failUrl?code=&message=&orderId=` after a failure or a cancel, so checkout handles one flow.
 * A failure before any window opens (the SDK cannot load, the shopper closes Toss's window on a
 * desktop) is sent to failUrl the same way, never left as an exception for the caller.
 */
import type { PayMethod } from '#shared/order/pay-methods';
import { loadTossPayments, type TossPaymentRequest, type TossPaymentsFactory } from './toss-sdk';

export type { PayMethod };

export interface PaymentRequest {
  provider: 'test' | 'toss';
  clientKey: string;
  method: PayMethod;
  orderId: string;
  orderName: string;
  amount: number;
  customerKey: string;
  customerName: string;
  successUrl: string;
  failUrl: string;
}

export const TEST_WINDOW_PATH = '/pay/test/window';

export const SDK_LOAD_FAILED_MESSAGE = '결제 모듈을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const PAYMENT_CANCELED_MESSAGE = '사용자가 결제를 취소했습니다.';
export const PAYMENT_ABORTED_MESSAGE = '결제 진행 중 승인에 실패하여 결제가 중단되었습니다.';

export interface PaymentDeps {
  navigate(url: string): void;
  loadSdk(): Promise<TossPaymentsFactory>;
}

const BROWSER: PaymentDeps = { navigate: (url) => window.location.assign(url), loadSdk: loadTossPayments };

/** The test provider's window for this request. */
export function testWindowUrl(request: PaymentRequest): string {
  const { orderId, orderName, amount, method, customerName, successUrl, failUrl } = request;
  return `${TEST_WINDOW_PATH}?${new URLSearchParams({ orderId, orderName, amount: String(amount), method, customerName, successUrl, failUrl })}`;
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href;
}

/** The SDK request: cards open Toss's window; easy pays open their own window directly. */
export function tossPaymentRequest(request: PaymentRequest): TossPaymentRequest {
  const base: TossPaymentRequest = {
    method: 'CARD',
    amount: { currency: 'KRW', value: request.amount },
    orderId: request.orderId,
    orderName: request.orderName,
    successUrl: absolute(request.successUrl),
    failUrl: absolute(request.failUrl),
  };
  if (request.customerName) base.customerName = request.customerName;
  if (request.method !== 'CARD') base.card = { flowMode: 'DIRECT', easyPay: request.method };
  return base;
}

/** failUrl with Toss's failure parameters. */
export function failureUrl(request: PaymentRequest, code: string, message: string): string {
  const url = new URL(request.failUrl, window.location.href);
  url.searchParams.set('code', code);
  url.searchParams.set('message', message);
  url.searchParams.set('orderId', request.orderId);
  return url.href;
}

/** The SDK's error as Toss's failUrl codes: the shopper closing the window is a cancel. */
function failureOf(error: unknown): { code: string; message: string } {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'USER_CANCEL' || code === 'PAY_PROCESS_CANCELED') return { code: 'PAY_PROCESS_CANCELED', message: PAYMENT_CANCELED_MESSAGE };
  return {
    code: 'PAY_PROCESS_ABORTED',
    message: typeof code === 'string' && typeof message === 'string' && message !== '' ? message : PAYMENT_ABORTED_MESSAGE,
  };
}

/** Opens the payment window; resolves once the browser is on its way. */
export async function requestPayment(request: PaymentRequest, deps: PaymentDeps = BROWSER): Promise<void> {
  if (request.provider === 'test') {
    deps.navigate(testWindowUrl(request));
    return;
  }
  let TossPayments: TossPaymentsFactory;
  try {
    TossPayments = await deps.loadSdk();
  } catch {
    deps.navigate(failureUrl(request, 'PAY_PROCESS_ABORTED', SDK_LOAD_FAILED_MESSAGE));
    return;
  }
  const customerKey = request.customerKey || TossPayments.ANONYMOUS || 'ANONYMOUS';
  try {
    await TossPayments(request.clientKey).payment({ customerKey }).requestPayment(tossPaymentRequest(request));
  } catch (error) {
    const failure = failureOf(error);
    deps.navigate(failureUrl(request, failure.code, failure.message));
  }
}
