/**
 * The wait of a call that polls D1 for another run to finish: a repeat of an idempotent call
 * (idempotency.ts) and a confirm waiting for another confirm of the same order (order-confirm.ts).
 * Pauses start short, because the other run is usually a double click a few milliseconds ahead,
 * and grow so a slow provider is not polled hard.
 */
const FIRST_PAUSE_MS = 20;
const LONGEST_PAUSE_MS = 250;

/**
 * A waiter for one poll: each call sleeps the next pause and answers true, until `waitMs` has passed
 * since the waiter was made; from then on it answers false at once, and the caller gives up.
 */
export function backoff(waitMs: number, sleep: (ms: number) => Promise<unknown> = pause): () => Promise<boolean> {
  const deadline = Date.now() + waitMs;
  let next = FIRST_PAUSE_MS;
  return async () => {
    if (Date.now() >= deadline) return false;
    await sleep(next);
    next = Math.min(next * 2, LONGEST_PAUSE_MS);
    return true;
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
