/**
 * Toss Payments from the server: confirm (`POST /v1/payments/confirm`) and cancel
 * (`POST /v1/payments/{paymentKey}/cancel`) with Basic auth (`base64(secretKey + ':')`) and an
 * `Idempotency-Key`, so a retried call charges or refunds once. Every failure, including a network
 * error or a slow answer, comes back as a refusal with a Korean message, never as a throw. Only
 * `fetch` is used, and it can be injected, so the adapter runs (and is tested) anywhere.
 */
import type { ApprovedPayment, CancelledPayment, PaymentProvider, ProviderResult } from './provider';
import { REFUSALS, type Refusal } from './refusals';

export const DEFAULT_TOSS_API_ORIGIN = 'https://api.tosspayments.com';
/** Toss answers in a few seconds; past this the call is given up and may be retried by key. */
export const TOSS_TIMEOUT_MS = 10_000;

export interface TossOptions {
  secretKey: string;
  /** Without a trailing slash; tests point it at a local fake. */
  apiOrigin?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The fields of Toss's Payment object this adapter reads. */
interface TossPayment {
  paymentKey?: unknown;
  orderId?: unknown;
  status?: unknown;
  method?: unknown;
  totalAmount?: unknown;
  balanceAmount?: unknown;
  approvedAt?: unknown;
  easyPay?: { provider?: unknown } | null;
  cancels?: { canceledAt?: unknown }[] | null;
}

/** Toss's easy-pay provider names → the shop's pay methods. */
const EASY_PAY_METHODS: Record<string, string> = { 토스페이: 'TOSSPAY', 네이버페이: 'NAVERPAY', 카카오페이: 'KAKAOPAY' };

/** The shop's pay method for a Toss payment: `카드` → CARD, an easy pay → its code, else Toss's word. */
export function payMethodOf(payment: TossPayment): string {
  const easyPay = typeof payment.easyPay?.provider === 'string' ? EASY_PAY_METHODS[payment.easyPay.provider] : undefined;
  if (easyPay) return easyPay;
  return payment.method === '카드' || payment.method === 'CARD' ? 'CARD' : String(payment.method ?? '');
}

function epochOf(value: unknown): number {
  return typeof value === 'string' ? Date.parse(value) : Number.NaN;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

type Answer = { ok: true; body: TossPayment } | Refusal;

/** The Toss provider. */
export function createTossProvider(options: TossOptions): PaymentProvider {
  const origin = (options.apiOrigin ?? DEFAULT_TOSS_API_ORIGIN).replace(/\/+$/, '');
  const send = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const authorization = `Basic ${btoa(`${options.secretKey}:`)}`;

  async function post(path: string, idempotencyKey: string, body: object): Promise<Answer> {
    let response: Response;
    try {
      response = await send(`${origin}${path}`, {
        method: 'POST',
        headers: { Authorization: authorization, 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs ?? TOSS_TIMEOUT_MS),
      });
    } catch (error) {
      const name = (error as { name?: string } | null)?.name;
      return name === 'TimeoutError' || name === 'AbortError' ? REFUSALS.timeout : REFUSALS.unreachable;
    }
    let parsed: unknown;
    try {
      parsed = await response.json();
    } catch {
      return response.status >= 500 ? REFUSALS.unreachable : REFUSALS.badAnswer;
    }
    const answer = (parsed ?? {}) as { code?: unknown; message?: unknown };
    if (!response.ok) {
      if (typeof answer.code === 'string' && typeof answer.message === 'string') return { ok: false, code: answer.code, message: answer.message };
      return REFUSALS.badAnswer;
    }
    return { ok: true, body: parsed as TossPayment };
  }

  return {
    id: 'toss',
    async confirm({ paymentKey, orderId, amount, idempotencyKey }): Promise<ProviderResult<ApprovedPayment>> {
      const answer = await post('/v1/payments/confirm', idempotencyKey, { paymentKey, orderId, amount });
      if (!answer.ok) return answer;
      const payment = answer.body;
      const approvedAt = epochOf(payment.approvedAt);
      if (payment.status !== 'DONE' || !isCount(payment.totalAmount) || Number.isNaN(approvedAt)) return REFUSALS.badAnswer;
      return {
        ok: true,
        value: {
          paymentKey: typeof payment.paymentKey === 'string' ? payment.paymentKey : paymentKey,
          orderId: typeof payment.orderId === 'string' ? payment.orderId : orderId,
          totalAmount: payment.totalAmount,
          method: payMethodOf(payment),
          approvedAt,
        },
      };
    },
    async cancel({ paymentKey, cancelReason, cancelAmount, idempotencyKey }): Promise<ProviderResult<CancelledPayment>> {
      const body = cancelAmount === undefined ? { cancelReason } : { cancelReason, cancelAmount };
      const answer = await post(`/v1/payments/${encodeURIComponent(paymentKey)}/cancel`, idempotencyKey, body);
      if (!answer.ok) return answer;
      const payment = answer.body;
      const lastCancel = payment.cancels?.at(-1);
      const cancelledAt = epochOf(lastCancel?.canceledAt);
      const cancelled = payment.status === 'CANCELED' || payment.status === 'PARTIAL_CANCELED';
      if (!cancelled || !isCount(payment.totalAmount) || !isCount(payment.balanceAmount) || Number.isNaN(cancelledAt)) return REFUSALS.badAnswer;
      return { ok: true, value: { paymentKey, cancelledAmount: payment.totalAmount - payment.balanceAmount, cancelledAt } };
    },
  };
}
