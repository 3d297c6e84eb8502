/**
 * The refusals both providers give, with Toss's codes and Korean messages, so that the gateway
 * reads one vocabulary whichever provider answered.
 */
import type { ProviderResult } from './provider';

export type Refusal = Extract<ProviderResult<never>, { ok: false }>;

function refusal(code: string, message: string): Refusal {
  return { ok: false, code, message };
}

export const REFUSALS = {
  notFound: refusal('NOT_FOUND_PAYMENT', '존재하지 않는 결제 정보입니다.'),
  sessionExpired: refusal('NOT_FOUND_PAYMENT_SESSION', '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.'),
  alreadyProcessed: refusal('ALREADY_PROCESSED_PAYMENT', '이미 처리된 결제입니다.'),
  duplicatedOrder: refusal('DUPLICATED_ORDER_ID', '이미 승인 및 취소가 진행된 중복된 주문번호입니다.'),
  orderMismatch: refusal('INVALID_REQUEST', '주문번호가 결제 정보와 일치하지 않습니다.'),
  amountMismatch: refusal('INVALID_REQUEST', '결제 금액이 결제 정보와 일치하지 않습니다.'),
  invalidCancel: refusal('INVALID_REQUEST', '취소 사유와 취소 금액을 확인해 주세요.'),
  alreadyCancelled: refusal('ALREADY_CANCELED_PAYMENT', '이미 취소된 결제입니다.'),
  notCancelable: refusal('NOT_CANCELABLE_PAYMENT', '취소할 수 없는 결제입니다.'),
  notCancelableAmount: refusal('NOT_CANCELABLE_AMOUNT', '취소할 수 없는 금액입니다.'),
  timeout: refusal('PROVIDER_TIMEOUT', '결제사의 응답이 늦어지고 있습니다. 잠시 후 다시 시도해 주세요.'),
  unreachable: refusal('PROVIDER_UNREACHABLE', '결제사와 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.'),
  badAnswer: refusal('PROVIDER_ERROR', '결제사에서 알 수 없는 응답이 왔습니다. 잠시 후 다시 시도해 주세요.'),
} as const;

/**
 * Refusals that say nothing about the payment itself: the provider was slow, unreachable, or
 * still busy with the same key. The payment may even have gone through, so the caller should keep
 * the order payable and let the shopper retry with the same idempotency key, not give up on it.
 */
const TRANSIENT_CODES = new Set([
  REFUSALS.timeout.code,
  REFUSALS.unreachable.code,
  REFUSALS.badAnswer.code,
  'IDEMPOTENT_REQUEST_PROCESSING',
  'PROVIDER_ERROR',
  'FAILED_INTERNAL_SYSTEM_PROCESSING',
]);

/** Whether a refusal's `code` is transient (see above) rather than a real refusal of the payment. */
export function isTransientRefusal(code: string): boolean {
  return TRANSIENT_CODES.has(code);
}
