/**
 * The product page's review calls: the summary the static page and the edge draw,
 * the list with its sorts, filters and pages, "도움이 돼요" and 신고. Only published reviews are
 * ever answered or counted.
 */
import { z } from 'zod';
import { SKIN_CONCERNS, type SkinConcern } from '../catalog/skin-concerns';
import { SKIN_TYPES, type SkinType } from '../catalog/skin-types';
import { REPORT_REASONS, REVIEW_SORTS, type ReportReason, type ReviewSort } from '../reviews/review-rules';

const PRODUCT_NO = z.string().regex(/^\d{1,20}$/, '상품 번호는 숫자여야 합니다.');
export const SkinTypeCdSchema = z.enum(Object.keys(SKIN_TYPES) as [SkinType, ...SkinType[]], { error: '피부 타입을 선택해 주세요.' });
export const SkinConcernSchema = z.enum(Object.keys(SKIN_CONCERNS) as [SkinConcern, ...SkinConcern[]], { error: '피부 고민을 다시 선택해 주세요.' });
export const ReviewNoSchema = z.number({ error: '리뷰를 선택해 주세요.' }).int().positive();

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

export const ReviewRefRequestSchema = z.object({ reviewNo: ReviewNoSchema });
export type ReviewRefRequest = z.input<typeof ReviewRefRequestSchema>;
export const HelpfulResponseSchema = z.object({ data: z.object({ reviewNo: z.number().int(), helpfulCnt: z.number().int(), helpedYn: z.enum(['Y', 'N']) }) });
export type HelpfulResponse = z.infer<typeof HelpfulResponseSchema>;

export const ReportReasonSchema = z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], { error: '신고 사유를 선택해 주세요.' });
export const ReportReviewRequestSchema = z.object({ reviewNo: ReviewNoSchema, reasonCd: ReportReasonSchema });
export type ReportReviewRequest = z.input<typeof ReportReviewRequestSchema>;
export const MessageResponseSchema = z.object({ data: z.object({ message: z.string() }) });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
