/** The operator API's 1:1 inquiry calls (`/ops/v1/inquiries/*`): the queue and the answer. */
import { z } from 'zod';
import { InquirySchema } from './inquiry-calls';
import { listOffset } from './ops-fields';
import { INQUIRY_OPS_ROUTES as R } from './inquiry-ops-routes';
import { contractsNamed } from './contract';
import * as S from './inquiry-ops-calls';

export const ListInquiriesRequestSchema = z.object({
  status: z.enum(['RECEIVED', 'ANSWERED'], { error: 'status는 RECEIVED, ANSWERED 중 하나여야 합니다.' }).optional(),
  limit: z.number().int().min(1).max(500).default(100),
  offset: listOffset,
});
export const InquiryOpsItemSchema = InquirySchema.extend({ incsNo: z.number().int() });
export const ListInquiriesResponseSchema = z.object({ data: z.array(InquiryOpsItemSchema) });
export const AnswerInquiryRequestSchema = z.object({
  inquiryNo: z.number({ error: 'inquiryNo(문의 번호)를 숫자로 보내 주세요.' }).int().positive(),
  answer: z.string({ error: 'answer(답변)를 보내 주세요.' }).trim().min(1, 'answer(답변)를 입력해 주세요.').max(2000, '답변은 2,000자까지 쓸 수 있습니다.'),
});
export const AnswerInquiryResponseSchema = z.object({ data: InquiryOpsItemSchema });

export const INQUIRY_OPS_CONTRACTS = contractsNamed(S, R, {
  listInquiries: { summary: '1:1 문의 목록: 접수(답변 대기)는 오래된 것부터' },
  answerInquiry: { summary: '1:1 문의 답변: 답변 완료가 되고 회원의 알림함에 알림 (답변을 고쳐 쓸 수 있음)', errors: ['INQUIRY_NOT_FOUND'] },
});
