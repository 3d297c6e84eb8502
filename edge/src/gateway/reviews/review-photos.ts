/**
 * A review's photos, saved with it (ADR 019, docs/decisions/048-review-save-in-one-batch.md): the new
 * uploads are copied to their public keys in R2 before anything is written to D1, so a photo that
 * fails refuses the save with nothing written; the review's image rows and the uploads' owner then
 * go into the review's own batch, and only after it the quarantine bytes and dropped photos go.
 */
import { uploadRules } from '#shared/uploads/upload-rules';
import { copyToPublic, markAttached, publicKey, releaseUploads } from '#edge/uploads/attach-uploads';
import { ownerRefOf, uploadIdOf } from '#edge/uploads/record-photos';
import { quarantineKey } from '#edge/uploads/receive-upload';
import { GatewayError } from '../errors';

export interface Storage {
  db: D1Database;
  bucket: R2Bucket;
  imageMaxMb: number;
}

/** Which review the statements write for: its number, or (a review the same batch inserts) its order line's review. */
export type ReviewKey = { reviewNo: number } | { orderLineId: number };

const keySql = (key: ReviewKey) => ('reviewNo' in key ? '?1' : '(SELECT review_no FROM product_reviews WHERE order_line_id = ?1)');
const keyValue = (key: ReviewKey) => ('reviewNo' in key ? key.reviewNo : key.orderLineId);
/** The uploads' owner (`review:12`); a bound number would concatenate as a real (`review:12.0`), so a known one is bound as text. */
const ownerOf = (key: ReviewKey) =>
  'reviewNo' in key ? { value: ownerRefOf({ kind: 'REVIEW', key: key.reviewNo }) } : { value: key.orderLineId, sql: `'review:' || ${keySql(key)}` };

/** The photos a save keeps and the new ones, already in their public place. */
export interface PlacedPhotos {
  urls: string[];
  added: string[];
  addedIds: string[];
}

/** Copies the new uploads to their public keys after checking the limit; throws (with no copy left) when one cannot be. */
export async function placePhotos(store: Storage, incsNo: number, keep: readonly string[], uploadIds: readonly string[]): Promise<PlacedPhotos> {
  const { maxFiles } = uploadRules(store.imageMaxMb).REVIEW;
  if (keep.length + uploadIds.length > maxFiles) throw new GatewayError('UPLOAD_TOO_MANY');
  const added = await copyToPublic(store.db, store.bucket, { incsNo, use: 'REVIEW', maxFiles }, uploadIds);
  return { urls: [...keep, ...added], added, addedIds: added.map(uploadIdOf) };
}

/** The statements that rewrite the review's image rows in order and make the new uploads its own, for the review's batch. */
export function photoStatements(db: D1Database, key: ReviewKey, photos: PlacedPhotos, now: number): D1PreparedStatement[] {
  const review = keySql(key);
  const value = keyValue(key);
  return [
    db.prepare(`DELETE FROM review_images WHERE review_no = ${review}`).bind(value),
    ...photos.urls.map((url, index) =>
      db
        .prepare(`INSERT INTO review_images (review_no, sort_ord, url, upload_id) VALUES (${review}, ?2, ?3, ?4)`)
        .bind(value, index, url, uploadIdOf(url) || null),
    ),
    ...(photos.addedIds.length ? [markAttached(db, photos.addedIds, ownerOf(key), now)] : []),
  ];
}

/** After the batch: the quarantine bytes of the new photos, and (a changed review) the files of the photos it dropped. */
export async function settlePhotos(store: Storage, photos: PlacedPhotos, changedReviewNo?: number): Promise<void> {
  if (photos.addedIds.length) await store.bucket.delete(photos.addedIds.map(quarantineKey));
  if (changedReviewNo !== undefined)
    await releaseUploads(store.db, store.bucket, ownerRefOf({ kind: 'REVIEW', key: changedReviewNo }), photos.urls.map(uploadIdOf));
}

/** When the batch failed: the public copies it would have saved, so none is left without its review. */
export async function unplacePhotos(store: Storage, photos: PlacedPhotos): Promise<void> {
  if (photos.added.length) await store.bucket.delete(photos.added.map(publicKey));
}
