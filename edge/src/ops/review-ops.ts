/**
 * Operator calls for reviews (`/ops/v1/reviews/*`): the queue, and the moves an
 * operator decides. PUBLISH takes a waiting (검수 중) or held review live and pays its points once;
 * BLIND hides any live or waiting review and takes its points back; RESTORE brings a blinded
 * review back without paying again; KEEP leaves a reported review on the page. Every move closes
 * the review's open reports: shoppers' reports wait for exactly this decision (ADR 020). A reply
 * shows under the review and reaches the writer's inbox.
 */
import { toDttm14 } from '#shared/format';
import type { ReviewStatus } from '#shared/reviews/review-rules';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { inboxInsert } from '../gateway/mypage/inbox';
import { imagesOf } from '../gateway/reviews/review-list';
import { clawBackReview, grantReviewReward } from '../gateway/reviews/review-rewards';
import { OLDEST_OPEN_REPORT, REPORTED_REVIEW, closeReports, openReportsIn, openReportsOf } from './review-reports';

interface OpsRow {
  review_no: number;
  inm_prd_no: string;
  prd_nm: string | null;
  incs_no: number | null;
  writer_nm: string;
  rating: number;
  content: string;
  status: ReviewStatus;
  hold_reason: string;
  report_cnt: number;
  reward_pt: number;
  reply: string | null;
  created_at: number;
}

const SELECT = 'SELECT r.*, p.prd_nm FROM product_reviews r LEFT JOIN products p ON p.inm_prd_no = r.inm_prd_no';

/** Which states each move starts from, and where it ends. */
const MOVES: Readonly<Record<'PUBLISH' | 'BLIND' | 'RESTORE' | 'KEEP', { from: readonly ReviewStatus[]; to: ReviewStatus }>> = {
  PUBLISH: { from: ['PENDING', 'HELD'], to: 'PUBLISHED' },
  BLIND: { from: ['PENDING', 'HELD', 'PUBLISHED'], to: 'BLINDED' },
  RESTORE: { from: ['BLINDED'], to: 'PUBLISHED' },
  KEEP: { from: ['PUBLISHED'], to: 'PUBLISHED' },
};

async function itemsOf(db: D1Database, rows: readonly OpsRow[]) {
  const reviewNos = rows.map((row) => row.review_no);
  const [images, reports] = await Promise.all([imagesOf(db, reviewNos), openReportsOf(db, reviewNos)]);
  return rows.map((row) => ({
    reviewNo: row.review_no,
    inmPrdNo: row.inm_prd_no,
    prdNm: row.prd_nm ?? '',
    incsNo: row.incs_no,
    writerNm: row.writer_nm,
    rating: row.rating,
    content: row.content,
    images: images.get(row.review_no) ?? [],
    status: row.status,
    holdReason: row.hold_reason,
    reportCnt: row.report_cnt,
    ...openReportsIn(reports, row.review_no),
    rewardPt: row.reward_pt,
    reply: row.reply,
    createdDttm: toDttm14(row.created_at),
  }));
}

async function readReview(db: D1Database, reviewNo: number): Promise<OpsRow> {
  const row = await db.prepare(`${SELECT} WHERE r.review_no = ? AND r.status <> 'DELETED'`).bind(reviewNo).first<OpsRow>();
  if (!row) throw new GatewayError('REVIEW_001');
  return row;
}

export const listReviews = defineEndpoint(OPS_CONTRACTS.listReviews, async ({ db, input }) => {
  const { results } = await db
    .prepare(
      `${SELECT} WHERE (?1 IS NULL OR r.status = ?1) AND (?2 IS NULL OR r.inm_prd_no = ?2) AND r.status <> 'DELETED' AND (?5 = 0 OR ${REPORTED_REVIEW})
       ORDER BY CASE WHEN ?5 = 1 THEN ${OLDEST_OPEN_REPORT} WHEN r.status IN ('PENDING', 'HELD') THEN r.created_at ELSE -r.created_at END, r.review_no
       LIMIT ?3 OFFSET ?4`,
    )
    .bind(input.status ?? null, input.inmPrdNo ?? null, input.limit, input.offset, input.reported ? 1 : 0)
    .all<OpsRow>();
  return { data: await itemsOf(db, results) };
});

export const moderateReview = defineEndpoint(OPS_CONTRACTS.moderateReview, async ({ db, input }) => {
  const move = MOVES[input.action];
  const before = await readReview(db, input.reviewNo);
  if (!move.from.includes(before.status)) throw new GatewayError('REVIEW_MOVE_ILLEGAL');
  if (input.action === 'KEEP' && openReportsIn(await openReportsOf(db, [input.reviewNo]), input.reviewNo).openReportCnt === 0)
    throw new GatewayError('REVIEW_NO_OPEN_REPORTS');
  const now = Date.now();
  const reason = input.action === 'BLIND' ? input.reason || '운영 정책 위반' : '';
  const moved = await db
    .prepare(
      `UPDATE product_reviews SET status = ?1, hold_reason = ?2, updated_at = ?3,
         published_at = CASE WHEN ?1 = 'PUBLISHED' THEN COALESCE(published_at, ?3) ELSE published_at END
       WHERE review_no = ?4 AND status = ?5`,
    )
    .bind(move.to, reason, now, input.reviewNo, before.status)
    .run();
  // D1 counts the rows the triggers changed too: any count means the guarded move happened.
  if (moved.meta.changes === 0) throw new GatewayError('REVIEW_MOVE_ILLEGAL');
  await closeReports(db, input.reviewNo, now).run();
  let rewardPtPaid = 0;
  if (input.action === 'BLIND') await clawBackReview(db, input.reviewNo, now);
  if (input.action === 'PUBLISH') rewardPtPaid = await grantReviewReward(db, input.reviewNo, now);
  const [item] = await itemsOf(db, [await readReview(db, input.reviewNo)]);
  return { data: { ...item, rewardPtPaid } };
});

export const replyReview = defineEndpoint(OPS_CONTRACTS.replyReview, async ({ db, input }) => {
  const before = await readReview(db, input.reviewNo);
  const now = Date.now();
  await db.batch([
    db.prepare('UPDATE product_reviews SET reply = ?, reply_at = ? WHERE review_no = ?').bind(input.reply, now, input.reviewNo),
    ...(before.incs_no === null
      ? []
      : [
          inboxInsert(
            db,
            before.incs_no,
            { kind: 'NOTICE', title: '리뷰에 답변이 등록되었습니다', body: input.reply.slice(0, 100), link: `/kr/ko/cu/mypage/review/view/${input.reviewNo}` },
            now,
          ),
        ]),
  ]);
  const [item] = await itemsOf(db, [await readReview(db, input.reviewNo)]);
  return { data: { ...item, rewardPtPaid: 0 } };
});

export const REVIEW_OPS = [listReviews, moderateReview, replyReview];
