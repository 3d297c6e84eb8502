import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextStartAfter, startLiveStrip } from './live-strip';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 3, 30);

/** A strip like shared/home/home-strips-html.ts draws: one card per `[start, end]`. */
function strip(periods: [number, number][]): HTMLElement {
  document.body.innerHTML = `
    <section data-live-strip>
      <p role="timer" data-live-countdown hidden>다음 방송 시작까지 <strong data-countdown-clock></strong></p>
      <ul>${periods.map(([start, end]) => `<li data-broadcast-start="${start}" data-broadcast-end="${end}"><span data-broadcast-label>LIVE</span></li>`).join('')}</ul>
    </section>`;
  return document.querySelector<HTMLElement>('[data-live-strip]')!;
}

describe('live strip on the main page', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.replaceChildren();
  });

  it('picks the soonest start still to come', () => {
    const root = strip([
      [NOW - HOUR, NOW + HOUR],
      [NOW + 5 * HOUR, NOW + 6 * HOUR],
      [NOW + 2 * HOUR, NOW + 3 * HOUR],
    ]);
    expect(nextStartAfter(root, NOW)).toBe(NOW + 2 * HOUR);
    expect(nextStartAfter(root, NOW + 6 * HOUR)).toBeNull();
  });

  it('labels each broadcast for the moment it is read and counts down to the next start', () => {
    vi.useFakeTimers({ now: NOW });
    const root = strip([
      [NOW - 3 * HOUR, NOW - 2 * HOUR],
      [NOW + 90 * 60_000, NOW + 3 * HOUR],
    ]);
    const stop = startLiveStrip(root);
    expect([...root.querySelectorAll('[data-broadcast-label]')].map((label) => label.textContent)).toEqual(['방송 종료', '방송 예정']);
    const countdown = root.querySelector<HTMLElement>('[data-live-countdown]')!;
    expect(countdown.hidden).toBe(false);
    expect(countdown.textContent).toContain('01:30:00');

    vi.advanceTimersByTime(90 * 60_000 + 1000);
    expect(countdown.textContent).toBe('방송이 시작되었습니다');
    expect(root.querySelectorAll('[data-broadcast-label]')[1].textContent).toBe('LIVE');
    stop();
  });

  it('keeps the countdown hidden when every broadcast has started', () => {
    vi.useFakeTimers({ now: NOW });
    const root = strip([[NOW - HOUR, NOW + HOUR]]);
    startLiveStrip(root)();
    expect(root.querySelector<HTMLElement>('[data-live-countdown]')!.hidden).toBe(true);
    expect(root.querySelector('[data-broadcast-label]')!.textContent).toBe('LIVE');
  });
});
