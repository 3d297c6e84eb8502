/** The member's review calls (`/cu/review/v1`) and photo uploads; only types come from the schemas (ADR 016). */
import type {
  GetMyReviewsResponse,
  GetReviewFormResponse,
  GetWritableReviewsResponse,
  MyReview,
  GetMyReviewResponse,
  ReviewSavedResponse,
} from '#shared/schemas/my-review-calls';
import { REVIEW_ROUTES } from '#shared/schemas/review-routes';
import { callApi } from '#lib/api-client';

export type { MyReview, RewardTerms, WritableLine } from '#shared/schemas/my-review-calls';
export type Writable = GetWritableReviewsResponse['data'];
export type Written = GetMyReviewsResponse['data'];
export type ReviewFormStart = GetReviewFormResponse['data'];
export type Saved = ReviewSavedResponse['data'];

export const fetchWritable = async (page: number): Promise<Writable> => (await callApi(REVIEW_ROUTES.getWritableReviews, { page })).data;
export const fetchWritten = async (page: number): Promise<Written> => (await callApi(REVIEW_ROUTES.getMyReviews, { page })).data;
export const fetchFormStart = async (orderLineId: number): Promise<ReviewFormStart> => (await callApi(REVIEW_ROUTES.getReviewForm, { orderLineId })).data;
export const fetchMyReview = async (reviewNo: number, options: { forEdit?: boolean } = {}): Promise<GetMyReviewResponse['data']> =>
  (await callApi(REVIEW_ROUTES.getMyReview, { reviewNo, ...options })).data;

export interface ReviewInput {
  rating: number;
  content: string;
  skinTypeCd: MyReview['skinTypeCd'];
  skinConcerns: MyReview['skinConcerns'];
  uploadIds: string[];
  termsAgreed: boolean;
}

export async function registerReview(orderLineId: number, input: ReviewInput): Promise<Saved> {
  return (await callApi(REVIEW_ROUTES.registerReview, { orderLineId, ...input })).data;
}

export async function modifyReview(reviewNo: number, keepImages: string[], input: ReviewInput): Promise<Saved> {
  return (await callApi(REVIEW_ROUTES.modifyReview, { reviewNo, keepImages, ...input })).data;
}

export async function deleteReview(reviewNo: number): Promise<string> {
  return (await callApi(REVIEW_ROUTES.deleteReview, { reviewNo })).data.message;
}
