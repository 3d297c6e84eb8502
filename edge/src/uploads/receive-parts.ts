/**
 * A file sent in parts (posting videos of up to 50MB go to R2 in parts): the member
 * declares the size, sends each part as a raw body that streams straight into an R2 multipart
 * upload, and completes it; the first part's bytes decide the type (a refused type aborts the
 * whole upload). Once complete it is an ordinary quarantined upload that a record saves.
 */
import { tooLargeMessage, wrongTypeMessage, type UploadRule, type UploadUse } from '#shared/uploads/upload-rules';
import { randomToken } from '#edge/auth/sessions';
import { GatewayError } from '#edge/gateway/errors';
import { quarantineKey, readHead, streamFixed, type Upload } from './receive-upload';
import { SNIFF_BYTES, sniff } from './sniff';

interface Session {
  upload_id: string;
  r2_upload_id: string;
  total_bytes: number;
  part_bytes: number;
  mime: string | null;
  ext: string | null;
  parts: string;
}

export interface PartsPlan {
  uploadId: string;
  partBytes: number;
  partCount: number;
}

const partCount = (total: number, partBytes: number) => Math.ceil(total / partBytes);

/** The length part `partNumber` must have. */
export function expectedPartLength(total: number, partBytes: number, partNumber: number): number {
  return partNumber < partCount(total, partBytes) ? partBytes : total - partBytes * (partNumber - 1);
}

