/**
 * What the member hears once a review is saved: the save answers only the review's number, state
 * and the points paid now (docs/decisions/048-review-save-in-one-batch.md), and the wording is the
 * shop's own from the review rules, so the gateway and the screen never say it twice.
 */
import { REVIEW_MODIFIED_MESSAGE, REVIEW_REGISTERED_MESSAGE, REVIEW_STATUS_NAMES, rewardMessage } from '#shared/reviews/review-rules';
import type { Saved } from './review-api';

export function savedNotice(mode: 'write' | 'modify', saved: Saved, monthlyMaxPt: number): { title: string; text: string } {
  const title = mode === 'write' ? REVIEW_REGISTERED_MESSAGE : REVIEW_MODIFIED_MESSAGE;
  if (saved.rewardPt > 0) return { title, text: rewardMessage(saved.rewardPt, monthlyMaxPt) };
  return { title, text: saved.status === 'PUBLISHED' ? '리뷰가 게시되었습니다.' : `검수 후 게시됩니다. (${REVIEW_STATUS_NAMES[saved.status]})` };
}
