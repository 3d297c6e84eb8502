/**
 * A sliding-window request limit over `rate_events`, for calls that are not login
 * attempts: a request is counted only while its bucket is under the limit, in one conditional
 * statement, so parallel requests cannot overrun it. The scheduled clean-up drops old rows.
 */

export interface RateLimit {
  limit: number;
  windowMs: number;
}

/** The ID availability check: enough for a shopper trying names, too few to list the members. */
export const CHECK_ID_LIMIT: RateLimit = { limit: 30, windowMs: 10 * 60 * 1000 };

/** `ADDRESS_LIMIT_FACTOR`: how many times the per-address limits are raised (a whole number, at least 1). */
export function addressLimitFactor(env: Partial<Pick<Env, 'ADDRESS_LIMIT_FACTOR'>>): number {
  const factor = Number(env.ADDRESS_LIMIT_FACTOR);
  return Number.isInteger(factor) && factor >= 1 ? factor : 1;
}

/** A per-address limit raised by the configured factor. */
export function scaled(limit: RateLimit, factor: number): RateLimit {
  return { ...limit, limit: limit.limit * factor };
}

/** Counts one request in `bucket`; false when the bucket is at its limit (and nothing is counted). */
export async function takeRequest(db: D1Database, bucket: string, { limit, windowMs }: RateLimit, now = Date.now()): Promise<boolean> {
  const result = await db
    .prepare(
      `INSERT INTO rate_events (bucket, at) SELECT ?1, ?2
       WHERE (SELECT COUNT(*) FROM rate_events WHERE bucket = ?1 AND at > ?3) < ?4`,
    )
    .bind(bucket, now, now - windowMs, limit)
    .run();
  return result.meta.changes === 1;
}
