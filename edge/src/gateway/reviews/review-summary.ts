/**
 * The review summary of products: average, count and stars of their published
 * reviews, the latest photos and the latest reviews. The build draws it into each product page and
 * the edge redraws it on views, so the page, its JSON-LD and the list all count the same rows.
 * Four statements in one batch for up to 200 products, each bounded by the published-review index.
 */
import { toDttm14 } from '#shared/format';
import type { ReviewBrief, ReviewSummary } from '#shared/schemas/review-calls';
import { byProduct } from '../display/product-sql';

/** Photos the strip shows, reviews the JSON-LD names. */
export const SUMMARY_PHOTOS = 10;
export const SUMMARY_LATEST = 3;

const LIST = 'SELECT value FROM json_each(?1)';

interface StarRow {
  inm_prd_no: string;
  rating: number;
  cnt: number;
}
interface PhotoRow {
  inm_prd_no: string;
  review_no: number;
  url: string;
}
interface BriefRow {
  inm_prd_no: string;
  review_no: number;
  writer_nm: string;
  rating: number;
  content: string;
  created_at: number;
}

/** A published review's brief form. */
export function briefOf(row: Omit<BriefRow, 'inm_prd_no'>): ReviewBrief {
  return { reviewNo: row.review_no, writerNm: row.writer_nm, rating: row.rating, content: row.content, createdDttm: toDttm14(row.created_at) };
}

/** The summaries of `numbers`, in the order asked, each once; a product without reviews answers zeros. */
export async function reviewSummaries(db: D1Database, numbers: readonly string[]): Promise<ReviewSummary[]> {
  const unique = [...new Set(numbers)];
  const list = JSON.stringify(unique);
  const [stars, photoCnts, photos, latest] = await db.batch<unknown>([
    db
      .prepare(
        `SELECT inm_prd_no, rating, COUNT(*) AS cnt FROM product_reviews WHERE status = 'PUBLISHED' AND inm_prd_no IN (${LIST}) GROUP BY inm_prd_no, rating`,
      )
      .bind(list),
    db
      .prepare(
        `SELECT r.inm_prd_no, COUNT(*) AS cnt FROM product_reviews r
         WHERE r.status = 'PUBLISHED' AND r.inm_prd_no IN (${LIST}) AND EXISTS (SELECT 1 FROM review_images i WHERE i.review_no = r.review_no)
         GROUP BY r.inm_prd_no`,
      )
      .bind(list),
    db
      .prepare(
        `SELECT inm_prd_no, review_no, url FROM (
           SELECT r.inm_prd_no, r.review_no, i.url, ROW_NUMBER() OVER (PARTITION BY r.inm_prd_no ORDER BY r.created_at DESC, r.review_no DESC, i.sort_ord) AS n
           FROM product_reviews r JOIN review_images i ON i.review_no = r.review_no
           WHERE r.status = 'PUBLISHED' AND r.inm_prd_no IN (${LIST}))
         WHERE n <= ${SUMMARY_PHOTOS} ORDER BY inm_prd_no, n`,
      )
      .bind(list),
    db
      .prepare(
        `SELECT inm_prd_no, review_no, writer_nm, rating, content, created_at FROM (
           SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.inm_prd_no ORDER BY r.created_at DESC, r.review_no DESC) AS n
           FROM product_reviews r WHERE r.status = 'PUBLISHED' AND r.inm_prd_no IN (${LIST}))
         WHERE n <= ${SUMMARY_LATEST} ORDER BY inm_prd_no, n`,
      )
      .bind(list),
  ]);
  const starsOf = byProduct(stars.results as StarRow[]);
  const photoCntOf = new Map((photoCnts.results as { inm_prd_no: string; cnt: number }[]).map((row) => [row.inm_prd_no, row.cnt]));
  const photosOf = byProduct(photos.results as PhotoRow[]);
  const latestOf = byProduct(latest.results as BriefRow[]);
  return unique.map((inmPrdNo) => {
    const starCnts = [5, 4, 3, 2, 1].map((rating) => starsOf.get(inmPrdNo)?.find((row) => row.rating === rating)?.cnt ?? 0);
    const reviewCnt = starCnts.reduce((sum, cnt) => sum + cnt, 0);
    const total = starCnts.reduce((sum, cnt, index) => sum + cnt * (5 - index), 0);
    return {
      inmPrdNo,
      reviewCnt,
      // As the products table keeps it (ROUND(AVG(rating), 1)), so cards and the page agree.
      ratingAvg: reviewCnt === 0 ? 0 : Math.round((total / reviewCnt) * 10) / 10,
      starCnts,
      photoReviewCnt: photoCntOf.get(inmPrdNo) ?? 0,
      photos: (photosOf.get(inmPrdNo) ?? []).map((row) => ({ reviewNo: row.review_no, url: row.url })),
      latest: (latestOf.get(inmPrdNo) ?? []).map(briefOf),
    };
  });
}
