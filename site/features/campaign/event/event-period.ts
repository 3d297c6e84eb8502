/**
 * An event page built while the event ran may be read after it ended: at view time, the page
 * says 종료된 이벤트입니다 and its coupon buttons stop taking presses. Times are epoch ms in
 * `data-event-end` on the element that holds the notice and the buttons.
 */

export const ENDED_BUTTON_LABEL = '종료';

/** Marks the event under `root` ended when `nowMs` is at or past its end; returns whether it is. */
export function applyEventPeriod(root: HTMLElement, nowMs: number): boolean {
  const end = Number(root.dataset.eventEnd);
  if (!Number.isFinite(end) || nowMs < end) return false;
  root.dataset.eventStatus = 'ENDED';
  root.querySelector<HTMLElement>('[data-event-ended]')?.removeAttribute('hidden');
  for (const button of root.querySelectorAll<HTMLButtonElement>('button[data-coupon-id]')) {
    button.disabled = true;
    button.textContent = ENDED_BUTTON_LABEL;
  }
  return true;
}

/** Applies now and again at the end, for a page left open across it. */
export function watchEventPeriod(root: HTMLElement, now: () => number = Date.now): () => void {
  if (applyEventPeriod(root, now())) return () => {};
  const left = Number(root.dataset.eventEnd) - now();
  // Past ~24 days setTimeout overflows; nobody keeps an event page open that long.
  if (!Number.isFinite(left) || left > 2 ** 31 - 1) return () => {};
  const timer = setTimeout(() => applyEventPeriod(root, now()), left + 50);
  return () => clearTimeout(timer);
}
