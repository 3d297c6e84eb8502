/**
 * Runs work once the page is interactive and the browser has nothing better to do: after the
 * `load` event, in an idle period (or after a short pause where `requestIdleCallback` is missing,
 * as in Safari). Tag, monitoring and real-user-speed code waits here, so it
 * never competes with the first paint or the first tap.
 */
export const IDLE_TIMEOUT_MS = 3_000;

export function whenIdle(work: () => void): void {
  const schedule = () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(work, 200);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
