/**
 * The photos of a record (a review, an inquiry, a posting's images or video): the kept ones stay, the new uploads move out of
 * quarantine, the dropped ones are deleted, and the record's image rows are rewritten in order.
 * Each record kind names its image table; the rows are deleted before the uploads they point at.
 */
import type { UploadUse } from '#shared/uploads/upload-rules';
import { GatewayError } from '#edge/gateway/errors';
import { attachUploads, releaseUploads } from './attach-uploads';

/** The tables records keep their photos in, and their key column. */
const IMAGE_TABLES = { REVIEW: ['review_images', 'review_no'], INQUIRY: ['inquiry_images', 'inquiry_no'], POSTING: ['posting_media', 'posting_id'] } as const;
export type PhotoRecordKind = keyof typeof IMAGE_TABLES;

export interface PhotoRecord {
  kind: PhotoRecordKind;
  key: number;
  incsNo: number;
  use: UploadUse;
  maxFiles: number;
}

/** The upload id in a public path (`/uploads/review/{id}.jpg`). */
export const uploadIdOf = (url: string) => /\/([A-Za-z0-9_-]+)\.[a-z0-9]+$/.exec(url)?.[1] ?? '';
/** Whose uploads a record's are: `review:12`. */
export const ownerRefOf = (record: Pick<PhotoRecord, 'kind' | 'key'>) => `${record.kind.toLowerCase()}:${record.key}`;

export async function saveRecordPhotos(
  db: D1Database,
  bucket: R2Bucket,
  record: PhotoRecord,
  keep: readonly string[],
  uploadIds: readonly string[],
  now = Date.now(),
): Promise<void> {
  if (keep.length + uploadIds.length > record.maxFiles) throw new GatewayError('UPLOAD_TOO_MANY');
  const ownerRef = ownerRefOf(record);
  const added = await attachUploads(db, bucket, { incsNo: record.incsNo, use: record.use, ownerRef, maxFiles: record.maxFiles }, uploadIds, now);
  const [table, column] = IMAGE_TABLES[record.kind];
  await db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).bind(record.key).run();
  await releaseUploads(db, bucket, ownerRef, [...keep.map(uploadIdOf), ...added.map(uploadIdOf)]);
  const urls = [...keep, ...added];
  if (urls.length === 0) return;
  await db.batch(
    urls.map((url, index) =>
      db.prepare(`INSERT INTO ${table} (${column}, sort_ord, url, upload_id) VALUES (?, ?, ?, ?)`).bind(record.key, index, url, uploadIdOf(url) || null),
    ),
  );
}

/** Deletes a record's photos: its image rows, then the files. */
export async function dropRecordPhotos(db: D1Database, bucket: R2Bucket, record: Pick<PhotoRecord, 'kind' | 'key'>): Promise<void> {
  const [table, column] = IMAGE_TABLES[record.kind];
  await db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).bind(record.key).run();
  await releaseUploads(db, bucket, ownerRefOf(record));
}
