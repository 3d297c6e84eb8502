/**
 * The review calls (`/dp/review/v1/*` for the product page, `/cu/review/v1/*` for the member's
 * own). Writing answers the review's number, state and the points paid; the screens word them
 * and the view screen reads the review (docs/decisions/048-review-save-in-one-batch.md).
 */
import { REVIEW_DELETED_MESSAGE, REVIEW_REPORTED_MESSAGE } from '#shared/reviews/review-rules';
import { REVIEW_CONTRACTS as C } from '#shared/schemas/review-calls';
import { reviewImageMaxMb } from '#edge/uploads/upload-calls';
import type { Context } from 'hono';
import type { SkinType } from '#shared/catalog/skin-types';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import type { GatewayEnv } from '../gateway-env';
import { countWritable, listMine, listWritable, readMyReview } from './my-reviews';
import { productLineOf, reviewableLine } from './review-authority';
import { concernsOf, listReviews } from './review-list';
import { reportReview, toggleHelpful } from './review-reactions';
import { rewardTerms } from './review-rewards';
import { readReviewSettings } from './review-settings';
import { reviewSummaries } from './review-summary';
import { deleteReview, modifyReview, registerReview, type Storage } from './review-writing';

/** The call's own D1 session, so the view screen's read that follows sees the save (ADR 040). */
const storageOf = (c: Context<GatewayEnv>, db: D1Database): Storage => ({ db, bucket: c.env.UPLOADS, imageMaxMb: reviewImageMaxMb(c.env) });

const getReviewSummary = defineEndpoint(C.getReviewSummary, async ({ db, input }) => ({ data: await reviewSummaries(db, input.inmPrdNoList) }));

const getReviewList = defineEndpoint(C.getReviewList, async ({ db, input, owner }) => ({ data: await listReviews(db, input, owner?.incsNo ?? null) }));

const toggleHelpfulCall = defineEndpoint(C.toggleHelpful, async ({ db, input, owner }) => ({ data: await toggleHelpful(db, input.reviewNo, owner.incsNo) }));

const reportReviewCall = defineEndpoint(C.reportReview, async ({ db, input, owner }) => {
  await reportReview(db, input.reviewNo, owner.incsNo, input.reasonCd);
  return { data: { message: REVIEW_REPORTED_MESSAGE } };
});

const getWritableReviews = defineEndpoint(C.getWritableReviews, async ({ db, input, owner }) => {
  const settings = await readReviewSettings(db);
  const list = await listWritable(db, owner.incsNo, input.page, settings.writeDays);
  return { data: { ...list, rewards: await rewardTerms(db, owner.incsNo, settings) } };
});

const getMyReviews = defineEndpoint(C.getMyReviews, async ({ db, input, owner }) => {
  const settings = await readReviewSettings(db);
  const [mine, writableCnt] = await Promise.all([
    listMine(db, owner.incsNo, input.page, settings.writeDays),
    countWritable(db, owner.incsNo, settings.writeDays),
  ]);
  return { data: { ...mine, writableCnt } };
});

const getReviewForm = defineEndpoint(C.getReviewForm, async ({ c, db, input, owner }) => {
  const settings = await readReviewSettings(db);
  const line = await reviewableLine(db, owner.incsNo, input.orderLineId, settings.writeDays);
  const profile = await db
    .prepare('SELECT skin_type_cd, skin_concerns FROM customers WHERE incs_no = ?')
    .bind(owner.incsNo)
    .first<{ skin_type_cd: SkinType | null; skin_concerns: string }>();
  return {
    data: {
      line: productLineOf(line),
      skinTypeCd: profile?.skin_type_cd ?? null,
      skinConcerns: concernsOf(profile?.skin_concerns ?? ''),
      rewards: await rewardTerms(db, owner.incsNo, settings),
      imageMaxMb: reviewImageMaxMb(c.env),
    },
  };
});

const registerReviewCall = defineEndpoint(C.registerReview, async ({ c, db, input, owner }) => ({
  data: await registerReview(storageOf(c, db), owner.incsNo, input),
}));

const getMyReview = defineEndpoint(C.getMyReview, async ({ c, db, input, owner }) => {
  const settings = await readReviewSettings(db);
  const review = await readMyReview(db, owner.incsNo, input.reviewNo, settings.writeDays);
  if (input.forEdit && review.editableYn === 'N') throw new GatewayError('REVIEW_1002');
  return { data: { ...review, imageMaxMb: reviewImageMaxMb(c.env), monthlyMaxPt: settings.monthlyMaxPt } };
});

const modifyReviewCall = defineEndpoint(C.modifyReview, async ({ c, db, input, owner }) => ({
  data: await modifyReview(storageOf(c, db), owner.incsNo, input),
}));

const deleteReviewCall = defineEndpoint(C.deleteReview, async ({ c, db, input, owner }) => {
  await deleteReview(storageOf(c, db), owner.incsNo, input.reviewNo);
  return { data: { message: REVIEW_DELETED_MESSAGE } };
});

/** The review calls: the product page's, then the member's. */
export const REVIEW_ENDPOINTS: readonly Endpoint[] = [
  getReviewSummary,
  getReviewList,
  toggleHelpfulCall,
  reportReviewCall,
  getWritableReviews,
  getMyReviews,
  getReviewForm,
  registerReviewCall,
  getMyReview,
  modifyReviewCall,
  deleteReviewCall,
];
