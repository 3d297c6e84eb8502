/**
 * The member's review calls (ADR 020): the lines they may review,
 * the reviews they wrote, the form's starting values, and writing, changing and deleting a review.
 */
import { z } from 'zod';
import { REVIEW_MAX_PHOTOS, REVIEW_STATUSES } from '../reviews/review-rules';
import { RATING_REQUIRED_MESSAGE, REVIEW_TERMS_MESSAGE, TOO_MANY_PHOTOS_MESSAGE, reviewContentProblem } from '../validation/review';
import { ReviewNoSchema, ReviewRefRequestSchema, SkinConcernSchema, SkinTypeCdSchema } from './review-fields';

const PageRequest = z.object({ page: z.number().int().min(1).max(1000).default(1) });
export const MyReviewPageRequestSchema = PageRequest;
export const GetWritableReviewsRequestSchema = MyReviewPageRequestSchema;
export const GetMyReviewsRequestSchema = MyReviewPageRequestSchema;
export type MyReviewPageRequest = z.input<typeof PageRequest>;

/** The product side of a line or review, as the member's screens draw it. */
const ProductLine = z.object({
  orderLineId: z.number().int(),
  ordNo: z.string(),
  productCode: z.string(),
  prdNm: z.string(),
  prdOptnNm: z.string(),
  brandNm: z.string(),
  imageUrl: z.string(),
});

export const WritableLineSchema = ProductLine.extend({
  deliveredDttm: z.string(),
  /** The last day it may be reviewed, 14-digit Korean time. */
  deadlineDttm: z.string(),
});
export type WritableLine = z.infer<typeof WritableLineSchema>;

export const RewardTermsSchema = z.object({
  textPt: z.number().int(),
  photoPt: z.number().int(),
  monthlyMaxPt: z.number().int(),
  monthlyLeftPt: z.number().int(),
});
export type RewardTerms = z.infer<typeof RewardTermsSchema>;

export const GetWritableReviewsResponseSchema = z.object({
  data: z.object({ items: z.array(WritableLineSchema), totalCnt: z.number().int(), writtenCnt: z.number().int(), rewards: RewardTermsSchema }),
});
export type GetWritableReviewsResponse = z.infer<typeof GetWritableReviewsResponseSchema>;

export const MyReviewSchema = ProductLine.extend({
  reviewNo: z.number().int(),
  rating: z.number().int(),
  content: z.string(),
  skinTypeCd: SkinTypeCdSchema.nullable(),
  skinConcerns: z.array(SkinConcernSchema),
  images: z.array(z.string()),
  status: z.enum(REVIEW_STATUSES),
  statusNm: z.string(),
  holdReason: z.string(),
  rewardPt: z.number().int(),
  helpfulCnt: z.number().int(),
  reply: z.string().nullable(),
  createdDttm: z.string(),
  updatedDttm: z.string(),
  editableYn: z.enum(['Y', 'N']),
});
export type MyReview = z.infer<typeof MyReviewSchema>;

export const GetMyReviewsResponseSchema = z.object({
  data: z.object({ items: z.array(MyReviewSchema), totalCnt: z.number().int(), writableCnt: z.number().int() }),
});
export type GetMyReviewsResponse = z.infer<typeof GetMyReviewsResponseSchema>;

export const GetReviewFormRequestSchema = z.object({ orderLineId: z.number({ error: '리뷰를 쓸 상품을 선택해 주세요.' }).int().positive() });
export type GetReviewFormRequest = z.input<typeof GetReviewFormRequestSchema>;
export const GetReviewFormResponseSchema = z.object({
  data: z.object({
    line: ProductLine,
    skinTypeCd: SkinTypeCdSchema.nullable(),
    skinConcerns: z.array(SkinConcernSchema),
    rewards: RewardTermsSchema,
    imageMaxMb: z.number().int(),
  }),
});
export type GetReviewFormResponse = z.infer<typeof GetReviewFormResponseSchema>;

const UPLOAD_ID = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, '사진을 다시 올려 주세요.');
/** What the form sends, on writing and on changing. */
export const ReviewFieldsSchema = z.object({
  rating: z.number({ error: RATING_REQUIRED_MESSAGE }).int(RATING_REQUIRED_MESSAGE).min(1, RATING_REQUIRED_MESSAGE).max(5, RATING_REQUIRED_MESSAGE),
  content: z.string({ error: '리뷰 내용을 입력해 주세요.' }).superRefine((value, ctx) => {
    const problem = reviewContentProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  skinTypeCd: SkinTypeCdSchema.nullable().default(null),
  skinConcerns: z.array(SkinConcernSchema).max(8).default([]),
  /** Newly uploaded photos (quarantine ids from the upload call). */
  uploadIds: z.array(UPLOAD_ID).max(REVIEW_MAX_PHOTOS, TOO_MANY_PHOTOS_MESSAGE).default([]),
  termsAgreed: z.boolean({ error: REVIEW_TERMS_MESSAGE }).refine((agreed) => agreed, REVIEW_TERMS_MESSAGE),
});
export const RegisterReviewRequestSchema = ReviewFieldsSchema.extend({ orderLineId: GetReviewFormRequestSchema.shape.orderLineId });
export type RegisterReviewRequest = z.input<typeof RegisterReviewRequestSchema>;
export const ModifyReviewRequestSchema = ReviewFieldsSchema.extend({
  reviewNo: ReviewNoSchema,
  /** The photos already on the review that stay; the others are removed. */
  keepImages: z.array(z.string().max(200)).max(REVIEW_MAX_PHOTOS).default([]),
});
export type ModifyReviewRequest = z.input<typeof ModifyReviewRequestSchema>;

/**
 * A saved review: its number, the state the checks gave it and the points paid now. The screen
 * words the outcome from these and then opens the review, whose screen reads it once.
 */
export const ReviewSavedResponseSchema = z.object({
  data: z.object({ reviewNo: z.number().int(), status: z.enum(REVIEW_STATUSES), rewardPt: z.number().int().nonnegative() }),
});
export type ReviewSavedResponse = z.infer<typeof ReviewSavedResponseSchema>;
export const RegisterReviewResponseSchema = ReviewSavedResponseSchema;
export const ModifyReviewResponseSchema = ReviewSavedResponseSchema;
/** One of the member's reviews; `forEdit` asks for it to change, refused (REVIEW_1002) when it no longer may be. */
export const GetMyReviewRequestSchema = ReviewRefRequestSchema.extend({ forEdit: z.boolean().default(false) });
export type GetMyReviewRequest = z.input<typeof GetMyReviewRequestSchema>;
/** One review with the photo limit its change form applies and the monthly points maximum its saved message names. */
export const GetMyReviewResponseSchema = z.object({ data: MyReviewSchema.extend({ imageMaxMb: z.number().int(), monthlyMaxPt: z.number().int() }) });
export type GetMyReviewResponse = z.infer<typeof GetMyReviewResponseSchema>;
