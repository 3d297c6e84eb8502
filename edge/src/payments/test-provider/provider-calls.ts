/**
 * Idempotency for the test provider, kept the way Toss keeps it: the first call with a key runs
 * and its answer (approval or refusal) is stored; a repeat with the same key and request gets that
 * answer back without running again. The key is claimed with one INSERT before the work starts,
 * so two racing calls with one key never both run.
 */
import type { ProviderResult } from '../provider';

export type ProviderCall = 'confirm' | 'cancel';

const IN_PROGRESS = {
  ok: false,
  code: 'IDEMPOTENT_REQUEST_PROCESSING',
  message: '같은 요청을 처리하고 있습니다. 잠시 후 다시 시도해 주세요.',
} as const;

const KEY_REUSED = {
  ok: false,
  code: 'INVALID_REQUEST',
  message: '같은 멱등키로 다른 요청을 보낼 수 없습니다.',
} as const;

/** Runs `work` once per (call, key) and replays its stored answer for repeats. */
export async function runOnce<T>(
  db: D1Database,
  call: ProviderCall,
  key: string,
  request: unknown,
  work: () => Promise<ProviderResult<T>>,
): Promise<ProviderResult<T>> {
  const requestText = JSON.stringify(request);
  const claimed = await db
    .prepare('INSERT INTO test_payment_calls (call, idem_key, request, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
    .bind(call, key, requestText, Date.now())
    .run();
  if (claimed.meta.changes === 0) {
    const stored = await db
      .prepare('SELECT request, answer FROM test_payment_calls WHERE call = ? AND idem_key = ?')
      .bind(call, key)
      .first<{ request: string; answer: string | null }>();
    if (!stored || stored.request !== requestText) return KEY_REUSED;
    return stored.answer === null ? IN_PROGRESS : (JSON.parse(stored.answer) as ProviderResult<T>);
  }
  let answer: ProviderResult<T>;
  try {
    answer = await work();
  } catch (error) {
    // A crash is not an answer: free the key so that a retry runs again.
    await db.prepare('DELETE FROM test_payment_calls WHERE call = ? AND idem_key = ?').bind(call, key).run();
    throw error;
  }
  await db.prepare('UPDATE test_payment_calls SET answer = ? WHERE call = ? AND idem_key = ?').bind(JSON.stringify(answer), call, key).run();
  return answer;
}
