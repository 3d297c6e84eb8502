/**
 * The review parts of a product page the worker reprints from fresh rows: the rating
 * line by the price, the summary block and the JSON-LD's `aggregateRating` and `review`, with the
 * same functions the build used, so a new or blinded review shows without a rebuild and the page
 * and its structured data always count the same published reviews.
 */
import { REVIEW_LINE_ATTR, REVIEW_SUMMARY_ATTR, reviewLineHtml, reviewSummaryHtml } from '#shared/reviews/summary-html';
import { withReviewJsonLd } from '#shared/reviews/review-json-ld';
import type { ReviewSummary } from '#shared/schemas/review-calls';
import { parseJsonObject, scriptSafeJson } from './live-json-ld';

export const REVIEW_FIELD_SELECTOR = `[${REVIEW_SUMMARY_ATTR}], [${REVIEW_LINE_ATTR}]`;

/** Reprints a marked element from its product's summary, when the summary was loaded. */
export function applyReviewField(element: Element, summaries: ReadonlyMap<string, ReviewSummary>): void {
  const block = element.getAttribute(REVIEW_SUMMARY_ATTR);
  const line = element.getAttribute(REVIEW_LINE_ATTR);
  const summary = summaries.get(block ?? line ?? '');
  if (!summary) return;
  // Both renderers print numbers and escaped upload paths only.
  element.setInnerContent(block !== null ? reviewSummaryHtml(summary) : reviewLineHtml(summary), { html: true });
}

/** `jsonText` (a Product) with its reviews from `summary`, `<` escaped; null when it is not a JSON object. */
export function withLiveReviews(jsonText: string, summary: ReviewSummary): string | null {
  const data = parseJsonObject(jsonText);
  return data ? scriptSafeJson(withReviewJsonLd(data, summary)) : null;
}
