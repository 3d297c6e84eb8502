/**
 * The product page's review calls: the summary the static page and the edge draw,
 * the list with its sorts, filters and pages, "도움이 돼요" and 신고. Only published reviews are
 * ever answered or counted. The review family's contracts, the member's own calls' too
 * (`my-review-calls.ts`), are at the end.
 */
import { z } from 'zod';
import { REPORT_REASONS, REVIEW_SORTS, type ReportReason, type ReviewSort } from '../reviews/review-rules';
import { ReviewNoSchema, ReviewRefRequestSchema, SkinConcernSchema, SkinTypeCdSchema } from './review-fields';
import { contractsNamed } from './contract';
import * as S from './review-calls';
import * as M from './my-review-calls';
import { REVIEW_ROUTES as R } from './review-routes';

const PRODUCT_NO = z.string().regex(/^\d{1,20}$/, '상품 번호는 숫자여야 합니다.');

/** A review as the crawler's JSON-LD and the summary's latest items need it. */
export const ReviewBriefSchema = z.object({
  reviewNo: z.number().int(),
  writerNm: z.string(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  createdDttm: z.string(),
});
export type ReviewBrief = z.infer<typeof ReviewBriefSchema>;

export const ReviewSummarySchema = z.object({
  inmPrdNo: z.string(),
  reviewCnt: z.number().int().nonnegative(),
  ratingAvg: z.number().min(0).max(5),
  /** Published reviews by stars, 5 down to 1. */
  starCnts: z.array(z.number().int().nonnegative()).length(5),
  photoReviewCnt: z.number().int().nonnegative(),
  /** The latest photos of published reviews, for the strip. */
  photos: z.array(z.object({ reviewNo: z.number().int(), url: z.string() })),
  /** The latest published reviews (the JSON-LD's Review items). */
  latest: z.array(ReviewBriefSchema),
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

export const GetReviewSummaryRequestSchema = z.object({ inmPrdNoList: z.array(PRODUCT_NO).min(1).max(200) });
export type GetReviewSummaryRequest = z.input<typeof GetReviewSummaryRequestSchema>;
export const GetReviewSummaryResponseSchema = z.object({ data: z.array(ReviewSummarySchema) });
export type GetReviewSummaryResponse = z.infer<typeof GetReviewSummaryResponseSchema>;

export const ReviewSortSchema = z.enum(Object.keys(REVIEW_SORTS) as [ReviewSort, ...ReviewSort[]]);
export const GetReviewListRequestSchema = z.object({
  inmPrdNo: PRODUCT_NO,
  sort: ReviewSortSchema.default('LATEST'),
  photoOnly: z.boolean().default(false),
  skinTypes: z.array(SkinTypeCdSchema).max(5).default([]),
  skinConcerns: z.array(SkinConcernSchema).max(8).default([]),
  ratings: z.array(z.number().int().min(1).max(5)).max(5).default([]),
  prdOptnNm: z.string().max(100).default(''),
  page: z.number().int().min(1).max(1000).default(1),
});
export type GetReviewListRequest = z.input<typeof GetReviewListRequestSchema>;

export const ReviewItemSchema = ReviewBriefSchema.extend({
  prdOptnNm: z.string(),
  skinTypeCd: SkinTypeCdSchema.nullable(),
  skinConcerns: z.array(SkinConcernSchema),
  verifiedYn: z.enum(['Y', 'N']),
  repurchaseYn: z.enum(['Y', 'N']),
  monthUseYn: z.enum(['Y', 'N']),
  /** Points were paid for it: the page labels it (Korean advertising guidance, 2025). */
  rewardedYn: z.enum(['Y', 'N']),
  images: z.array(z.string()),
  helpfulCnt: z.number().int().nonnegative(),
  /** Whether the caller marked it helpful (N for guests). */
  helpedYn: z.enum(['Y', 'N']),
  /** Whether the caller wrote it (no 도움이 돼요 or 신고 on one's own). */
  mineYn: z.enum(['Y', 'N']),
  reply: z.string().nullable(),
  replyDttm: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const GetReviewListResponseSchema = z.object({
  data: z.object({
    items: z.array(ReviewItemSchema),
    totalCnt: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** The options reviews were written for, for the option filter. */
    optionNames: z.array(z.string()),
  }),
});
export type GetReviewListResponse = z.infer<typeof GetReviewListResponseSchema>;

export const ToggleHelpfulResponseSchema = z.object({
  data: z.object({ reviewNo: z.number().int(), helpfulCnt: z.number().int(), helpedYn: z.enum(['Y', 'N']) }),
});
export type ToggleHelpfulResponse = z.infer<typeof ToggleHelpfulResponseSchema>;

export const ReportReasonSchema = z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: '신고 사유를 선택해 주세요.' });
export const ReportReviewRequestSchema = z.object({ reviewNo: ReviewNoSchema, reasonCd: ReportReasonSchema });
export type ReportReviewRequest = z.input<typeof ReportReviewRequestSchema>;
export const MessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
export const ToggleHelpfulRequestSchema = ReviewRefRequestSchema;
export const DeleteReviewRequestSchema = ReviewRefRequestSchema;
export const ReportReviewResponseSchema = MessageResponseSchema;
export const DeleteReviewResponseSchema = MessageResponseSchema;

const WRITE_ERRORS = ['REVIEW_1001', 'REVIEW_1002', 'REVIEW_002', 'UPLOAD_NOT_FOUND', 'UPLOAD_TOO_MANY'] as const;

export const REVIEW_CONTRACTS = {
  ...contractsNamed(S, R, {
    getReviewSummary: { summary: '상품 리뷰 요약: 게시된 리뷰의 평점·개수·별점 분포·포토 리뷰·최신 리뷰 (상품 200개까지)' },
    getReviewList: { summary: '상품 리뷰 목록: 정렬(최신·추천·별점), 포토·피부 타입·피부 고민·별점·옵션 필터, 10개씩' },
    toggleHelpful: { summary: '도움이 돼요: 회원당 리뷰 하나에 한 번, 다시 누르면 취소', errors: ['REVIEW_001', 'REVIEW_OWN'] },
    reportReview: {
      summary: '리뷰 신고: 회원당 한 번, 정해진 건수가 모이면 운영자가 판단할 때까지 숨김',
      errors: ['REVIEW_001', 'REVIEW_OWN', 'REVIEW_ALREADY_REPORTED'],
    },
    deleteReview: { summary: '리뷰 삭제: 사진도 지우고 받은 리뷰 포인트는 회수', errors: ['REVIEW_001', 'REVIEW_1002'] },
  }),
  ...contractsNamed(M, R, {
    getWritableReviews: { summary: '작성 가능한 리뷰: 배송 완료·구매 확정된 주문 상품 중 작성 기간 안에 아직 리뷰가 없는 것' },
    getMyReviews: { summary: '내가 쓴 리뷰: 상태(검수 중·게시 중·게시 보류·블라인드)와 답변, 적립 포인트' },
    getReviewForm: {
      summary: '리뷰 작성 화면의 시작값: 주문 상품, 회원의 피부 타입·고민, 포인트 조건, 사진 용량 한도',
      errors: ['REVIEW_1001', 'REVIEW_1002', 'REVIEW_002'],
    },
    registerReview: {
      summary: '리뷰 작성: 별점·20~330자·약관 동의·사진 5장까지, 자동 검수 후 게시 또는 보류, 포인트 적립(월 한도). 답: 리뷰 번호·상태·적립 포인트',
      errors: WRITE_ERRORS,
    },
    getMyReview: { summary: '내 리뷰 보기 (forEdit: 수정할 수 없는 리뷰는 1002로 거절)', errors: ['REVIEW_001', 'REVIEW_1002'] },
    modifyReview: { summary: '리뷰 수정: 블라인드·삭제되지 않은 리뷰를 작성 기간 안에, 다시 검수', errors: ['REVIEW_001', ...WRITE_ERRORS] },
  }),
};
