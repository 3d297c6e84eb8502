/**
 * The reviews part of a product's JSON-LD: `aggregateRating` and the latest few
 * `Review` items, from published reviews only and from the same summary the page prints, so the
 * count a crawler reads in the markup and in the structured data is one number.
 */
import { dttmToIsoDate } from '../format';
import type { ReviewSummary } from '../schemas/review-calls';

type JsonLd = Record<string, unknown>;

/** The `aggregateRating` and `review` properties, or none when nobody has reviewed the product. */
export function reviewJsonLd(summary: ReviewSummary): JsonLd {
  if (summary.reviewCnt === 0) return {};
  return {
    aggregateRating: { '@type': 'AggregateRating', ratingValue: summary.ratingAvg, reviewCount: summary.reviewCnt, bestRating: 5, worstRating: 1 },
    review: summary.latest.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.writerNm },
      datePublished: dttmToIsoDate(review.createdDttm),
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
