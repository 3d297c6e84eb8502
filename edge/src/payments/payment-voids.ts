/**
 * Payments to give back (migration 0033): a payment the provider approved for an order the shop
 * could not record it on is cancelled at once ("voided", gateway/order/order-confirm.ts). When the
 * provider refuses that cancel, the shopper has been charged for nothing, so the refusal is kept in
 * `payment_voids`: the cron retries it, the console lists it until the money is back.
 *
 * Every attempt sends the very same cancel (`voidRequest`): the same idempotency key means a retry
 * of a cancel that did go through is answered with that cancel, never a second one; the same body,
 * because both providers refuse a key sent again with another body.
 *
 * Retry policy: the cron retries only transient refusals (timeout, outage, a call still running),
 * at most AUTO_VOID_ATTEMPTS times. A permanent refusal (not cancelable, unknown payment) comes
 * back the same for the same key, and a new key could cancel twice, so it waits for a person: the
 * console's 다시 취소 (the same void, once, on demand) or 직접 환불 완료 with a memo.
 */
import type { CancelRequest, CancelledPayment, PaymentProvider, ProviderId, ProviderResult } from './provider';
import { isTransientRefusal, REFUSALS, type Refusal } from './refusals';

/** A day of ten-minute cron runs: an outage longer than that needs a person, who sees it on the dashboard all along. */
export const AUTO_VOID_ATTEMPTS = 144;
/** Voids retried per cron run, oldest try first, so one run stays short however many wait. */
const VOIDS_PER_RUN = 10;

export interface UnrecordedPayment {
  ordNo: string;
  incsNo: number;
  provider: ProviderId;
  paymentKey: string;
  amount: number;
}

/** The one cancel every attempt sends for a payment (see above). */
export function voidRequest(ordNo: string, paymentKey: string): CancelRequest {
  return { paymentKey, cancelReason: '주문 확인 실패로 인한 자동 취소', idempotencyKey: `void-${ordNo}-${paymentKey}`.slice(0, 300) };
}

/** Cancels the whole payment at its provider; a throw (the test provider's D1 failing) is a transient refusal, so it is kept and retried. */
export async function voidPayment(provider: PaymentProvider, ordNo: string, paymentKey: string): Promise<ProviderResult<CancelledPayment>> {
  try {
    return await provider.cancel(voidRequest(ordNo, paymentKey));
  } catch (error) {
    console.error(JSON.stringify({ event: 'void_provider_failed', ordNo, paymentKey, error: String(error) }));
    return REFUSALS.badAnswer;
  }
}

/** Keeps a refused void; the same payment refused again counts one more attempt on its one row. */
export async function recordRefusedVoid(db: D1Database, payment: UnrecordedPayment, refusal: Refusal, now = Date.now()): Promise<void> {
  await db
    .prepare(
      `INSERT INTO payment_voids (ord_no, incs_no, provider, payment_key, amount, last_code, last_message, created_at, last_tried_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)
       ON CONFLICT (payment_key) DO UPDATE SET attempts = attempts + 1, last_code = ?6, last_message = ?7, last_tried_at = ?8 WHERE status = 'PENDING'`,
    )
    .bind(payment.ordNo, payment.incsNo, payment.provider, payment.paymentKey, payment.amount, refusal.code, refusal.message, now)
    .run();
}

/** A `payment_voids` row as the retries read it. */
export interface PaymentVoidRow {
  void_id: number;
  ord_no: string;
  provider: ProviderId;
  payment_key: string;
  status: string;
  last_code: string;
  attempts: number;
}

/** Whether the cron will retry a pending void by itself. */
export const retriesByItself = (row: Pick<PaymentVoidRow, 'last_code' | 'attempts'>) => isTransientRefusal(row.last_code) && row.attempts < AUTO_VOID_ATTEMPTS;

/** Cancelled now, or already cancelled: the money is back, whoever cancelled it. */
export const isGivenBack = (result: ProviderResult<CancelledPayment>) => result.ok || result.code === REFUSALS.alreadyCancelled.code;

/**
 * Sends a pending void once more with its provider: given back (above), it is VOIDED; refused, it
 * keeps the new code and one more attempt.
 * `by` is the operator who asked (the audit log's label); the cron leaves it NULL.
 */
export async function retryVoid(
  db: D1Database,
  provider: PaymentProvider,
  row: PaymentVoidRow,
  now = Date.now(),
  by: string | null = null,
): Promise<ProviderResult<CancelledPayment>> {
  const result = await voidPayment(provider, row.ord_no, row.payment_key);
  const given = isGivenBack(result);
  const code = result.ok ? row.last_code : result.code;
  const message = result.ok ? null : result.message;
  await db
    .prepare(
      `UPDATE payment_voids SET attempts = attempts + 1, last_tried_at = ?2, last_code = ?3, last_message = COALESCE(?4, last_message),
         status = CASE WHEN ?5 THEN 'VOIDED' ELSE status END,
         resolved_at = CASE WHEN ?5 THEN ?2 END, resolved_by = CASE WHEN ?5 THEN ?6 END
       WHERE void_id = ?1 AND status = 'PENDING'`,
    )
    .bind(row.void_id, now, code, message, given ? 1 : 0, by)
    .run();
  if (!given) console.error(JSON.stringify({ event: 'void_retry_refused', ordNo: row.ord_no, paymentKey: row.payment_key, code }));
  return result;
}

/** The cron's step: retries the pending voids of this worker's provider that retry by themselves; how many came back and how many were refused again. */
export async function retryDueVoids(db: D1Database, provider: PaymentProvider, now = Date.now()): Promise<{ voided: number; refused: number }> {
  // Pending voids are few (each is a shop failure), so the transient ones are picked here, not in SQL.
  const { results } = await db
    .prepare("SELECT * FROM payment_voids WHERE status = 'PENDING' AND provider = ? ORDER BY last_tried_at, void_id")
    .bind(provider.id)
    .all<PaymentVoidRow>();
  let voided = 0;
  let refused = 0;
  for (const row of results.filter(retriesByItself).slice(0, VOIDS_PER_RUN)) {
    if (isGivenBack(await retryVoid(db, provider, row, now))) voided += 1;
    else refused += 1;
  }
  return { voided, refused };
}
