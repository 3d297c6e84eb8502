/**
 * Writing, changing and deleting a review (ADR 020). A new or changed
 * review passes the automatic checks: a finding holds it; new photos wait for an operator (photos
 * cannot be checked by rule); a clean text review is published at once and paid its points. The
 * settings are read once per save, the photos are in place before D1 is written, and the review
 * with its image rows is one batch (docs/decisions/048-review-save-in-one-batch.md).
 */
import { maskWriter, EDITABLE_REVIEW_STATUSES, type ReviewStatus } from '#shared/reviews/review-rules';
import type { ModifyReviewRequest, RegisterReviewRequest } from '#shared/schemas/my-review-calls';
import { dropRecordPhotos } from '#edge/uploads/record-photos';
import { GatewayError } from '../errors';
import { isRepurchase, reviewableLine, reviewableSince, usedForAMonth } from './review-authority';
import { reviewFinding } from './review-checks';
import { placePhotos, photoStatements, settlePhotos, unplacePhotos, type PlacedPhotos, type Storage } from './review-photos';
import { clawBackReview, grantReviewReward } from './review-rewards';
import { readReviewSettings, type ReviewSettings } from './review-settings';
import { readMine } from './my-reviews';

export type { Storage } from './review-photos';

type Fields = Required<Omit<RegisterReviewRequest, 'orderLineId' | 'termsAgreed'>>;

/** What a save answers: the view screen reads the review itself. */
export interface SavedReview {
  reviewNo: number;
  status: ReviewStatus;
  rewardPt: number;
}

/** The member's skin profile follows what they last told a review. */
function profileUpdate(db: D1Database, incsNo: number, fields: Fields) {
  return db
    .prepare('UPDATE customers SET skin_type_cd = COALESCE(?, skin_type_cd), skin_concerns = ? WHERE incs_no = ?')
    .bind(fields.skinTypeCd, fields.skinConcerns.join(','), incsNo);
}

/**
 * Runs the review's one batch with its photos already in place; a batch that fails takes the
 * copies back. A second save of the same line that raced past the authority check meets the
 * line's unique review and gets the once-per-line refusal.
 */
async function saveBatch(store: Storage, photos: PlacedPhotos, statements: D1PreparedStatement[]) {
  try {
    return await store.db.batch(statements);
  } catch (error) {
    await unplacePhotos(store, photos);
    if (String(error).includes('UNIQUE constraint failed: product_reviews.order_line_id')) throw new GatewayError('REVIEW_1002');
    throw error;
  }
}

/** A published review's points, with the settings the save already read. */
const rewardOf = (db: D1Database, saved: Omit<SavedReview, 'rewardPt'>, settings: ReviewSettings, now: number) =>
  saved.status === 'PUBLISHED' ? grantReviewReward(db, saved.reviewNo, now, settings) : Promise.resolve(0);

export async function registerReview(store: Storage, incsNo: number, input: Required<RegisterReviewRequest>, now = Date.now()): Promise<SavedReview> {
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
  const photos = await placePhotos(store, incsNo, [], input.uploadIds);
  const [inserted] = await saveBatch(store, photos, [
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
    ...photoStatements(db, { orderLineId: line.id }, photos, now),
  ]);
  const reviewNo = (inserted.results[0] as { review_no: number }).review_no;
  await settlePhotos(store, photos);
  return { reviewNo, status, rewardPt: await rewardOf(db, { reviewNo, status }, settings, now) };
}

export async function modifyReview(store: Storage, incsNo: number, input: Required<ModifyReviewRequest>, now = Date.now()): Promise<SavedReview> {
  const { db } = store;
  const { reviewNo } = input;
  const settings = await readReviewSettings(db);
  const before = await readMine(db, incsNo, reviewNo);
  if (!EDITABLE_REVIEW_STATUSES.includes(before.status) || before.delivered_at < reviewableSince(settings.writeDays, now))
    throw new GatewayError('REVIEW_1002');
  const { results: current } = await db.prepare('SELECT url FROM review_images WHERE review_no = ?').bind(reviewNo).all<{ url: string }>();
  const keep = input.keepImages.filter((url) => current.some((row) => row.url === url));
  const finding = await reviewFinding(db, input.content, { inmPrdNo: before.inm_prd_no, incsNo, exceptReviewNo: reviewNo });
  const status: ReviewStatus = finding ? 'HELD' : input.uploadIds.length > 0 || before.status === 'PENDING' ? 'PENDING' : 'PUBLISHED';
  const photos = await placePhotos(store, incsNo, keep, input.uploadIds);
  await saveBatch(store, photos, [
    db
      .prepare(
        `UPDATE product_reviews SET rating = ?2, content = ?3, skin_type_cd = ?4, skin_concerns = ?5, month_use_yn = ?6, status = ?7, hold_reason = ?8,
           published_at = CASE WHEN ?7 = 'PUBLISHED' THEN COALESCE(published_at, ?9) ELSE published_at END, updated_at = ?9
         WHERE review_no = ?1`,
      )
      .bind(
        reviewNo,
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
    ...photoStatements(db, { reviewNo }, photos, now),
  ]);
  await settlePhotos(store, photos, reviewNo);
  return { reviewNo, status, rewardPt: await rewardOf(db, { reviewNo, status }, settings, now) };
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
