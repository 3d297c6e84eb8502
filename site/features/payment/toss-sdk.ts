/**
 * Loads Toss Payments' browser SDK v2 once per page, from Toss's own address as Toss requires
 * (the worker's CSP allows it only when Toss is configured). A failed load is forgotten so that
 * the shopper's next try loads it again.
 */
import type { PayMethod } from '#shared/order/pay-methods';

export const TOSS_SDK_URL = 'https://js.tosspayments.com/v2/standard';

/** The `payment.requestPayment` argument of the SDK's redirect flow. */
export interface TossPaymentRequest {
  method: 'CARD';
  amount: { currency: 'KRW'; value: number };
  orderId: string;
  orderName: string;
  customerName?: string;
  successUrl: string;
  failUrl: string;
  card?: { flowMode: 'DEFAULT' | 'DIRECT'; easyPay?: Exclude<PayMethod, 'CARD'> };
}

export interface TossPaymentsSdk {
  payment(options: { customerKey: string }): { requestPayment(request: TossPaymentRequest): Promise<unknown> };
}

export type TossPaymentsFactory = ((clientKey: string) => TossPaymentsSdk) & { ANONYMOUS?: string };

declare global {
  interface Window {
    TossPayments?: TossPaymentsFactory;
  }
}

let loading: Promise<TossPaymentsFactory> | null = null;

/** The SDK's `TossPayments` function, loading the script on first use. */
export function loadTossPayments(): Promise<TossPaymentsFactory> {
  if (window.TossPayments) return Promise.resolve(window.TossPayments);
  loading ??= new Promise<TossPaymentsFactory>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = TOSS_SDK_URL;
    script.async = true;
    script.addEventListener('load', () => (window.TossPayments ? resolve(window.TossPayments) : reject(new Error('TossPayments missing after load'))));
    script.addEventListener('error', () => reject(new Error(`Could not load ${TOSS_SDK_URL}`)));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    document.querySelector(`script[src="${TOSS_SDK_URL}"]`)?.remove();
    throw error;
  });
  return loading;
}
