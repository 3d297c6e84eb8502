/**
 * A broadcast page once it is idle (shared/campaign/html/live-page-html.ts): the labels set for now, since the
 * page may have been built before the broadcast started or ended, the player told the time too,
 * and while it is upcoming the countdown, which at the start offers play. Until then the page shows what the build wrote; the
 * player itself starts at once (`live-player.ts`). Neither is part of the startup script.
 */
import { startCountdown } from './live-countdown';
import { applyLiveStatuses, startLiveStatuses } from './live-status';

export function startLiveDetail(root: Document, now: () => number = Date.now): void {
  const tellPlayers = () => {
    for (const player of root.querySelectorAll('[data-live-player]')) player.dispatchEvent(new Event('broadcast-status-change'));
  };
  startLiveStatuses(root, now);
  // The player chose what to offer when the page opened; the broadcast may have started since.
  tellPlayers();
  const countdown = root.querySelector<HTMLElement>('[data-live-countdown]');
  if (!countdown) return;
  const startMs = Number(countdown.dataset.countdownStart);
  countdown.hidden = !(Number.isFinite(startMs) && startMs > now());
  if (countdown.hidden) return;
  startCountdown(
    countdown,
    startMs,
    () => {
      applyLiveStatuses(root, now());
      tellPlayers();
    },
    now,
  );
}