export async function startParts(
  db: D1Database,
  bucket: R2Bucket,
  owner: { incsNo: number; use: UploadUse; rule: UploadRule },
  totalBytes: number,
  now = Date.now(),
): Promise<PartsPlan> {
  const { rule } = owner;
  if (!rule.partBytes) throw new GatewayError('UPLOAD_USE_UNKNOWN');
  if (!Number.isSafeInteger(totalBytes) || totalBytes <= 0) throw new GatewayError('UPLOAD_EMPTY');
  if (totalBytes > rule.maxBytes) throw new GatewayError('UPLOAD_TOO_LARGE', tooLargeMessage(rule));
  const uploadId = randomToken(16);
  const multipart = await bucket.createMultipartUpload(quarantineKey(uploadId));
  await db
    .prepare('INSERT INTO upload_part_sessions (upload_id, incs_no, use_cd, r2_upload_id, total_bytes, part_bytes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
    .bind(uploadId, owner.incsNo, owner.use, multipart.uploadId, totalBytes, rule.partBytes, now)
    .run();
  return { uploadId, partBytes: rule.partBytes, partCount: partCount(totalBytes, rule.partBytes) };
}

async function sessionOf(db: D1Database, incsNo: number, use: UploadUse, uploadId: string): Promise<Session> {
  const session = await db
    .prepare('SELECT * FROM upload_part_sessions WHERE upload_id = ? AND incs_no = ? AND use_cd = ?')
    .bind(uploadId, incsNo, use)
    .first<Session>();
  if (!session) throw new GatewayError('UPLOAD_NOT_FOUND');
  return session;
}

/** Drops an upload in parts: its R2 parts and its row. */
export async function abortParts(db: D1Database, bucket: R2Bucket, session: Pick<Session, 'upload_id' | 'r2_upload_id'>): Promise<void> {
  await bucket
    .resumeMultipartUpload(quarantineKey(session.upload_id), session.r2_upload_id)
    .abort()
    .catch(() => undefined);
  await db.prepare('DELETE FROM upload_part_sessions WHERE upload_id = ?').bind(session.upload_id).run();
}

interface IncomingPart {
  incsNo: number;
  use: UploadUse;
  rule: UploadRule;
  uploadId: string;
  partNumber: number;
  body: ReadableStream<Uint8Array> | null;
  length: number | null;
}

export async function receivePart(db: D1Database, bucket: R2Bucket, part: IncomingPart): Promise<{ received: number }> {
  const session = await sessionOf(db, part.incsNo, part.use, part.uploadId);
  const count = partCount(session.total_bytes, session.part_bytes);
  if (!Number.isInteger(part.partNumber) || part.partNumber < 1 || part.partNumber > count) throw new GatewayError('UPLOAD_PART_REFUSED');
  if (part.length === null || !Number.isSafeInteger(part.length)) throw new GatewayError('UPLOAD_LENGTH_REQUIRED');
  if (part.length !== expectedPartLength(session.total_bytes, session.part_bytes, part.partNumber) || !part.body) throw new GatewayError('UPLOAD_PART_REFUSED');
  const head = await readHead(part.body, Math.min(SNIFF_BYTES, part.length));
  if (part.partNumber === 1) {
    const type = await sniff(head.head);
    if (!type || !part.rule.types.includes(type.mime)) {
      await head.reader.cancel();
      await abortParts(db, bucket, session);
      throw new GatewayError('UPLOAD_TYPE_REFUSED', wrongTypeMessage(part.rule));
    }
    await db.prepare('UPDATE upload_part_sessions SET mime = ?, ext = ? WHERE upload_id = ?').bind(type.mime, type.ext, session.upload_id).run();
  }
  const multipart = bucket.resumeMultipartUpload(quarantineKey(session.upload_id), session.r2_upload_id);
  let etag = '';
  await streamFixed(head, part.length, async (readable) => {
    etag = (await multipart.uploadPart(part.partNumber, readable)).etag;
  });
  // One statement, so parts arriving side by side do not overwrite each other's entry.
  const saved = await db
    .prepare(
      `UPDATE upload_part_sessions SET parts = json_insert(
         (SELECT json_group_array(json(value)) FROM json_each(parts) WHERE json_extract(value, '$.partNumber') <> ?2), '$[#]', json(?3))
       WHERE upload_id = ?1 RETURNING json_array_length(parts) AS received`,
    )
    .bind(session.upload_id, part.partNumber, JSON.stringify({ partNumber: part.partNumber, etag }))
    .first<{ received: number }>();
  return { received: saved?.received ?? 0 };
}

/** Puts the parts together; the file is then an ordinary quarantined upload. */
export async function completeParts(
  db: D1Database,
  bucket: R2Bucket,
  owner: { incsNo: number; use: UploadUse },
  uploadId: string,
  now = Date.now(),
): Promise<Upload> {
  const session = await sessionOf(db, owner.incsNo, owner.use, uploadId);
  const parts = (JSON.parse(session.parts) as R2UploadedPart[]).sort((a, b) => a.partNumber - b.partNumber);
  if (parts.length !== partCount(session.total_bytes, session.part_bytes) || !session.mime || !session.ext) throw new GatewayError('UPLOAD_PARTS_MISSING');
  await bucket.resumeMultipartUpload(quarantineKey(uploadId), session.r2_upload_id).complete(parts);
  await db.batch([
    db
      .prepare("INSERT INTO uploads (upload_id, incs_no, use_cd, mime, ext, bytes, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'QUARANTINE', ?)")
      .bind(uploadId, owner.incsNo, owner.use, session.mime, session.ext, session.total_bytes, now),
    db.prepare('DELETE FROM upload_part_sessions WHERE upload_id = ?').bind(uploadId),
  ]);
  return { uploadId, mime: session.mime, ext: session.ext, bytes: session.total_bytes };
}

/** The cron's part: uploads in parts left unfinished for a day are aborted. */
export async function purgeAbandonedParts(db: D1Database, bucket: R2Bucket, olderThan: number): Promise<number> {
  const { results } = await db
    .prepare('SELECT upload_id, r2_upload_id FROM upload_part_sessions WHERE created_at < ? ORDER BY created_at LIMIT 50')
    .bind(olderThan)
    .all<Pick<Session, 'upload_id' | 'r2_upload_id'>>();
  for (const session of results) await abortParts(db, bucket, session);
  return results.length;
}
