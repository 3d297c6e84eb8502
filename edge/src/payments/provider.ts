/**
 * Payment is an interface with two implementations (ADR 010): the embedded test provider,
 * whose payment window the worker itself serves, and Toss Payments, on when its keys are set.
 * Both follow Toss's flow: the browser opens the provider's window; on approval the provider sends
 * the browser to `successUrl?paymentKey=&orderId=&amount=`, on failure or cancel to
 * `failUrl?code=&message=&orderId=`; the gateway then checks the amount and confirms from the
 * server. Cancelling (all or part) is a server call too.
 */

/** The payment methods the checkout offers, as orders.pay_method stores them. */
import type { PayMethod } from '#shared/order/pay-methods';

export type { PayMethod };

export type ProviderId = 'test' | 'toss';

export interface ConfirmRequest {
  paymentKey: string;
  /** The shop's order number (`ordNo`), Toss's `orderId`. */
  orderId: string;
  amount: number;
  /** Sent to the provider as its `Idempotency-Key`, so a retried confirm charges once. */
  idempotencyKey: string;
}

export interface ApprovedPayment {
  paymentKey: string;
  orderId: string;
  /** What the provider says was charged; the caller checks it against the order. */
  totalAmount: number;
  method: string;
  /** Epoch milliseconds. */
  approvedAt: number;
}

export interface CancelRequest {
  paymentKey: string;
  cancelReason: string;
  /** Omitted: cancel what is left of the payment. */
  cancelAmount?: number;
  idempotencyKey: string;
}

export interface CancelledPayment {
  paymentKey: string;
  /** The total cancelled so far on this payment. */
  cancelledAmount: number;
  /** Epoch milliseconds. */
  cancelledAt: number;
}

/** A refusal by the provider: its code (e.g. `REJECT_CARD_PAYMENT`) and a Korean message. */
export type ProviderResult<T> = { ok: true; value: T } | { ok: false; code: string; message: string };

export interface PaymentProvider {
  readonly id: ProviderId;
  confirm(request: ConfirmRequest): Promise<ProviderResult<ApprovedPayment>>;
  cancel(request: CancelRequest): Promise<ProviderResult<CancelledPayment>>;
}
