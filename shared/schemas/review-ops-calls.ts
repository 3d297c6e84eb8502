/**
 * The operator API's review calls (`/ops/v1/reviews/*`, ADR 020): the queue by state or by
 * shoppers' open reports, the moderation moves and the shop's reply shown under the review.
 */
import { z } from 'zod';
import { REPORT_REASONS, REVIEW_STATUSES, type ReportReason } from '../reviews/review-rules';
import { listOffset } from './ops-calls';

export const ReviewOpsListRequestSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: `status는 ${REVIEW_STATUSES.join(', ')} 중 하나여야 합니다.` }).optional(),
  inmPrdNo: z.union([z.string(), z.number().int().nonnegative()]).transform(String).optional(),
  /** Only published reviews with reports no operator has decided on yet, the oldest report first. */
  reported: z.boolean({ error: 'reported는 true 또는 false여야 합니다.' }).default(false),
  limit: z.number().int().min(1).max(500).default(100),
  offset: listOffset,
});

export const ReviewOpsItemSchema = z.object({
  reviewNo: z.number().int(),
  inmPrdNo: z.string(),
  prdNm: z.string(),
  incsNo: z.number().int().nullable(),
  writerNm: z.string(),
  rating: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  status: z.enum(REVIEW_STATUSES),
  holdReason: z.string(),
  reportCnt: z.number().int(),
  /** Reports since the last decision, and how many gave each reason. */
  openReportCnt: z.number().int(),
  reportReasons: z.array(z.object({ reasonCd: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]]), cnt: z.number().int() })),
  rewardPt: z.number().int(),
  reply: z.string().nullable(),
  createdDttm: z.string(),
});
export const ReviewOpsListResponseSchema = z.object({ data: z.array(ReviewOpsItemSchema) });

const reviewNo = z.number({ error: 'reviewNo(리뷰 번호)를 숫자로 보내 주세요.' }).int().positive();
export const ReviewModerateRequestSchema = z.object({
  reviewNo,
  /** KEEP closes a published review's open reports and leaves it on the page. */
  action: z.enum(['PUBLISH', 'BLIND', 'RESTORE', 'KEEP'], {
    error: 'action은 PUBLISH(게시), BLIND(블라인드), RESTORE(복구), KEEP(신고 기각, 유지) 중 하나여야 합니다.',
  }),
  /** Why a review is blinded, kept for the writer to read. */
  reason: z.string().max(200).default(''),
});
export const ReviewReplyRequestSchema = z.object({
  reviewNo,
  reply: z.string({ error: 'reply(답변)를 보내 주세요.' }).trim().min(1, 'reply(답변)를 입력해 주세요.').max(1000, '답변은 1,000자까지 쓸 수 있습니다.'),
});
export const ReviewOpsResponseSchema = z.object({ data: ReviewOpsItemSchema.extend({ rewardPtPaid: z.number().int() }) });
