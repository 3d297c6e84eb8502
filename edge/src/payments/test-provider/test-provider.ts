/**
 * The embedded test provider: a payment company played by the worker itself on its own D1 table
 * (`test_payments`). Its window (`../routes.ts`) records a READY payment; `confirm` approves it
 * only for the same order and amount, once; `cancel` gives back all or part of what is left.
 * No money moves anywhere. Both calls are idempotent by key (`provider-calls.ts`).
 */
import type { ApprovedPayment, CancelledPayment, PayMethod, PaymentProvider, ProviderResult } from '../provider';
import { REFUSALS } from '../refusals';
import { newPaymentKey } from './payment-key';
import { runOnce } from './provider-calls';

/** How long an approved window waits for the shop's confirm, as Toss's payment session does. */
export const PAYMENT_SESSION_TTL_MS = 10 * 60 * 1000;

interface TestPaymentRow {
  payment_key: string;
  order_id: string;
  amount: number;
  method: PayMethod;
  status: 'READY' | 'DONE' | 'PARTIAL_CANCELED' | 'CANCELED';
  cancelled_amt: number;
  requested_at: number;
}

export interface ReadyPayment {
  orderId: string;
  amount: number;
  method: PayMethod;
  /** The card company the shopper picked, for card payments. */
  cardCompany?: string;
}

/** Records what the shopper approved in the window; the answer is the new payment key. */
export async function recordReadyPayment(db: D1Database, payment: ReadyPayment, now = Date.now()): Promise<string> {
  const paymentKey = newPaymentKey();
  await db
    .prepare(
      `INSERT INTO test_payments (payment_key, order_id, amount, method, card_company, status, requested_at)
       VALUES (?, ?, ?, ?, ?, 'READY', ?)`,
    )
    .bind(paymentKey, payment.orderId, payment.amount, payment.method, payment.cardCompany ?? null, now)
    .run();
  return paymentKey;
}

function findPayment(db: D1Database, paymentKey: string): Promise<TestPaymentRow | null> {
  return db.prepare('SELECT * FROM test_payments WHERE payment_key = ?').bind(paymentKey).first<TestPaymentRow>();
}

function isWholeWon(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** The test provider on `db`; `now` is for tests that move the clock. */
export function createTestProvider(db: D1Database, now: () => number = Date.now): PaymentProvider {
  async function approve(paymentKey: string, orderId: string, amount: number): Promise<ProviderResult<ApprovedPayment>> {
    const row = await findPayment(db, paymentKey);
    if (!row) return REFUSALS.notFound;
    if (row.status !== 'READY') return REFUSALS.alreadyProcessed;
    if (row.order_id !== orderId) return REFUSALS.orderMismatch;
    if (row.amount !== amount) return REFUSALS.amountMismatch;
    const approvedAt = now();
    if (approvedAt - row.requested_at > PAYMENT_SESSION_TTL_MS) return REFUSALS.sessionExpired;
    // One approval per payment and per order, even when two windows were approved for one order.
    const updated = await db
      .prepare(
        `UPDATE test_payments SET status = 'DONE', approved_at = ?1
         WHERE payment_key = ?2 AND status = 'READY'
           AND NOT EXISTS (SELECT 1 FROM test_payments WHERE order_id = ?3 AND status <> 'READY')`,
      )
      .bind(approvedAt, paymentKey, orderId)
      .run();
    if (updated.meta.changes === 0) return (await findPayment(db, paymentKey))?.status === 'READY' ? REFUSALS.duplicatedOrder : REFUSALS.alreadyProcessed;
    return { ok: true, value: { paymentKey, orderId, totalAmount: row.amount, method: row.method, approvedAt } };
  }

  async function giveBack(paymentKey: string, cancelReason: string, cancelAmount: number | undefined): Promise<ProviderResult<CancelledPayment>> {
    if (cancelReason.trim() === '' || cancelReason.length > 200 || (cancelAmount !== undefined && !isWholeWon(cancelAmount))) return REFUSALS.invalidCancel;
    const row = await findPayment(db, paymentKey);
    if (!row) return REFUSALS.notFound;
    if (row.status === 'CANCELED') return REFUSALS.alreadyCancelled;
    if (row.status === 'READY') return REFUSALS.notCancelable;
    const take = cancelAmount ?? row.amount - row.cancelled_amt;
    const cancelledAt = now();
    const updated = await db
      .prepare(
        `UPDATE test_payments
         SET cancelled_amt = cancelled_amt + ?1,
             status = CASE WHEN cancelled_amt + ?1 = amount THEN 'CANCELED' ELSE 'PARTIAL_CANCELED' END,
             cancelled_at = ?2
         WHERE payment_key = ?3 AND status IN ('DONE', 'PARTIAL_CANCELED') AND cancelled_amt + ?1 <= amount
         RETURNING cancelled_amt`,
      )
      .bind(take, cancelledAt, paymentKey)
      .first<{ cancelled_amt: number }>();
    if (!updated) return REFUSALS.notCancelableAmount;
    return { ok: true, value: { paymentKey, cancelledAmount: updated.cancelled_amt, cancelledAt } };
  }

  return {
    id: 'test',
    confirm: ({ paymentKey, orderId, amount, idempotencyKey }) =>
      runOnce(db, 'confirm', idempotencyKey, { paymentKey, orderId, amount }, () => approve(paymentKey, orderId, amount)),
    cancel: ({ paymentKey, cancelReason, cancelAmount, idempotencyKey }) =>
      runOnce(db, 'cancel', idempotencyKey, { paymentKey, cancelReason, cancelAmount: cancelAmount ?? null }, () =>
        giveBack(paymentKey, cancelReason, cancelAmount),
      ),
  };
}
