/**
 * 환불 필요 결제 (`/ops/v1/payment-voids/*`): payments the provider approved for an order the shop
 * could not record them on, whose automatic cancel it refused (edge/src/payments/payment-voids.ts).
 * Customer service and the owner list them, send the same cancel again, or close one they gave
 * back another way, with a memo saying how.
 */
import { z } from 'zod';
import { PAYMENT_VOID_MEMO_MAX, PAYMENT_VOID_STATUSES } from '../order/payment-void-status';
import { listLimit, listOffset } from './ops-fields';
import { PAYMENT_VOID_OPS_ROUTES as R } from './payment-void-ops-routes';
import { contractsNamed } from './contract';
import * as S from './payment-void-ops-calls';

export const PaymentVoidStatusSchema = z.enum(PAYMENT_VOID_STATUSES, { error: `status는 ${PAYMENT_VOID_STATUSES.join(', ')} 중 하나여야 합니다.` });

export const PaymentVoidSchema = z.object({
  voidId: z.number().int().positive(),
  ordNo: z.string(),
  orderNm: z.string(),
  incsNo: z.number().int(),
  custWebId: z.string().nullable(),
  custNm: z.string(),
  provider: z.enum(['test', 'toss']),
  paymentKey: z.string(),
  /** What the shopper was charged, KRW. */
  amount: z.number().int().nonnegative(),
  status: PaymentVoidStatusSchema,
  statusNm: z.string(),
  /** The provider's code and message of the last refusal. */
  lastCode: z.string(),
  lastMessage: z.string(),
  attempts: z.number().int().positive(),
  /** Y: pending and the cron tries it again by itself (a transient refusal, under the attempt cap). */
  autoRetryYn: z.enum(['Y', 'N']),
  createdDttm: z.string(),
  lastTriedDttm: z.string(),
  resolvedDttm: z.string().nullable(),
  /** Who closed it (the audit log's label); null for the cron or while pending. */
  resolvedBy: z.string().nullable(),
  memo: z.string().nullable(),
});
export type PaymentVoid = z.infer<typeof PaymentVoidSchema>;

export const ListPaymentVoidsRequestSchema = z.object({ status: PaymentVoidStatusSchema.optional(), limit: listLimit, offset: listOffset });
export const ListPaymentVoidsResponseSchema = z.object({ data: z.array(PaymentVoidSchema) });

const VoidIdSchema = z.number({ error: 'voidId(환불 필요 결제 번호)를 숫자로 보내 주세요.' }).int().positive();
export const RetryPaymentVoidRequestSchema = z.object({ voidId: VoidIdSchema });
export const ResolvePaymentVoidRequestSchema = z.object({
  voidId: VoidIdSchema,
  memo: z
    .string({ error: '어떻게 돌려 드렸는지 memo(처리 내용)를 입력해 주세요.' })
    .trim()
    .min(1, '어떻게 돌려 드렸는지 memo(처리 내용)를 입력해 주세요.')
    .max(PAYMENT_VOID_MEMO_MAX, `처리 내용은 ${PAYMENT_VOID_MEMO_MAX}자까지 쓸 수 있습니다.`),
});
export const PaymentVoidResponseSchema = z.object({ data: PaymentVoidSchema });
export const RetryPaymentVoidResponseSchema = PaymentVoidResponseSchema;
export const ResolvePaymentVoidResponseSchema = PaymentVoidResponseSchema;

export const PAYMENT_VOID_OPS_CONTRACTS = contractsNamed(S, R, {
  listPaymentVoids: {
    summary: '환불 필요 결제: 결제사에서 승인됐지만 주문에 기록하지 못해 자동 취소했는데 결제사가 취소를 거절한 결제, 상태로 거르고 오래된 것부터',
  },
  retryPaymentVoid: {
    summary: '다시 취소: 자동 재시도와 같은 결제 취소(같은 멱등키)를 지금 한 번 보냄; 취소되면 결제 취소됨, 거절되면 새 거절 사유를 답함',
    errors: ['PAYMENT_VOID_NOT_FOUND', 'PAYMENT_VOID_SETTLED', 'PAYMENT_VOID_PROVIDER_UNAVAILABLE'],
  },
  resolvePaymentVoid: {
    summary: '직접 환불 완료: 계좌 이체 등 다른 방법으로 돌려준 결제를 처리 내용(memo, 필수)과 함께 닫음',
    errors: ['PAYMENT_VOID_NOT_FOUND', 'PAYMENT_VOID_SETTLED'],
  },
});
