/**
 * Idempotent calls: createOrder, confirmPayment and cancelOrder take an
 * `Idempotency-Key` header, and a repeat of the same call with the same key gets the first
 * answer back without running again. The key is claimed with one INSERT (the primary key decides
 * who runs when repeats race); repeats that arrive while the first still runs wait briefly for
 * its answer, so a double click sees one answer, not an error.
 */
import { backoff } from './backoff';
import { API_ERRORS, GatewayError, type ApiErrorCode } from './errors';

/** Keys are what a browser makes with `crypto.randomUUID()`, or similar: short and plain. */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;
/** How long a repeat waits for the first call's answer before answering IN_PROGRESS. */
const WAIT_FOR_FIRST_MS = 8_000;
/** A claim without an answer this old was left by a crashed run: the next repeat runs again. */
const STALE_CLAIM_MS = 2 * 60_000;
/**
 * Refusals that say "not settled yet" rather than answer the call: like a 5xx they free the key, so
 * a retry with it gets the settled answer instead of this one for a day. PAYMENT_IN_PROGRESS: another
 * confirm of the same order, under another key, is still at the payment provider.
 */
const UNSETTLED: ReadonlySet<ApiErrorCode> = new Set<ApiErrorCode>(['PAYMENT_IN_PROGRESS']);

export interface IdempotentArgs {
  /** Whose key it is: `m:{incsNo}` for a member, `op` for the operator. */
  owner: string;
  /** The call, e.g. `createOrder`. */
  scope: string;
  /** The `Idempotency-Key` header; missing or malformed answers 400 IDEMPOTENCY_KEY_REQUIRED. */
  key: string | undefined;
  /** The validated request; the same key with another body answers 422 IDEMPOTENCY_KEY_REUSED. */
  body: unknown;
}

export interface IdempotentResult<T> {
  status: number;
  body: T;
  /** True when this answer is the stored answer of an earlier call. */
  replayed: boolean;
}

/** What is stored for an answer: a body, or a refusal to throw again. */
type StoredAnswer<T> = { body: T } | { error: ApiErrorCode; detail?: string };

interface KeyRow {
  request_hash: string;
  response_status: number | null;
  response_body: string | null;
  created_at: number;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` hash alike. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

async function requestHash(body: unknown): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(canonicalJson(body ?? null)));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs `run` once per (owner, scope, key). Its answer, or the GatewayError it throws, is stored
 * and given back to every repeat with the same body. Any other failure frees the key, so a retry
 * runs again (nothing was answered, and the run's own batch either wrote everything or nothing).
 */
export async function runIdempotent<T>(db: D1Database, args: IdempotentArgs, run: () => Promise<{ status: number; body: T }>): Promise<IdempotentResult<T>> {
  const key = args.key?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) throw new GatewayError('IDEMPOTENCY_KEY_REQUIRED');
  const hash = await requestHash(args.body);
  const where = 'owner = ? AND scope = ? AND idem_key = ?';
  const ids = [args.owner, args.scope, key] as const;

  const claimed = await db
    .prepare('INSERT INTO idempotency_keys (owner, scope, idem_key, request_hash, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(...ids, hash, Date.now())
    .run();
  if (claimed.meta.changes === 1) return runAndStore(db, where, ids, run);

  const wait = backoff(WAIT_FOR_FIRST_MS);
  for (;;) {
    const row = await db
      .prepare(`SELECT request_hash, response_status, response_body, created_at FROM idempotency_keys WHERE ${where}`)
      .bind(...ids)
      .first<KeyRow>();
    if (!row) return runIdempotent(db, args, run); // freed by a failed first run: claim it now
    if (row.request_hash !== hash) throw new GatewayError('IDEMPOTENCY_KEY_REUSED');
    if (row.response_body !== null) return replay<T>(row);
    if (Date.now() - row.created_at > STALE_CLAIM_MS) {
      const taken = await db
        .prepare(`UPDATE idempotency_keys SET created_at = ? WHERE ${where} AND response_body IS NULL AND created_at = ?`)
        .bind(Date.now(), ...ids, row.created_at)
        .run();
      if (taken.meta.changes === 1) return runAndStore(db, where, ids, run);
    }
    if (!(await wait())) throw new GatewayError('IDEMPOTENCY_IN_PROGRESS');
  }
}

async function runAndStore<T>(
  db: D1Database,
  where: string,
  ids: readonly [string, string, string],
  run: () => Promise<{ status: number; body: T }>,
): Promise<IdempotentResult<T>> {
  const store = (status: number, answer: StoredAnswer<T>) =>
    db
      .prepare(`UPDATE idempotency_keys SET response_status = ?, response_body = ? WHERE ${where}`)
      .bind(status, JSON.stringify(answer), ...ids)
      .run();
  let result: { status: number; body: T };
  try {
    result = await run();
  } catch (error) {
    // 5xx refusals (an outage) and UNSETTLED ones are not answers: free the key so a retry runs again.
    if (error instanceof GatewayError && API_ERRORS[error.code].status < 500 && !UNSETTLED.has(error.code)) {
      const detail = error.detail;
      await store(API_ERRORS[error.code].status, detail === undefined ? { error: error.code } : { error: error.code, detail });
    } else {
      await db
        .prepare(`DELETE FROM idempotency_keys WHERE ${where} AND response_body IS NULL`)
        .bind(...ids)
        .run();
    }
    throw error;
  }
  await store(result.status, { body: result.body });
  return { ...result, replayed: false };
}

function replay<T>(row: KeyRow): IdempotentResult<T> {
  const answer = JSON.parse(row.response_body ?? 'null') as StoredAnswer<T>;
  if ('error' in answer) throw new GatewayError(answer.error, answer.detail);
  return { status: row.response_status ?? 200, body: answer.body, replayed: true };
}
