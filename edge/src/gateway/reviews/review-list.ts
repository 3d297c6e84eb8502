/**
 * A product's published reviews as its page lists them: four sorts, filters by photo,
 * the writer's skin type and concerns, rating and option, ten a page; each with its photos, the
 * shop's reply and whether the caller found it helpful or wrote it.
 */
import { toDttm14 } from '#shared/format';
import { REVIEW_PAGE_SIZE, type ReviewSort } from '#shared/reviews/review-rules';
import type { GetReviewListRequest, GetReviewListResponse, ReviewItem } from '#shared/schemas/review-calls';
import type { SkinConcern } from '#shared/catalog/skin-concerns';
import type { SkinType } from '#shared/catalog/skin-types';
import { SqlParams } from '../display/product-sql';
import { briefOf } from './review-summary';

const ORDER: Readonly<Record<ReviewSort, string>> = {
  LATEST: 'r.created_at DESC, r.review_no DESC',
  HELPFUL: 'r.helpful_cnt DESC, r.created_at DESC, r.review_no DESC',
  RATING_HIGH: 'r.rating DESC, r.created_at DESC, r.review_no DESC',
  RATING_LOW: 'r.rating ASC, r.created_at DESC, r.review_no DESC',
};

export interface ReviewRow {
  review_no: number;
  incs_no: number | null;
  writer_nm: string;
  rating: number;
  content: string;
  prd_optn_nm: string;
  skin_type_cd: SkinType | null;
  skin_concerns: string;
  verified_yn: 'Y' | 'N';
  repurchase_yn: 'Y' | 'N';
  month_use_yn: 'Y' | 'N';
  reward_pt: number;
  helpful_cnt: number;
  reply: string | null;
  reply_at: number | null;
  created_at: number;
}

/** The concern codes a row keeps comma separated. */
export const concernsOf = (text: string) => (text ? (text.split(',') as SkinConcern[]) : []);

/** Photos of `reviewNos`, by review, in their order. */
export async function imagesOf(db: D1Database, reviewNos: readonly number[]): Promise<Map<number, string[]>> {
  const images = new Map<number, string[]>();
  if (reviewNos.length === 0) return images;
  const { results } = await db
    .prepare('SELECT review_no, url FROM review_images WHERE review_no IN (SELECT value FROM json_each(?1)) ORDER BY review_no, sort_ord')
    .bind(JSON.stringify(reviewNos))
    .all<{ review_no: number; url: string }>();
  for (const row of results) images.set(row.review_no, [...(images.get(row.review_no) ?? []), row.url]);
  return images;
}

function where(input: Required<GetReviewListRequest>, params: SqlParams): string {
  const clauses = [`r.inm_prd_no = ${params.add(input.inmPrdNo)}`, "r.status = 'PUBLISHED'"];
  if (input.photoOnly) clauses.push('EXISTS (SELECT 1 FROM review_images i WHERE i.review_no = r.review_no)');
  if (input.skinTypes.length > 0) clauses.push(`r.skin_type_cd IN (SELECT value FROM json_each(${params.add(JSON.stringify(input.skinTypes))}))`);
  if (input.skinConcerns.length > 0) {
    const list = params.add(JSON.stringify(input.skinConcerns));
    clauses.push(`EXISTS (SELECT 1 FROM json_each(${list}) c WHERE ',' || r.skin_concerns || ',' LIKE '%,' || c.value || ',%')`);
  }
  if (input.ratings.length > 0) clauses.push(`r.rating IN (SELECT value FROM json_each(${params.add(JSON.stringify(input.ratings))}))`);
  if (input.prdOptnNm) clauses.push(`r.prd_optn_nm = ${params.add(input.prdOptnNm)}`);
  return clauses.join(' AND ');
}

/** The page of reviews `input` asks for, as `viewer` (a member number, or null) sees it. */
export async function listReviews(db: D1Database, input: Required<GetReviewListRequest>, viewer: number | null): Promise<GetReviewListResponse['data']> {
  const params = new SqlParams();
  const filter = where(input, params);
  const limit = params.add(REVIEW_PAGE_SIZE);
  const offset = params.add((input.page - 1) * REVIEW_PAGE_SIZE);
  const [rows, total, options] = await db.batch<unknown>([
    db.prepare(`SELECT r.* FROM product_reviews r WHERE ${filter} ORDER BY ${ORDER[input.sort]} LIMIT ${limit} OFFSET ${offset}`).bind(...params.values),
    db.prepare(`SELECT COUNT(*) AS cnt FROM product_reviews r WHERE ${filter}`).bind(...params.values.slice(0, -2)),
    db
      .prepare("SELECT DISTINCT prd_optn_nm FROM product_reviews WHERE inm_prd_no = ? AND status = 'PUBLISHED' AND prd_optn_nm <> '' ORDER BY prd_optn_nm")
      .bind(input.inmPrdNo),
  ]);
  const reviews = rows.results as ReviewRow[];
  const numbers = reviews.map((row) => row.review_no);
  const [images, helped] = await Promise.all([imagesOf(db, numbers), helpedBy(db, viewer, numbers)]);
  return {
    items: reviews.map((row) => itemOf(row, images.get(row.review_no) ?? [], helped.has(row.review_no), viewer)),
    totalCnt: (total.results[0] as { cnt: number }).cnt,
    page: input.page,
    pageSize: REVIEW_PAGE_SIZE,
    optionNames: (options.results as { prd_optn_nm: string }[]).map((row) => row.prd_optn_nm),
  };
}

async function helpedBy(db: D1Database, viewer: number | null, reviewNos: readonly number[]): Promise<Set<number>> {
  if (viewer === null || reviewNos.length === 0) return new Set();
  const { results } = await db
    .prepare('SELECT review_no FROM review_helpful WHERE incs_no = ?1 AND review_no IN (SELECT value FROM json_each(?2))')
    .bind(viewer, JSON.stringify(reviewNos))
    .all<{ review_no: number }>();
  return new Set(results.map((row) => row.review_no));
}

function itemOf(row: ReviewRow, images: string[], helped: boolean, viewer: number | null): ReviewItem {
  return {
    ...briefOf(row),
    prdOptnNm: row.prd_optn_nm,
    skinTypeCd: row.skin_type_cd,
    skinConcerns: concernsOf(row.skin_concerns),
    verifiedYn: row.verified_yn,
    repurchaseYn: row.repurchase_yn,
    monthUseYn: row.month_use_yn,
    rewardedYn: row.reward_pt > 0 ? 'Y' : 'N',
    images,
    helpfulCnt: row.helpful_cnt,
    helpedYn: helped ? 'Y' : 'N',
    mineYn: viewer !== null && row.incs_no === viewer ? 'Y' : 'N',
    reply: row.reply,
    replyDttm: row.reply_at === null ? null : toDttm14(row.reply_at),
  };
}
