/**
 * Saving uploads with the record that owns them: a review, an inquiry or a posting
 * names the uploads its author sent; each must be the author's, of that use and still in
 * quarantine. Their bytes move to a public key (R2 has no rename: copy, then delete) and the rows
 * say who owns them. Releasing does the reverse when the record goes or drops a file.
 */
import { useSlug, type UploadUse } from '#shared/uploads/upload-rules';
import { GatewayError } from '#edge/gateway/errors';
import { quarantineKey } from './receive-upload';

/** Where a public upload is served: `/uploads/review/{id}.jpg`. */
export function publicPath(use: UploadUse, uploadId: string, ext: string): string {
  return `/uploads/${useSlug(use)}/${uploadId}.${ext}`;
}

/** The R2 key of a public path (without its leading slash). */
export const publicKey = (path: string) => path.replace(/^\//, '');

interface UploadRow {
  upload_id: string;
  ext: string;
  mime: string;
  status: string;
}

/**
 * Checks that the named uploads are the owner's, of its use and still in quarantine, and copies
 * their bytes to public keys (R2 has no rename); writes nothing to D1, so a record can save its
 * rows after its photos are in place. A copy that fails deletes the copies made before it, so a
 * refused save leaves no public file. Answers the public paths in order.
 */
export async function copyToPublic(
  db: D1Database,
  bucket: R2Bucket,
  owner: { incsNo: number; use: UploadUse; maxFiles: number },
  uploadIds: readonly string[],
): Promise<string[]> {
  if (uploadIds.length === 0) return [];
  if (new Set(uploadIds).size > owner.maxFiles) throw new GatewayError('UPLOAD_TOO_MANY');
  const ids = [...new Set(uploadIds)];
  const { results } = await db
    .prepare(`SELECT upload_id, ext, mime, status FROM uploads WHERE incs_no = ? AND use_cd = ? AND upload_id IN (${ids.map(() => '?').join(', ')})`)
    .bind(owner.incsNo, owner.use, ...ids)
    .all<UploadRow>();
  const rows = new Map(results.map((row) => [row.upload_id, row]));
  if (ids.some((id) => rows.get(id)?.status !== 'QUARANTINE')) throw new GatewayError('UPLOAD_NOT_FOUND');
  const paths: string[] = [];
  try {
    for (const id of ids) {
      const row = rows.get(id)!;
      const object = await bucket.get(quarantineKey(id));
      if (!object) throw new GatewayError('UPLOAD_NOT_FOUND');
      const path = publicPath(owner.use, id, row.ext);
      await bucket.put(publicKey(path), object.body, { httpMetadata: { contentType: row.mime, cacheControl: 'public, max-age=31536000, immutable' } });
      paths.push(path);
    }
  } catch (error) {
    await bucket.delete(paths.map(publicKey));
    throw error;
  }
  return paths;
}

/**
 * The statement that records `ids` as saved with their record: the owner is bound as ?1, or
 * computed from ?1 by `owner.sql` when the same batch creates the record and its key is not known yet.
 */
export function markAttached(db: D1Database, ids: readonly string[], owner: { value: string | number; sql?: string }, now: number): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE uploads SET status = 'PUBLIC', owner_ref = ${owner.sql ?? '?1'}, attached_at = ?2 WHERE upload_id IN (${ids.map((_, i) => `?${i + 3}`).join(', ')})`,
    )
    .bind(owner.value, now, ...ids);
}

/** Moves the named uploads to public keys for `ownerRef`; answers their public paths in order. */
export async function attachUploads(
  db: D1Database,
  bucket: R2Bucket,
  owner: { incsNo: number; use: UploadUse; ownerRef: string; maxFiles: number },
  uploadIds: readonly string[],
  now = Date.now(),
): Promise<string[]> {
  const paths = await copyToPublic(db, bucket, owner, uploadIds);
  if (paths.length === 0) return [];
  const ids = [...new Set(uploadIds)];
  await markAttached(db, ids, { value: owner.ownerRef }, now).run();
  await bucket.delete(ids.map(quarantineKey));
  return paths;
}

/** Deletes the public files of `ownerRef` (its record was deleted), or only those not in `keep`. */
export async function releaseUploads(db: D1Database, bucket: R2Bucket, ownerRef: string, keep: readonly string[] = []): Promise<number> {
  const { results } = await db
    .prepare("SELECT upload_id, use_cd, ext FROM uploads WHERE owner_ref = ? AND status = 'PUBLIC'")
    .bind(ownerRef)
    .all<{ upload_id: string; use_cd: UploadUse; ext: string }>();
  const gone = results.filter((row) => !keep.includes(row.upload_id));
  if (gone.length === 0) return 0;
  await bucket.delete(gone.map((row) => publicKey(publicPath(row.use_cd, row.upload_id, row.ext))));
  await db
    .prepare(`DELETE FROM uploads WHERE upload_id IN (${gone.map(() => '?').join(', ')})`)
    .bind(...gone.map((row) => row.upload_id))
    .run();
  return gone.length;
}
