/**
 * The countdown to an upcoming broadcast on its detail page. It counts by the clock, not by
 * ticks, so a phone that slept in a pocket shows the truth when it wakes.
 */

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** `1일 02:03:04`, `02:03:04`; `00:00:00` once the time has come. */
export function formatCountdown(remainingMs: number): string {
  const left = Math.max(0, Math.ceil(remainingMs / SECOND) * SECOND);
  const days = Math.floor(left / DAY);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor((left % DAY) / HOUR))}:${pad(Math.floor((left % HOUR) / MINUTE))}:${pad(Math.floor((left % MINUTE) / SECOND))}`;
  return days > 0 ? `${days}일 ${clock}` : clock;
}

/** The sentence a screen reader hears: `방송 시작까지 1일 2시간 3분 남았습니다`. */
export function describeCountdown(remainingMs: number): string {
  const left = Math.max(0, Math.ceil(remainingMs / MINUTE) * MINUTE);
  const days = Math.floor(left / DAY);
  const hours = Math.floor((left % DAY) / HOUR);
  const minutes = Math.floor((left % HOUR) / MINUTE);
  const parts = [days && `${days}일`, hours && `${hours}시간`, minutes && `${minutes}분`].filter(Boolean);
  return parts.length ? `방송 시작까지 ${parts.join(' ')} 남았습니다` : '곧 방송이 시작됩니다';
}

export const STARTED_TEXT = '방송이 시작되었습니다';

/**
 * Shows the time left until `startMs` in `[data-countdown-clock]` under `root` every second, and
 * once it is reached says so and calls `onStart`. A start already past says so at once.
 */
export function startCountdown(root: HTMLElement, startMs: number, onStart: () => void, now: () => number = Date.now): () => void {
  const clock = root.querySelector<HTMLElement>('[data-countdown-clock]');
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = (): boolean => {
    const left = startMs - now();
    if (left > 0) {
      if (clock) clock.textContent = formatCountdown(left);
      root.setAttribute('aria-label', describeCountdown(left));
      return false;
    }
    clearInterval(timer);
    root.textContent = STARTED_TEXT;
    root.removeAttribute('aria-label');
    onStart();
    return true;
  };
  if (!tick()) timer = setInterval(tick, SECOND);
  return () => clearInterval(timer);
}
