/**
 * Hot deal countdowns: every `[data-deal-end]` (14-digit Korean time) shows the time left as
 * `HH:MM:SS 남음`, with the days in front when a day or more is left, and `종료` once it has
 * passed. The end is read on every tick, so a value the worker changed is honoured.
 */
import { dttmToEpoch } from '#shared/format';

const pad = (value: number) => String(value).padStart(2, '0');

/** `3723000` → `01:02:03 남음`; `90000000` → `1일 01:00:00 남음`; zero or less → `종료`. */
export function formatRemaining(ms: number): string {
  if (!(ms > 0)) return '종료';
  const totalSeconds = Math.floor(ms / 1000);
  const days = Math.floor(totalSeconds / 86_400);
  const hours = Math.floor((totalSeconds % 86_400) / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return `${days > 0 ? `${days}일 ` : ''}${pad(hours)}:${pad(minutes)}:${pad(seconds)} 남음`;
}

/** Updates every countdown under `root` once. */
export function tickCountdowns(root: ParentNode, now: number): void {
  for (const timer of root.querySelectorAll<HTMLElement>('[data-deal-end]')) {
    const end = dttmToEpoch(timer.dataset.dealEnd ?? '');
    if (Number.isNaN(end)) continue;
    const text = formatRemaining(end - now);
    if (timer.textContent !== text) timer.textContent = text;
    timer.toggleAttribute('data-deal-ended', end <= now);
  }
}

/** Ticks every second from now on; returns a stop function. */
export function startCountdowns(root: ParentNode = document, clock: () => number = Date.now): () => void {
  if (!root.querySelector('[data-deal-end]')) return () => {};
  tickCountdowns(root, clock());
  const timer = setInterval(() => tickCountdowns(root, clock()), 1000);
  return () => clearInterval(timer);
}
