/**
 * The reviews section of the product page (ADR 020): the summary from the page's own answer, then
 * the list, whose script loads only when the shopper comes near it (review-list-loader.ts) so the
 * page's own script stays small. site/features/reviews/reviews.css styles it.
 */
import { escapeHtml } from '../escape-html';
import type { ReviewSummary } from '../schemas/review-calls';
import { REVIEW_SUMMARY_ATTR, REVIEWS_ANCHOR, reviewSummaryHtml } from './summary-html';

export function reviewsSectionHtml(inmPrdNo: string, productCode: string, summary: ReviewSummary): string {
  const no = escapeHtml(inmPrdNo);
  return (
    `<section class="pd-section rv" id="${REVIEWS_ANCHOR}" aria-labelledby="pd-reviews"><h2 id="pd-reviews">리뷰</h2>` +
    `<div class="rv-sum" ${REVIEW_SUMMARY_ATTR}="${no}">${reviewSummaryHtml(summary)}</div>` +
    `<p class="rv__notice">‘포인트 지급’ 표시가 있는 리뷰는 작성자가 녹차숍으로부터 뷰티포인트를 받고 쓴 리뷰입니다.</p>` +
    `<div class="rv-list" data-review-list="${no}" data-product-code="${escapeHtml(productCode)}">` +
    `<p class="rv-list__status" role="status">리뷰 목록은 스크롤하면 불러옵니다.</p></div></section>`
  );
}
