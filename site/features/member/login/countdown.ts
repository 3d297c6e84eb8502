/**
 * The 3:00 countdown of an SMS code (the code is valid for `expiresInSeconds`). It counts from
 * the moment the code was sent, by the clock, so a tab that slept still shows the truth.
 */

/** `m:ss`, never negative. */
export function formatRemaining(seconds: number): string {
  const left = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

/** Shows the time left in `node` every second and calls `onEnd` once at 0:00. Returns a stop function. */
export function startCountdown(node: HTMLElement, seconds: number, onEnd: () => void): () => void {
  const end = Date.now() + seconds * 1000;
  const tick = () => {
    const left = (end - Date.now()) / 1000;
    node.textContent = formatRemaining(left);
    if (left > 0) return;
    clearInterval(timer);
    onEnd();
  };
  const timer = setInterval(tick, 1000);
  tick();
  return () => clearInterval(timer);
}
