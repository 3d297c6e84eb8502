/**
 * The cron's upload clean-up: files uploaded but never saved with a record (the
 * shopper left the form) are deleted from R2 and D1 a day later. Bounded per run; idempotent.
 */
import { purgeAbandonedParts } from './receive-parts';
import { quarantineKey } from './receive-upload';

/** How long an unsaved upload waits for its record. */
export const QUARANTINE_TTL_MS = 24 * 60 * 60 * 1000;
const PER_RUN = 200;

export async function purgeAbandonedUploads(db: D1Database, bucket: R2Bucket, now = Date.now()): Promise<number> {
  const { results } = await db
    .prepare("SELECT upload_id FROM uploads WHERE status = 'QUARANTINE' AND created_at < ? ORDER BY created_at LIMIT ?")
    .bind(now - QUARANTINE_TTL_MS, PER_RUN)
    .all<{ upload_id: string }>();
  const aborted = await purgeAbandonedParts(db, bucket, now - QUARANTINE_TTL_MS);
  if (results.length === 0) return aborted;
  const ids = results.map((row) => row.upload_id);
  await bucket.delete(ids.map(quarantineKey));
  await db
    .prepare(`DELETE FROM uploads WHERE status = 'QUARANTINE' AND upload_id IN (${ids.map(() => '?').join(', ')})`)
    .bind(...ids)
    .run();
  return ids.length + aborted;
}
