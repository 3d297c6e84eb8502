/**
 * Writing, changing and deleting a review (ADR 020). A new or changed
 * review passes the automatic checks: a finding holds it; new photos wait for an operator (photos
 * cannot be checked by rule); a clean text review is published at once and paid its points. The
 * photos move out of quarantine with the review, and go with it.
 */
import { maskWriter, EDITABLE_REVIEW_STATUSES, type ReviewStatus } from '#shared/reviews/review-rules';
import type { ModifyReviewRequest, RegisterReviewRequest } from '#shared/schemas/my-review-calls';
import { uploadRules } from '#shared/uploads/upload-rules';
import { dropRecordPhotos, saveRecordPhotos } from '#edge/uploads/record-photos';
import { GatewayError } from '../errors';
import { isRepurchase, reviewableLine, reviewableSince, usedForAMonth } from './review-authority';
import { reviewFinding } from './review-checks';
import { clawBackReview, grantReviewReward } from './review-rewards';
import { readReviewSettings } from './review-settings';
import { readMine } from './my-reviews';

type Fields = Required<Omit<RegisterReviewRequest, 'orderLineId' | 'termsAgreed'>>;

export interface Storage {
  db: D1Database;
  bucket: R2Bucket;
  imageMaxMb: number;
}

/** Attaches the new photos after the kept ones and rewrites the review's image rows. */
function savePhotos(store: Storage, incsNo: number, reviewNo: number, keep: readonly string[], uploadIds: readonly string[], now: number) {
  const { maxFiles } = uploadRules(store.imageMaxMb).REVIEW;
  return saveRecordPhotos(store.db, store.bucket, { kind: 'REVIEW', key: reviewNo, incsNo, use: 'REVIEW', maxFiles }, keep, uploadIds, now);
}

/** The member's skin profile follows what they last told a review. */
function profileUpdate(db: D1Database, incsNo: number, fields: Fields) {
  return db
    .prepare('UPDATE customers SET skin_type_cd = COALESCE(?, skin_type_cd), skin_concerns = ? WHERE incs_no = ?')
    .bind(fields.skinTypeCd, fields.skinConcerns.join(','), incsNo);
}

export async function registerReview(store: Storage, incsNo: number, input: Required<RegisterReviewRequest>, now = Date.now()) {
  const { db } = store;
  const settings = await readReviewSettings(db);
  const line = await reviewableLine(db, incsNo, input.orderLineId, settings.writeDays, now);
  const finding = await reviewFinding(db, input.content, { inmPrdNo: line.inm_prd_no, incsNo });
  const status: ReviewStatus = finding ? 'HELD' : input.uploadIds.length > 0 ? 'PENDING' : 'PUBLISHED';
  const writer = await db
    .prepare('SELECT cust_web_id, cust_nm FROM customers WHERE incs_no = ?')
    .bind(incsNo)
    .first<{ cust_web_id: string | null; cust_nm: string }>();
  const repurchase = await isRepurchase(db, incsNo, line);
  const [inserted] = await db.batch([
    db
      .prepare(
        `INSERT INTO product_reviews (inm_prd_no, prd_optn_nm, incs_no, order_line_id, writer_nm, rating, content, skin_type_cd, skin_concerns,
           verified_yn, repurchase_yn, month_use_yn, status, hold_reason, published_at, created_at, updated_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, 'Y', ?10, ?11, ?12, ?13, ?14, ?15, ?15) RETURNING review_no`,
      )
      .bind(
        line.inm_prd_no,
        line.prd_optn_nm,
        incsNo,
        line.id,
        maskWriter(writer?.cust_web_id ?? writer?.cust_nm ?? ''),
        input.rating,
        input.content.trim(),
        input.skinTypeCd,
        input.skinConcerns.join(','),
        repurchase ? 'Y' : 'N',
        usedForAMonth(line, now) ? 'Y' : 'N',
        status,
        finding ?? '',
        status === 'PUBLISHED' ? now : null,
        now,
      ),
    profileUpdate(db, incsNo, input),
  ]);
  const reviewNo = (inserted.results[0] as { review_no: number }).review_no;
  try {
    await savePhotos(store, incsNo, reviewNo, [], input.uploadIds, now);
  } catch (error) {
    // A photo that cannot be attached undoes the review: the member sends the form again.
    await db.batch([
      db.prepare('DELETE FROM review_images WHERE review_no = ?').bind(reviewNo),
      db.prepare('DELETE FROM product_reviews WHERE review_no = ?').bind(reviewNo),
    ]);
    throw error;
  }
  return { reviewNo, inmPrdNo: line.inm_prd_no, rewardPt: await grantReviewReward(db, reviewNo, now) };
}

export async function modifyReview(store: Storage, incsNo: number, input: Required<ModifyReviewRequest>, now = Date.now()) {
  const { db } = store;
  const settings = await readReviewSettings(db);
  const before = await readMine(db, incsNo, input.reviewNo);
  if (!EDITABLE_REVIEW_STATUSES.includes(before.status) || before.delivered_at < reviewableSince(settings.writeDays, now))
    throw new GatewayError('REVIEW_1002');
  const { results: current } = await db.prepare('SELECT url FROM review_images WHERE review_no = ?').bind(input.reviewNo).all<{ url: string }>();
  const keep = input.keepImages.filter((url) => current.some((row) => row.url === url));
  const finding = await reviewFinding(db, input.content, { inmPrdNo: before.inm_prd_no, incsNo, exceptReviewNo: input.reviewNo });
  const status: ReviewStatus = finding ? 'HELD' : input.uploadIds.length > 0 || before.status === 'PENDING' ? 'PENDING' : 'PUBLISHED';
  await savePhotos(store, incsNo, input.reviewNo, keep, input.uploadIds, now);
  await db.batch([
    db
      .prepare(
        `UPDATE product_reviews SET rating = ?2, content = ?3, skin_type_cd = ?4, skin_concerns = ?5, month_use_yn = ?6, status = ?7, hold_reason = ?8,
           published_at = CASE WHEN ?7 = 'PUBLISHED' THEN COALESCE(published_at, ?9) ELSE published_at END, updated_at = ?9
         WHERE review_no = ?1`,
      )
      .bind(
        input.reviewNo,
        input.rating,
        input.content.trim(),
        input.skinTypeCd,
        input.skinConcerns.join(','),
        usedForAMonth(before, now) ? 'Y' : 'N',
        status,
        finding ?? '',
        now,
      ),
    profileUpdate(db, incsNo, input),
  ]);
  return { reviewNo: input.reviewNo, inmPrdNo: before.inm_prd_no, rewardPt: await grantReviewReward(db, input.reviewNo, now) };
}

/** Deletes the member's review; answers its product. */
export async function deleteReview(store: Storage, incsNo: number, reviewNo: number, now = Date.now()): Promise<string> {
  const { db } = store;
  const review = await readMine(db, incsNo, reviewNo);
  await clawBackReview(db, reviewNo, now);
  await db.prepare("UPDATE product_reviews SET status = 'DELETED', updated_at = ? WHERE review_no = ?").bind(now, reviewNo).run();
  await dropRecordPhotos(db, store.bucket, { kind: 'REVIEW', key: reviewNo });
  return review.inm_prd_no;
}
