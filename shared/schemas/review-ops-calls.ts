/**
 * The operator API's review calls (`/ops/v1/reviews/*`, ADR 020): the queue by state or by
 * shoppers' open reports, the moderation moves and the shop's reply shown under the review.
 */
import { z } from 'zod';
import { REPORT_REASONS, REVIEW_STATUSES, type ReportReason } from '../reviews/review-rules';
import { listOffset } from './ops-fields';
import { REVIEW_OPS_ROUTES as R } from './review-ops-routes';
import { contractsNamed } from './contract';
import * as S from './review-ops-calls';

export const ListReviewsRequestSchema = z.object({
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
export const ListReviewsResponseSchema = z.object({ data: z.array(ReviewOpsItemSchema) });

const reviewNo = z.number({ error: 'reviewNo(리뷰 번호)를 숫자로 보내 주세요.' }).int().positive();
export const ModerateReviewRequestSchema = z.object({
  reviewNo,
  /** KEEP closes a published review's open reports and leaves it on the page. */
  action: z.enum(['PUBLISH', 'BLIND', 'RESTORE', 'KEEP'], {
    error: 'action은 PUBLISH(게시), BLIND(블라인드), RESTORE(복구), KEEP(신고 기각, 유지) 중 하나여야 합니다.',
  }),
  /** Why a review is blinded, kept for the writer to read. */
  reason: z.string().max(200).default(''),
});
export const ReplyReviewRequestSchema = z.object({
  reviewNo,
  reply: z.string({ error: 'reply(답변)를 보내 주세요.' }).trim().min(1, 'reply(답변)를 입력해 주세요.').max(1000, '답변은 1,000자까지 쓸 수 있습니다.'),
});
export const ReviewOpsResponseSchema = z.object({ data: ReviewOpsItemSchema.extend({ rewardPtPaid: z.number().int() }) });
export const ModerateReviewResponseSchema = ReviewOpsResponseSchema;
export const ReplyReviewResponseSchema = ReviewOpsResponseSchema;

export const REVIEW_OPS_CONTRACTS = contractsNamed(S, R, {
  listReviews: {
    summary: '리뷰 목록: 상태(검수 중·게시 보류 등)·상품별, 오래된 검수 대기부터; reported는 결정을 기다리는 신고가 있는 게시 리뷰(신고 수와 사유별 건수)',
  },
  moderateReview: {
    summary: '리뷰 검수: 게시(포인트 지급), 블라인드(포인트 회수), 복구, 신고된 리뷰 유지(신고 기각); 어느 결정이든 열린 신고를 닫는다',
    errors: ['REVIEW_001', 'REVIEW_MOVE_ILLEGAL', 'REVIEW_NO_OPEN_REPORTS'],
  },
  replyReview: { summary: '리뷰 답변: 리뷰 아래에 보이고 작성자의 알림함에 알림', errors: ['REVIEW_001'] },
});
