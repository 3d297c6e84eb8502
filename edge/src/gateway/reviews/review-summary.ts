/**
 * The review summary of products: average, count and stars of their published
 * reviews, the latest photos and the latest reviews. The product page's answer (getProductPage)
 * reads it with the product, so the page, its JSON-LD and the list all count the same rows.
 * Four statements in one batch for up to 200 products (or batched with a page's own statements),
 * each bounded by the published-review index.
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

/**
 * The four statements of the summaries of the products `products` names (a subquery answering
 * product numbers that reads `value` as `?1`), for a caller to batch with statements of its own.
 */
export function reviewSummaryStatements(db: D1Database, products: string, value: unknown): D1PreparedStatement[] {
  return [
    db
      .prepare(
        `SELECT inm_prd_no, rating, COUNT(*) AS cnt FROM product_reviews WHERE status = 'PUBLISHED' AND inm_prd_no IN (${products}) GROUP BY inm_prd_no, rating`,
      )
      .bind(value),
    db
      .prepare(
        `SELECT r.inm_prd_no, COUNT(*) AS cnt FROM product_reviews r
         WHERE r.status = 'PUBLISHED' AND r.inm_prd_no IN (${products}) AND EXISTS (SELECT 1 FROM review_images i WHERE i.review_no = r.review_no)
         GROUP BY r.inm_prd_no`,
      )
      .bind(value),
    db
      .prepare(
        `SELECT inm_prd_no, review_no, url FROM (
           SELECT r.inm_prd_no, r.review_no, i.url, ROW_NUMBER() OVER (PARTITION BY r.inm_prd_no ORDER BY r.created_at DESC, r.review_no DESC, i.sort_ord) AS n
           FROM product_reviews r JOIN review_images i ON i.review_no = r.review_no
           WHERE r.status = 'PUBLISHED' AND r.inm_prd_no IN (${products}))
         WHERE n <= ${SUMMARY_PHOTOS} ORDER BY inm_prd_no, n`,
      )
      .bind(value),
    db
      .prepare(
        `SELECT inm_prd_no, review_no, writer_nm, rating, content, created_at FROM (
           SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.inm_prd_no ORDER BY r.created_at DESC, r.review_no DESC) AS n
           FROM product_reviews r WHERE r.status = 'PUBLISHED' AND r.inm_prd_no IN (${products}))
         WHERE n <= ${SUMMARY_LATEST} ORDER BY inm_prd_no, n`,
      )
      .bind(value),
  ];
}

/** The summaries of `numbers` from the four results of `reviewSummaryStatements`; a product without reviews answers zeros. */
export function summariesFromResults(numbers: readonly string[], results: readonly D1Result<unknown>[]): ReviewSummary[] {
  const [stars, photoCnts, photos, latest] = results;
  const starsOf = byProduct(stars.results as StarRow[]);
  const photoCntOf = new Map((photoCnts.results as { inm_prd_no: string; cnt: number }[]).map((row) => [row.inm_prd_no, row.cnt]));
  const photosOf = byProduct(photos.results as PhotoRow[]);
  const latestOf = byProduct(latest.results as BriefRow[]);
  return numbers.map((inmPrdNo) => {
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

/** The summaries of `numbers`, in the order asked, each once; a product without reviews answers zeros. */
export async function reviewSummaries(db: D1Database, numbers: readonly string[]): Promise<ReviewSummary[]> {
  const unique = [...new Set(numbers)];
  return summariesFromResults(unique, await db.batch<unknown>(reviewSummaryStatements(db, LIST, JSON.stringify(unique))));
}
