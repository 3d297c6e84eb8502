/**
 * 환불 필요 결제 (`/ops/v1/payment-voids/*`): payments the provider approved for an order the shop
 * could not record them on, whose automatic cancel it refused (edge/src/payments/payment-voids.ts).
 * Customer service and the owner list them, send the same cancel again, or close one they gave
 * back another way, with a memo saying how.
 */
import { z } from 'zod';
import { PAYMENT_VOID_MEMO_MAX, PAYMENT_VOID_STATUSES } from '../order/payment-void-status';
import { listLimit, listOffset } from './ops-calls';

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

export const PaymentVoidListRequestSchema = z.object({ status: PaymentVoidStatusSchema.optional(), limit: listLimit, offset: listOffset });
export const PaymentVoidListResponseSchema = z.object({ data: z.array(PaymentVoidSchema) });

const VoidIdSchema = z.number({ error: 'voidId(환불 필요 결제 번호)를 숫자로 보내 주세요.' }).int().positive();
export const PaymentVoidRefRequestSchema = z.object({ voidId: VoidIdSchema });
export const PaymentVoidResolveRequestSchema = z.object({
  voidId: VoidIdSchema,
  memo: z
    .string({ error: '어떻게 돌려 드렸는지 memo(처리 내용)를 입력해 주세요.' })
    .trim()
    .min(1, '어떻게 돌려 드렸는지 memo(처리 내용)를 입력해 주세요.')
    .max(PAYMENT_VOID_MEMO_MAX, `처리 내용은 ${PAYMENT_VOID_MEMO_MAX}자까지 쓸 수 있습니다.`),
});
export const PaymentVoidResponseSchema = z.object({ data: PaymentVoidSchema });
