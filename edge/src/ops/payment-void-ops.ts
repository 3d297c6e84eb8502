/**
 * 환불 필요 결제 in the operator API (`/ops/v1/payment-voids/*`): the payments the shop could not
 * record whose automatic cancel the provider refused (payments/payment-voids.ts). Customer service
 * and the owner, who give money back on orders, list them, send the same cancel again now, or close
 * one given back another way (a bank transfer) with a memo; both changes go to the audit log.
 */
import { PAYMENT_VOID_STATUS_NAMES, type PaymentVoidStatus } from '#shared/order/payment-void-status';
import { toDttm14 } from '#shared/format';
import type { PaymentVoid } from '#shared/schemas/payment-void-ops-calls';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { retriesByItself, retryVoid, type PaymentVoidRow } from '../payments/payment-voids';
import { selectPaymentProvider } from '../payments/select-provider';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { actorLabel } from './audit-log';

interface VoidListRow extends PaymentVoidRow {
  incs_no: number;
  amount: number;
  status: PaymentVoidStatus;
  last_message: string;
  created_at: number;
  last_tried_at: number;
  resolved_at: number | null;
  resolved_by: string | null;
  memo: string | null;
  order_nm: string;
  cust_web_id: string | null;
  cust_nm: string;
}

const SELECT_VOIDS = `SELECT v.*, o.order_nm, c.cust_web_id, c.cust_nm
  FROM payment_voids v JOIN orders o ON o.ord_no = v.ord_no JOIN customers c ON c.incs_no = v.incs_no`;

function paymentVoidOf(row: VoidListRow): PaymentVoid {
  return {
    voidId: row.void_id,
    ordNo: row.ord_no,
    orderNm: row.order_nm,
    incsNo: row.incs_no,
    custWebId: row.cust_web_id,
    custNm: row.cust_nm,
    provider: row.provider,
    paymentKey: row.payment_key,
    amount: row.amount,
    status: row.status,
    statusNm: PAYMENT_VOID_STATUS_NAMES[row.status],
    lastCode: row.last_code,
    lastMessage: row.last_message,
    attempts: row.attempts,
    autoRetryYn: row.status === 'PENDING' && retriesByItself(row) ? 'Y' : 'N',
    createdDttm: toDttm14(row.created_at),
    lastTriedDttm: toDttm14(row.last_tried_at),
    resolvedDttm: row.resolved_at === null ? null : toDttm14(row.resolved_at),
    resolvedBy: row.resolved_by,
    memo: row.memo,
  };
}

async function findVoid(db: D1Database, voidId: number): Promise<VoidListRow> {
  const row = await db.prepare(`${SELECT_VOIDS} WHERE v.void_id = ?`).bind(voidId).first<VoidListRow>();
  if (!row) throw new GatewayError('PAYMENT_VOID_NOT_FOUND');
  return row;
}

/** A pending void, or the refusal that says it is not one (any more). */
async function findPendingVoid(db: D1Database, voidId: number): Promise<VoidListRow> {
  const row = await findVoid(db, voidId);
  if (row.status !== 'PENDING') throw new GatewayError('PAYMENT_VOID_SETTLED');
  return row;
}

export const listPaymentVoids = defineEndpoint(OPS_CONTRACTS.listPaymentVoids, async ({ db, input }) => {
  // Oldest first: the shopper who has waited longest for their money comes first.
  const { results } = await db
    .prepare(`${SELECT_VOIDS} WHERE ?1 IS NULL OR v.status = ?1 ORDER BY v.created_at, v.void_id LIMIT ?2 OFFSET ?3`)
    .bind(input.status ?? null, input.limit ?? 50, input.offset)
    .all<VoidListRow>();
  return { data: results.map(paymentVoidOf) };
});

export const retryPaymentVoid = defineEndpoint(OPS_CONTRACTS.retryPaymentVoid, async ({ c, db, input, actor }) => {
  const row = await findPendingVoid(db, input.voidId);
  const provider = selectPaymentProvider(c.env);
  // Another provider's payment (the shop switched providers since) cannot be cancelled from here.
  if (row.provider !== provider.id) throw new GatewayError('PAYMENT_VOID_PROVIDER_UNAVAILABLE');
  // A refusal is an answer too: the row keeps the new code, and the console says it was refused.
  await retryVoid(db, provider, row, Date.now(), actorLabel(actor));
  return { data: paymentVoidOf(await findVoid(db, input.voidId)) };
});

export const resolvePaymentVoid = defineEndpoint(OPS_CONTRACTS.resolvePaymentVoid, async ({ db, input, actor }) => {
  await findPendingVoid(db, input.voidId);
  const now = Date.now();
  const done = await db
    .prepare("UPDATE payment_voids SET status = 'RESOLVED_BY_HAND', resolved_at = ?2, resolved_by = ?3, memo = ?4 WHERE void_id = ?1 AND status = 'PENDING'")
    .bind(input.voidId, now, actorLabel(actor), input.memo)
    .run();
  // The cron voided it between the read and this write: the money went back at the provider.
  if (done.meta.changes !== 1) throw new GatewayError('PAYMENT_VOID_SETTLED');
  return { data: paymentVoidOf(await findVoid(db, input.voidId)) };
});

export const PAYMENT_VOID_OPS = [listPaymentVoids, retryPaymentVoid, resolvePaymentVoid];
