/**
 * The member's review lists: the order lines they may still review (newest delivery
 * first) and the reviews they wrote with their state, photos, points and the shop's reply.
 */
import { toDttm14 } from '#shared/format';
import { EDITABLE_REVIEW_STATUSES, REVIEW_STATUS_NAMES, type ReviewStatus } from '#shared/reviews/review-rules';
import type { MyReview, WritableLine } from '#shared/schemas/my-review-calls';
import { GatewayError } from '../errors';
import { LINE_COLUMNS, REVIEWABLE_LINE, productLineOf, reviewableSince, type LineRow } from './review-authority';
import { concernsOf, imagesOf, type ReviewRow } from './review-list';

export const MY_REVIEWS_PAGE_SIZE = 10;

const WRITABLE_FROM = `FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no
  WHERE ${REVIEWABLE_LINE} AND NOT EXISTS (SELECT 1 FROM product_reviews r WHERE r.order_line_id = l.id)`;
const MINE_FROM =
  "FROM product_reviews r JOIN order_lines l ON l.id = r.order_line_id JOIN orders o ON o.ord_no = l.ord_no WHERE r.incs_no = ?1 AND r.status <> 'DELETED'";

/** How many lines the member may still review (the other tab's count). */
export async function countWritable(db: D1Database, incsNo: number, writeDays: number, now = Date.now()): Promise<number> {
  const row = await db.prepare(`SELECT COUNT(*) AS cnt ${WRITABLE_FROM}`).bind(incsNo, reviewableSince(writeDays, now)).first<{ cnt: number }>();
  return row?.cnt ?? 0;
}

export async function listWritable(db: D1Database, incsNo: number, page: number, writeDays: number, now = Date.now()) {
  const since = reviewableSince(writeDays, now);
  const [rows, total, written] = await db.batch<unknown>([
    db
      .prepare(`SELECT ${LINE_COLUMNS} ${WRITABLE_FROM} ORDER BY o.delivered_at DESC, l.id LIMIT ?3 OFFSET ?4`)
      .bind(incsNo, since, MY_REVIEWS_PAGE_SIZE, (page - 1) * MY_REVIEWS_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS cnt ${WRITABLE_FROM}`).bind(incsNo, since),
    db.prepare(`SELECT COUNT(*) AS cnt ${MINE_FROM}`).bind(incsNo),
  ]);
  const days = writeDays * 86_400_000;
  const items: WritableLine[] = (rows.results as LineRow[]).map((row) => ({
    ...productLineOf(row),
    deliveredDttm: toDttm14(row.delivered_at),
    deadlineDttm: toDttm14(row.delivered_at + days),
  }));
  return { items, totalCnt: (total.results[0] as { cnt: number }).cnt, writtenCnt: (written.results[0] as { cnt: number }).cnt };
}

export type MyReviewRow = ReviewRow & LineRow & { status: ReviewStatus; hold_reason: string; updated_at: number; order_line_id: number };
const MINE_COLUMNS = `r.*, ${LINE_COLUMNS}`;

/** A written review as the member sees it; editable while its state allows and the period lasts. */
export function myReviewOf(row: MyReviewRow, images: string[], writeDays: number, now: number): MyReview {
  const inPeriod = row.delivered_at >= reviewableSince(writeDays, now);
  return {
    ...productLineOf(row),
    reviewNo: row.review_no,
    rating: row.rating,
    content: row.content,
    skinTypeCd: row.skin_type_cd,
    skinConcerns: concernsOf(row.skin_concerns),
    images,
    status: row.status,
    statusNm: REVIEW_STATUS_NAMES[row.status],
    holdReason: row.hold_reason,
    rewardPt: row.reward_pt,
    helpfulCnt: row.helpful_cnt,
    reply: row.reply,
    createdDttm: toDttm14(row.created_at),
    updatedDttm: toDttm14(row.updated_at),
    editableYn: inPeriod && EDITABLE_REVIEW_STATUSES.includes(row.status) ? 'Y' : 'N',
  };
}

export async function listMine(db: D1Database, incsNo: number, page: number, writeDays: number, now = Date.now()) {
  const [rows, total] = await db.batch<unknown>([
    db
      .prepare(`SELECT ${MINE_COLUMNS} ${MINE_FROM} ORDER BY r.created_at DESC, r.review_no DESC LIMIT ?2 OFFSET ?3`)
      .bind(incsNo, MY_REVIEWS_PAGE_SIZE, (page - 1) * MY_REVIEWS_PAGE_SIZE),
    db.prepare(`SELECT COUNT(*) AS cnt ${MINE_FROM}`).bind(incsNo),
  ]);
  const reviews = rows.results as MyReviewRow[];
  const images = await imagesOf(
    db,
    reviews.map((row) => row.review_no),
  );
  return {
    items: reviews.map((row) => myReviewOf(row, images.get(row.review_no) ?? [], writeDays, now)),
    totalCnt: (total.results[0] as { cnt: number }).cnt,
  };
}

/** The member's own review `reviewNo` (not deleted); 001 otherwise. */
export async function readMine(db: D1Database, incsNo: number, reviewNo: number): Promise<MyReviewRow> {
  const row = await db.prepare(`SELECT ${MINE_COLUMNS} ${MINE_FROM} AND r.review_no = ?2`).bind(incsNo, reviewNo).first<MyReviewRow>();
  if (!row) throw new GatewayError('REVIEW_001');
  return row;
}

export async function readMyReview(db: D1Database, incsNo: number, reviewNo: number, writeDays: number, now = Date.now()): Promise<MyReview> {
  const row = await readMine(db, incsNo, reviewNo);
  const images = await imagesOf(db, [reviewNo]);
  return myReviewOf(row, images.get(reviewNo) ?? [], writeDays, now);
}
