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

/** Moves the named uploads to public keys for `ownerRef`; answers their public paths in order. */
export async function attachUploads(
  db: D1Database,
  bucket: R2Bucket,
  owner: { incsNo: number; use: UploadUse; ownerRef: string; maxFiles: number },
  uploadIds: readonly string[],
  now = Date.now(),
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
  for (const id of ids) {
    const row = rows.get(id)!;
    const object = await bucket.get(quarantineKey(id));
    if (!object) throw new GatewayError('UPLOAD_NOT_FOUND');
    const path = publicPath(owner.use, id, row.ext);
    await bucket.put(publicKey(path), object.body, { httpMetadata: { contentType: row.mime, cacheControl: 'public, max-age=31536000, immutable' } });
    await bucket.delete(quarantineKey(id));
    paths.push(path);
  }
  await db
    .prepare(`UPDATE uploads SET status = 'PUBLIC', owner_ref = ?, attached_at = ? WHERE upload_id IN (${ids.map(() => '?').join(', ')})`)
    .bind(owner.ownerRef, now, ...ids)
    .run();
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
