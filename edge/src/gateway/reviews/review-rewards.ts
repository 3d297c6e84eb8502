/**
 * Points for reviews (ADR 020): a member's review earns the text or the photo amount
 * when it is first published, at most the configured amount per calendar month (Korean time), as a
 * REVIEW line of the points ledger. The points go back (REVIEW_CLAWBACK, at most what is left of the
 * balance) when the review is deleted or blinded or its order line refunded; the review then no
 * longer counts as rewarded. Credits are guarded by the ledger itself, so a retry pays once.
 */
import { dttmToEpoch, formatNumber, toDttm14 } from '#shared/format';
import { inboxInsert } from '../mypage/inbox';
import { readReviewSettings, type ReviewSettings } from './review-settings';

/** The first moment of `now`'s month in Korean time, epoch ms. */
export function kstMonthStart(now: number): number {
  return dttmToEpoch(`${toDttm14(now).slice(0, 6)}01000000`);
}

/** Review points `incsNo` earned this month. */
export async function reviewPointsThisMonth(db: D1Database, incsNo: number, now = Date.now()): Promise<number> {
  const row = await db
    .prepare("SELECT COALESCE(SUM(delta), 0) AS pt FROM point_history WHERE incs_no = ? AND reason = 'REVIEW' AND created_at >= ?")
    .bind(incsNo, kstMonthStart(now))
    .first<{ pt: number }>();
  return row?.pt ?? 0;
}

/** What the form tells the writer: the amounts and what is left of this month's maximum. */
export async function rewardTerms(db: D1Database, incsNo: number, settings: ReviewSettings, now = Date.now()) {
  const used = await reviewPointsThisMonth(db, incsNo, now);
  return {
    textPt: settings.textRewardPt,
    photoPt: settings.photoRewardPt,
    monthlyMaxPt: settings.monthlyMaxPt,
    monthlyLeftPt: Math.max(0, settings.monthlyMaxPt - used),
  };
}

/**
 * Pays the review's points if it is a member's, published and never paid; answers the points paid.
 * A save passes the settings it already read, so one save reads them once.
 */
export async function grantReviewReward(db: D1Database, reviewNo: number, now = Date.now(), known?: ReviewSettings): Promise<number> {
  const review = await db
    .prepare(
      `SELECT incs_no, EXISTS (SELECT 1 FROM review_images i WHERE i.review_no = r.review_no) AS photo,
              EXISTS (SELECT 1 FROM point_history p WHERE p.review_no = r.review_no AND p.reason = 'REVIEW') AS paid
       FROM product_reviews r WHERE review_no = ? AND status = 'PUBLISHED' AND incs_no IS NOT NULL`,
    )
    .bind(reviewNo)
    .first<{ incs_no: number; photo: number; paid: number }>();
  if (!review || review.paid) return 0;
  const settings = known ?? (await readReviewSettings(db));
  const left = settings.monthlyMaxPt - (await reviewPointsThisMonth(db, review.incs_no, now));
  const amount = Math.min(review.photo ? settings.photoRewardPt : settings.textRewardPt, Math.max(0, left));
  if (amount <= 0) return 0;
  const [credit] = await db.batch([
    db
      .prepare(
        `INSERT INTO point_history (incs_no, delta, reason, review_no, memo, created_at)
         SELECT ?1, ?2, 'REVIEW', ?3, ?4, ?5 WHERE NOT EXISTS (SELECT 1 FROM point_history WHERE review_no = ?3 AND reason = 'REVIEW')`,
      )
      .bind(review.incs_no, amount, reviewNo, review.photo ? '포토 리뷰' : '텍스트 리뷰', now),
    db.prepare('UPDATE customers SET rmn_pt = rmn_pt + ?1 WHERE incs_no = ?2 AND changes() = 1').bind(amount, review.incs_no),
    db.prepare('UPDATE product_reviews SET reward_pt = ?1 WHERE review_no = ?2 AND changes() = 1').bind(amount, reviewNo),
  ]);
  // D1 counts the rows the expiry trigger changed too, so any count means the credit went in.
  if (credit.meta.changes === 0) return 0;
  await inboxInsert(
    db,
    review.incs_no,
    {
      kind: 'POINT',
      title: `리뷰 포인트 ${formatNumber(amount)}P 적립`,
      body: '작성하신 리뷰가 게시되어 뷰티포인트가 적립되었습니다.',
      link: '/kr/ko/cu/mypage/beauty-point',
    },
    now,
  ).run();
  return amount;
}

/**
 * The statements that take back the points of the reviews `where` picks (a condition on
 * `product_reviews r`, binding `?1`), for the caller's batch: at most the member's balance.
 */
export function reviewClawbackStatements(db: D1Database, where: string, value: unknown, now: number): D1PreparedStatement[] {
  const take = 'MIN(r.reward_pt, c.rmn_pt)';
  return [
    db
      .prepare(
        `INSERT INTO point_history (incs_no, delta, reason, review_no, memo, created_at)
         SELECT r.incs_no, -${take}, 'REVIEW_CLAWBACK', r.review_no, '리뷰 포인트 회수', ?2
         FROM product_reviews r JOIN customers c ON c.incs_no = r.incs_no WHERE ${where} AND r.reward_pt > 0 AND ${take} > 0`,
      )
      .bind(value, now),
    // What the ledger just took, line by line: a refund may take back several reviews at once.
    db
      .prepare(
        `UPDATE customers SET rmn_pt = rmn_pt + (SELECT COALESCE(SUM(p.delta), 0) FROM point_history p
           WHERE p.incs_no = customers.incs_no AND p.reason = 'REVIEW_CLAWBACK' AND p.created_at = ?2
             AND p.review_no IN (SELECT r.review_no FROM product_reviews r WHERE ${where} AND r.reward_pt > 0))
         WHERE incs_no IN (SELECT r.incs_no FROM product_reviews r WHERE ${where} AND r.reward_pt > 0)`,
      )
      .bind(value, now),
    db.prepare(`UPDATE product_reviews AS r SET reward_pt = 0 WHERE ${where} AND r.reward_pt > 0`).bind(value),
  ];
}

/** Takes back one review's points (deleted or blinded). */
export async function clawBackReview(db: D1Database, reviewNo: number, now = Date.now()): Promise<void> {
  await db.batch(reviewClawbackStatements(db, 'r.review_no = ?1', reviewNo, now));
}
