/**
 * Receiving one file: its declared length is checked against its use's limit before
 * a byte is read, its first bytes decide its type, and the rest streams to a quarantine key in R2
 * through a fixed-length stream, so a file is never held whole in the worker (videos reach 50MB)
 * and one that is longer or shorter than it said is refused. A D1 row records whose it is.
 */
import { tooLargeMessage, wrongTypeMessage, type UploadRule, type UploadUse } from '#shared/uploads/upload-rules';
import { randomToken } from '#edge/auth/sessions';
import { GatewayError } from '#edge/gateway/errors';
import { SNIFF_BYTES, sniff, type Sniffed } from './sniff';

export interface Upload {
  uploadId: string;
  mime: string;
  ext: string;
  bytes: number;
}

/** The quarantine key of an upload: never served. */
export const quarantineKey = (uploadId: string) => `quarantine/${uploadId}`;

/** Reads chunks until at least `size` bytes are in hand; answers them and the reader, mid-stream. */
export async function readHead(stream: ReadableStream<Uint8Array>, size: number) {
  const reader = stream.getReader();
  const chunks: Uint8Array[] = [];
  let read = 0;
  let done = false;
  while (read < size) {
    const next = await reader.read();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    read += next.value.byteLength;
  }
  const head = new Uint8Array(read);
  let offset = 0;
  for (const chunk of chunks) {
    head.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { head, reader, done };
}

type Head = Awaited<ReturnType<typeof readHead>>;

/**
 * Sends the head and the rest of the reader to `sink` as a stream of exactly `length` bytes; a
 * body longer or shorter than declared fails the sink and answers UPLOAD_EMPTY.
 */
export async function streamFixed({ head, reader, done }: Head, length: number, sink: (readable: ReadableStream) => Promise<unknown>): Promise<void> {
  const fixed = new FixedLengthStream(length);
  const stored = sink(fixed.readable);
  const writer = fixed.writable.getWriter();
  try {
    await writer.write(head);
    while (!done) {
      const next = await reader.read();
      if (next.done) break;
      await writer.write(next.value);
    }
    await writer.close();
    await stored;
  } catch {
    await writer.abort().catch(() => undefined);
    await stored.catch(() => undefined);
    // Longer or shorter than its Content-Length: a broken or lying upload.
    throw new GatewayError('UPLOAD_EMPTY', '파일을 끝까지 받지 못했습니다. 다시 올려 주세요.');
  }
}

interface Incoming {
  incsNo: number;
  use: UploadUse;
  rule: UploadRule;
  body: ReadableStream<Uint8Array> | null;
  /** The request's Content-Length, or null when it sent none. */
  length: number | null;
}

/**
 * Checks a body against `rule` (declared length, then type by its first bytes) and streams it to
 * the R2 key `keyOf` names for its extension; answers its type. Operators' product photos use it too.
 */
export async function storeChecked(
  bucket: R2Bucket,
  keyOf: (ext: string) => string,
  { rule, body, length }: Pick<Incoming, 'rule' | 'body' | 'length'>,
): Promise<Sniffed & { bytes: number }> {
  if (length === null || !Number.isSafeInteger(length) || length < 0) throw new GatewayError('UPLOAD_LENGTH_REQUIRED');
  if (length === 0 || !body) throw new GatewayError('UPLOAD_EMPTY');
  if (length > rule.maxBytes) throw new GatewayError('UPLOAD_TOO_LARGE', tooLargeMessage(rule));
  const { head, reader, done } = await readHead(body, Math.min(SNIFF_BYTES, length));
  const type = await sniff(head);
  if (!type || !rule.types.includes(type.mime)) {
    await reader.cancel();
    throw new GatewayError('UPLOAD_TYPE_REFUSED', wrongTypeMessage(rule));
  }
  await streamFixed({ head, reader, done }, length, (readable) => bucket.put(keyOf(type.ext), readable, { httpMetadata: { contentType: type.mime } }));
  return { ...type, bytes: length };
}

export async function receiveUpload(db: D1Database, bucket: R2Bucket, { incsNo, use, rule, body, length }: Incoming, now = Date.now()): Promise<Upload> {
  const uploadId = randomToken(16);
  const type = await storeChecked(bucket, () => quarantineKey(uploadId), { rule, body, length });
  await db
    .prepare("INSERT INTO uploads (upload_id, incs_no, use_cd, mime, ext, bytes, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'QUARANTINE', ?)")
    .bind(uploadId, incsNo, use, type.mime, type.ext, type.bytes, now)
    .run();
  return { uploadId, mime: type.mime, ext: type.ext, bytes: type.bytes };
}
