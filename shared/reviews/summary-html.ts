/**
 * The review summary's markup, drawn into the product page by the worker from the same answer as
 * its JSON-LD, so a shopper without script sees the same figures a crawler reads. Every value is a
 * number or an uploaded file's path, escaped all the same.
 */
import { escapeHtml } from '../escape-html';
import { formatNumber } from '../format';
import type { ReviewSummary } from '../schemas/review-calls';

/** The element the summary is printed into, and the one with the rating line by the price. */
export const REVIEW_SUMMARY_ATTR = 'data-review-summary';
export const REVIEW_LINE_ATTR = 'data-review-line';

/** The anchor of the reviews section. */
export const REVIEWS_ANCHOR = 'reviews';

/** "★ 평점 4.6 · 리뷰 1,234개" by the price, or the invitation to write the first. */
export function reviewLineHtml(summary: Pick<ReviewSummary, 'reviewCnt' | 'ratingAvg'>): string {
  if (summary.reviewCnt === 0) return '아직 리뷰가 없습니다. 첫 리뷰의 주인공이 되어 주세요.';
  return (
    `<span class="pcard__star" aria-hidden="true">★</span> 평점 <strong>${summary.ratingAvg.toFixed(1)}</strong> · ` +
    `<a href="#${REVIEWS_ANCHOR}">리뷰 <strong>${formatNumber(summary.reviewCnt)}</strong>개</a>`
  );
}

function starsHtml(average: number): string {
  const percent = Math.round((average / 5) * 100);
  return `<span class="rv-stars" role="img" aria-label="5점 만점에 ${average.toFixed(1)}점"><span class="rv-stars__fill" style="width:${percent}%"></span></span>`;
}

function distributionHtml(summary: ReviewSummary): string {
  const rows = summary.starCnts.map((count, index) => {
    const stars = 5 - index;
    const percent = summary.reviewCnt === 0 ? 0 : Math.round((count / summary.reviewCnt) * 100);
    return (
      `<li><span class="rv-dist__label">${stars}점</span>` +
      `<span class="rv-dist__bar" aria-hidden="true"><span style="width:${percent}%"></span></span>` +
      `<span class="rv-dist__count">${formatNumber(count)}<span class="visually-hidden">개</span></span></li>`
    );
  });
  return `<ol class="rv-dist" aria-label="별점 분포">${rows.join('')}</ol>`;
}

function photosHtml(summary: ReviewSummary): string {
  if (summary.photos.length === 0) return '';
  const items = summary.photos.map(
    (photo) =>
      `<li><a href="#review-${photo.reviewNo}" data-review-photo="${photo.reviewNo}">` +
      `<img src="${escapeHtml(photo.url)}" alt="포토 리뷰 사진" width="72" height="72" loading="lazy" decoding="async"></a></li>`,
  );
  return `<div class="rv-photos"><p class="rv-photos__title">포토 리뷰 <strong>${formatNumber(summary.photoReviewCnt)}</strong>개</p><ul>${items.join('')}</ul></div>`;
}

/** The summary block: average with stars, count, distribution by stars, the photo strip. */
export function reviewSummaryHtml(summary: ReviewSummary): string {
  if (summary.reviewCnt === 0) return '<p class="rv-sum__empty">아직 리뷰가 없습니다. 구매하신 뒤 첫 리뷰를 남겨 주세요.</p>';
  return (
    `<div class="rv-sum__score"><strong class="rv-sum__avg">${summary.ratingAvg.toFixed(1)}</strong>${starsHtml(summary.ratingAvg)}` +
    `<span class="rv-sum__count">리뷰 ${formatNumber(summary.reviewCnt)}개</span></div>` +
    distributionHtml(summary) +
    photosHtml(summary)
  );
}
