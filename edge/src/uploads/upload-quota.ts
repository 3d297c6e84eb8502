/**
 * The daily upload quota: the most a member may store in 24 hours (`UPLOAD_DAILY_MB`, 200 by
 * default), so a member within the hourly request limit still cannot fill the bucket. A file or a
 * video part holds its declared length before a byte is read, in one conditional statement so
 * uploads side by side cannot overrun it, and gives it back when it is not stored (a refused type,
 * a body shorter than it said): what counts is what was actually stored. Per member, after the
 * login, so nobody can use up another member's quota. The cron deletes rows a day old (scheduled.ts).
 */
import { GatewayError } from '#edge/gateway/errors';

const MB = 1024 * 1024;
const DAY_MS = 24 * 60 * 60 * 1000;
export const DEFAULT_UPLOAD_DAILY_MB = 200;

/** `UPLOAD_DAILY_MB` as a whole number of MB (1 to 100,000), else the default (also when the variable is not set). */
export function uploadDailyMb(env: Partial<Record<keyof Env | 'UPLOAD_DAILY_MB', unknown>>): number {
  const value = Number(env.UPLOAD_DAILY_MB);
  return Number.isInteger(value) && value >= 1 && value <= 100_000 ? value : DEFAULT_UPLOAD_DAILY_MB;
}

export interface Quota {
  incsNo: number;
  dailyMb: number;
}

function exceeded(quota: Quota): GatewayError {
  return new GatewayError('UPLOAD_QUOTA_EXCEEDED', `하루에 올릴 수 있는 파일 용량(${quota.dailyMb}MB)을 넘습니다. 내일 다시 올려 주세요.`);
}

const USED = 'SELECT COALESCE(SUM(bytes), 0) FROM upload_bytes WHERE incs_no = ?1 AND at > ?2';

/** A declared length and the most its use takes; only a length within both is held. */
export interface Declared {
  bytes: number | null;
  limit: number;
}

/** A length the upload's own checks would refuse (none, not whole, empty, too large) holds nothing: they answer it. */
const holdable = (declared: Declared): declared is { bytes: number; limit: number } =>
  declared.bytes !== null && Number.isSafeInteger(declared.bytes) && declared.bytes > 0 && declared.bytes <= declared.limit;

/** Refuses, before anything is sent, a video whose whole size no longer fits the day's quota. */
export async function checkRoom(db: D1Database, quota: Quota, declared: Declared, now = Date.now()): Promise<void> {
  if (!holdable(declared)) return;
  const { bytes } = declared;
  const row = await db
    .prepare(`SELECT (${USED}) AS used`)
    .bind(quota.incsNo, now - DAY_MS)
    .first<{ used: number }>();
  if (row!.used + bytes > quota.dailyMb * MB) throw exceeded(quota);
}

/** Runs `store` with the declared length held against the quota, and gives it back if `store` fails. */
export async function withinQuota<T>(db: D1Database, quota: Quota, declared: Declared, store: () => Promise<T>, now = Date.now()): Promise<T> {
  if (!holdable(declared)) return store();
  const { bytes } = declared;
  const held = await db
    .prepare(`INSERT INTO upload_bytes (incs_no, at, bytes) SELECT ?1, ?3, ?4 WHERE (${USED}) + ?4 <= ?5 RETURNING rowid`)
    .bind(quota.incsNo, now - DAY_MS, now, bytes, quota.dailyMb * MB)
    .first<{ rowid: number }>();
  if (!held) throw exceeded(quota);
  try {
    return await store();
  } catch (error) {
    await db.prepare('DELETE FROM upload_bytes WHERE rowid = ?').bind(held.rowid).run();
    throw error;
  }
}
