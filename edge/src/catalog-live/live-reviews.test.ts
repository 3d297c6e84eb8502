import { describe, expect, it, vi } from 'vitest';
import { reviewSummaryHtml } from '#shared/reviews/summary-html';
import type { ReviewSummary } from '#shared/schemas/review-calls';
import { refreshLiveFields } from './live-rewriter';

const EMPTY: ReviewSummary = { inmPrdNo: '100000001', reviewCnt: 0, ratingAvg: 0, starCnts: [0, 0, 0, 0, 0], photoReviewCnt: 0, photos: [], latest: [] };
const FRESH: ReviewSummary = {
  inmPrdNo: '100000001',
  reviewCnt: 2,
  ratingAvg: 4.5,
  starCnts: [1, 1, 0, 0, 0],
  photoReviewCnt: 1,
  photos: [{ reviewNo: 7, url: '/uploads/review/abc"def.jpg' }],
  latest: [{ reviewNo: 7, writerNm: 'gr***', rating: 5, content: '촉촉해요 </script><script>alert(1)</script>', createdDttm: '20261120101500' }],
};

/** A product page as built before anyone reviewed it. */
const BUILT =
  `<html><head><meta name="nokcha:live-reviews" content="100000001">` +
  `<script type="application/ld+json" data-live-jsonld="100000001">{"@type":"Product","name":"토너"}</script></head><body>` +
  `<p data-review-line="100000001">아직 리뷰가 없습니다.</p><div data-review-summary="100000001">${reviewSummaryHtml(EMPTY)}</div></body></html>`;

async function deps(summary: ReviewSummary | null, fail = false) {
  const cache = await caches.open(`live-reviews-${Math.random()}`);
  return {
    loadLiveInfo: vi.fn(async () => []),
    loadReviewSummary: vi.fn(async () => {
      if (fail) throw new Error('gateway down');
      return summary;
    }),
    onFailure: vi.fn(),
    cache,
    now: () => Date.UTC(2026, 10, 25),
  };
}

const page = (html: string) => new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } });

describe('the product page reviews at the edge', () => {
  it('reprints the rating line, the summary and the JSON-LD from the fresh summary, escaping what reviews hold', async () => {
    const html = await refreshLiveFields(page(BUILT), await deps(FRESH)).text();
    expect(html).toContain('평점 <strong>4.5</strong>');
    expect(html).toContain('리뷰 2개');
    expect(html).toContain('src="/uploads/review/abc&quot;def.jpg"');
    const jsonText = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(jsonText).not.toContain('<');
    const data = JSON.parse(jsonText);
    expect(data.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 });
    expect(data.review[0]).toMatchObject({ reviewBody: FRESH.latest[0].content, datePublished: '2026-11-20', author: { name: 'gr***' } });
  });

  it('drops the rating from the JSON-LD when no published review is left', async () => {
    const withRating = BUILT.replace('"name":"토너"}', '"name":"토너","aggregateRating":{"reviewCount":3}}');
    const html = await refreshLiveFields(page(withRating), await deps(EMPTY)).text();
    expect(html).not.toContain('aggregateRating');
    expect(html).toContain('아직 리뷰가 없습니다. 첫 리뷰의 주인공이 되어 주세요.');
  });

  it('serves the page as built when the summary cannot be loaded', async () => {
    const failing = await deps(null, true);
    expect(await refreshLiveFields(page(BUILT), failing).text()).toBe(BUILT);
    expect(failing.onFailure).toHaveBeenCalledTimes(1);
  });
});
