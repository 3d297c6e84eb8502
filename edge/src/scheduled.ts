/**
 * The worker's Cron Trigger (wrangler.toml `[triggers]`, every ten minutes). It gives back what
 * unpaid checkouts hold (ADR 011, 034: stock, coupons and points of orders left PAYMENT_PENDING for
 * 10 minutes), expires beauty points past their validity and warns members 30 and 3 days ahead
 * (points/point-expiry.ts), recalculates green tea club grades once a month (club/grade-job.ts),
 * deletes uploads never saved with their record (uploads/purge-uploads.ts), retries the cancels
 * the provider refused for a moment of payments the shop could not record (payments/payment-voids.ts),
 * and deletes rows whose only use has passed: ended logins, used or expired codes and tokens,
 * throttle counts outside their windows (15 minutes, 1 hour) and the upload quota's (a day),
 * idempotency answers older than a day, which no retry reuses, withdrawn IDs past their 30-day
 * block, real-user speed samples (the D1 table's) after 30 days and the page-view ids of
 * real-user speed once their token expired.
 */
import { REJOIN_BLOCK_DAYS } from '#shared/account/account-rules';
import { RUM_RETENTION_DAYS } from '#shared/rum/web-vitals';
import { abandonStaleOrders } from './gateway/order/order-release';
import { runMonthlyGrades } from './club/grade-job';
import { announceExpiringPoints, expirePoints } from './points/point-expiry';
import { purgeAbandonedUploads } from './uploads/purge-uploads';
import { retryDueVoids } from './payments/payment-voids';
import { configuredProvider, selectPaymentProvider } from './payments/select-provider';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CleanupResult {
  abandonedOrders: number;
  /** Beauty points past their validity that were taken off. */
  expiredPoints: number;
  /** Inbox warnings posted 30 and 3 days before points expire. */
  pointNotices: number;
  /** Members graded by the month's green tea club run (0 except on its first run of a month). */
  gradedMembers: number;
  /** Uploads never saved with a record, deleted a day later (uploads/purge-uploads.ts). */
  abandonedUploads: number;
  /** Rows deleted per table. */
  purged: Record<string, number>;
}

/** `[table, condition on ?1 = the cut-off]`: rows past any use a day after they ended. */
const PURGES: readonly (readonly [string, string])[] = [
  ['auth_sessions', 'expires_at < ?1 OR revoked_at < ?1'],
  ['auto_login_tokens', 'expires_at < ?1'],
  ['pending_social_joins', 'expires_at < ?1'],
  ['password_reset_grants', 'expires_at < ?1'],
  ['sms_codes', 'expires_at < ?1'],
  ['sms_sends', 'sent_at < ?1'],
  // The console shows the SMS budget's refusals for a day after the last one.
  ['sms_budget_overruns', 'last_refused_at < ?1'],
  ['login_failures', 'failed_at < ?1'],
  ['rate_events', 'at < ?1'],
  // The daily upload quota sums the last 24 hours (uploads/upload-quota.ts).
  ['upload_bytes', 'at < ?1'],
  ['idempotency_keys', 'created_at < ?1'],
  // A withdrawn ID blocks rejoining for 30 days (ADR 018); after that its hash serves nothing.
  ['withdrawn_ids', `withdrawn_at < ?1 - ${REJOIN_BLOCK_DAYS * DAY_MS}`],
  // Real-user speed samples outlive the operator's longest window (28 days) a little, then go.
  ['rum_samples', `at < ?1 - ${(RUM_RETENTION_DAYS - 1) * DAY_MS}`],
  // A page view's id refuses a replay of its beacon only while its token is accepted (ADR 036).
  ['rum_view_ids', 'expires_at < ?1'],
];

/** Runs every clean-up once at `now`; each step is safe to repeat. */
export async function runScheduledCleanup(db: D1Database, now = Date.now(), uploads?: R2Bucket): Promise<CleanupResult> {
  const abandonedOrders = await abandonStaleOrders(db, null, now);
  const expiredPoints = await expirePoints(db, now);
  const pointNotices = await announceExpiringPoints(db, now);
  const gradedMembers = await runMonthlyGrades(db, now);
  const abandonedUploads = uploads ? await purgeAbandonedUploads(db, uploads, now) : 0;
  const cutOff = now - DAY_MS;
  const results = await db.batch(PURGES.map(([table, condition]) => db.prepare(`DELETE FROM ${table} WHERE ${condition}`).bind(cutOff)));
  const purged = Object.fromEntries(PURGES.map(([table], index) => [table, results[index].meta.changes ?? 0]));
  return { abandonedOrders, expiredPoints, pointNotices, gradedMembers, abandonedUploads, purged };
}

/** The `scheduled` handler the worker exports beside `fetch`. */
export const scheduled: ExportedHandlerScheduledHandler<Env> = (controller, env, ctx) => {
  ctx.waitUntil(
    runScheduledCleanup(env.DB, controller.scheduledTime, env.UPLOADS).then((result) =>
      console.log(JSON.stringify({ level: 'info', message: 'scheduled clean-up', ...result })),
    ),
  );
  // Money a shopper paid for nothing goes back as soon as the provider takes the cancel; with no
  // provider configured there is nothing to send it through (the start-up check says why).
  if (configuredProvider(env)) {
    ctx.waitUntil(
      retryDueVoids(env.DB, selectPaymentProvider(env), controller.scheduledTime).then((result) =>
        console.log(JSON.stringify({ level: 'info', message: 'scheduled void retries', ...result })),
      ),
    );
  }
};
