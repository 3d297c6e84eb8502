/**
 * The reviews part of a product's JSON-LD (issue 11 §2): `aggregateRating` and the latest few
 * `Review` items, from published reviews only and from the same summary the page prints, so the
 * count a crawler reads in the markup and in the structured data is one number.
 */
import type { ReviewSummary } from '../schemas/review-calls';

type JsonLd = Record<string, unknown>;

/** `20261122130500` → `2026-11-22`. */
const isoDate = (dttm: string) => `${dttm.slice(0, 4)}-${dttm.slice(4, 6)}-${dttm.slice(6, 8)}`;

/** The `aggregateRating` and `review` properties, or none when nobody has reviewed the product. */
export function reviewJsonLd(summary: ReviewSummary): JsonLd {
  if (summary.reviewCnt === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.ratingAvg, reviewCount: summary.reviewCnt, bestRating: 5, worstRating: 1 },
    review: summary.latest.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.writerNm },
      datePublished: isoDate(review.createdDttm),
      reviewBody: review.content,
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    })),
  };
}

/** `product` (a Product object) with its reviews part replaced by `summary`'s. */
export function withReviewJsonLd(product: JsonLd, summary: ReviewSummary): JsonLd {
  const { aggregateRating: _rating, review: _reviews, ...rest } = product;
  return { ...rest, ...reviewJsonLd(summary) };
}
