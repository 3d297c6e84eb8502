/**
 * What other shoppers do to a review: "도움이 돼요", one per member and review
 * (pressing again takes it back), and 신고, once per member. Never on one's own review. Reports
 * never hide a review: it stays on the page and waits in the operators' queue until the content
 * team keeps or blinds it, since any number of accounts is cheap to make (ADR 020).
 */
import type { ReportReason } from '#shared/reviews/review-rules';
import { GatewayError } from '../errors';

/** The published review's product; 001 when it is not published, REVIEW_OWN when the viewer wrote it. */
async function publishedReview(db: D1Database, reviewNo: number, viewer: number): Promise<string> {
  const row = await db
    .prepare("SELECT incs_no, inm_prd_no FROM product_reviews WHERE review_no = ? AND status = 'PUBLISHED'")
    .bind(reviewNo)
    .first<{ incs_no: number | null; inm_prd_no: string }>();
  if (!row) throw new GatewayError('REVIEW_001');
  if (row.incs_no === viewer) throw new GatewayError('REVIEW_OWN');
  return row.inm_prd_no;
}

export async function toggleHelpful(db: D1Database, reviewNo: number, viewer: number, now = Date.now()) {
  await publishedReview(db, reviewNo, viewer);
  const [added] = await db.batch([
    db.prepare('INSERT INTO review_helpful (review_no, incs_no, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').bind(reviewNo, viewer, now),
  ]);
  const helped = added.meta.changes > 0;
  if (!helped) await db.prepare('DELETE FROM review_helpful WHERE review_no = ? AND incs_no = ?').bind(reviewNo, viewer).run();
  // The count is recounted, never incremented, so a double tap cannot drift it.
  const row = await db
    .prepare('UPDATE product_reviews SET helpful_cnt = (SELECT COUNT(*) FROM review_helpful WHERE review_no = ?1) WHERE review_no = ?1 RETURNING helpful_cnt')
    .bind(reviewNo)
    .first<{ helpful_cnt: number }>();
  return { reviewNo, helpfulCnt: row?.helpful_cnt ?? 0, helpedYn: helped ? ('Y' as const) : ('N' as const) };
}

/** Records the report for the operators' queue; the review stays as it is. */
export async function reportReview(db: D1Database, reviewNo: number, viewer: number, reason: ReportReason, now = Date.now()): Promise<void> {
  await publishedReview(db, reviewNo, viewer);
  const [added] = await db.batch([
    db
      .prepare('INSERT INTO review_reports (review_no, incs_no, reason_cd, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
      .bind(reviewNo, viewer, reason, now),
    db.prepare('UPDATE product_reviews SET report_cnt = (SELECT COUNT(*) FROM review_reports WHERE review_no = ?1) WHERE review_no = ?1').bind(reviewNo),
  ]);
  if (added.meta.changes === 0) throw new GatewayError('REVIEW_ALREADY_REPORTED');
}
