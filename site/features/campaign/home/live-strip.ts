/**
 * The main page's live strip at view time: labels follow the clock (`live-status.ts`), and a
 * countdown names the wait until the soonest broadcast in the strip that has not started yet,
 * picked now rather than at build time, since a static page outlives the schedule it was built on.
 */
import { startCountdown } from '../live/live-countdown';
import { applyLiveStatuses, startLiveStatuses } from '../live/live-status';

/** The earliest `data-broadcast-start` under `root` after `nowMs`, or null when every one has started. */
export function nextStartAfter(root: ParentNode, nowMs: number): number | null {
  const starts = [...root.querySelectorAll<HTMLElement>('[data-broadcast-start]')]
    .map((node) => Number(node.dataset.broadcastStart))
    .filter((start) => Number.isFinite(start) && start > nowMs);
  return starts.length > 0 ? Math.min(...starts) : null;
}

/** Starts the labels and the countdown (`[data-live-countdown]`, shown only while there is something to wait for). */
export function startLiveStrip(strip: HTMLElement, now: () => number = Date.now): () => void {
  const stopLabels = startLiveStatuses(strip, now);
  const countdown = strip.querySelector<HTMLElement>('[data-live-countdown]');
  const next = nextStartAfter(strip, now());
  if (!countdown || next === null) {
    if (countdown) countdown.hidden = true;
    return stopLabels;
  }
  countdown.hidden = false;
  const stopCountdown = startCountdown(countdown, next, () => applyLiveStatuses(strip, now()), now);
  return () => {
    stopLabels();
    stopCountdown();
  };
}
