/**
 * Events on their schedule (ADR 028): an event's page and the main page's banners are prebuilt,
 * so when a displayed event's start or end has passed since the last build the schedule asked for,
 * the scheduled run asks the deploy hook for one. Without a hook nothing is asked (the console's
 * 다시 빌드 says why); a refused call is tried again on the next run.
 */
import { toDttm14 } from '#shared/format';
import { callDeployHook } from './deploy-hook';

/** Moments older than this are not caught up on: a build since then has shown them. */
const LOOK_BACK_MS = 24 * 60 * 60 * 1000;

/** Asks for a build when a start or end passed unasked; answers whether it asked. */
export async function rebuildAtEventBoundaries(db: D1Database, hook: string | undefined, now = Date.now()): Promise<boolean> {
  if (!hook) return false;
  const { results } = await db
    .prepare(
      `SELECT boundary FROM (SELECT start_dttm AS boundary FROM events WHERE display_yn = 'Y' UNION SELECT end_dttm FROM events WHERE display_yn = 'Y')
        WHERE boundary > ?1 AND boundary <= ?2 AND boundary NOT IN (SELECT boundary_dttm FROM schedule_rebuilds)`,
    )
    .bind(toDttm14(now - LOOK_BACK_MS), toDttm14(now))
    .all<{ boundary: string }>();
  if (results.length === 0) return false;
  try {
    await callDeployHook(hook, 'schedule', now);
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', message: 'scheduled rebuild refused', boundaries: results.length, error: String(error) }));
    return false;
  }
  const remember = db.prepare('INSERT OR IGNORE INTO schedule_rebuilds (boundary_dttm, requested_at) VALUES (?, ?)');
  await db.batch(results.map((row) => remember.bind(row.boundary, now)));
  return true;
}
