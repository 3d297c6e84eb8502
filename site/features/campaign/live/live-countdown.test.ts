import { afterEach, expect, test, vi } from 'vitest';
import { describeCountdown, formatCountdown, startCountdown, STARTED_TEXT } from './live-countdown';

const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

afterEach(() => vi.useRealTimers());

test.each([
  [0, '00:00:00'],
  [-5 * S, '00:00:00'],
  [1, '00:00:01'],
  [59 * S, '00:00:59'],
  [H + 2 * M + 3 * S, '01:02:03'],
  [D - S, '23:59:59'],
  [D, '1일 00:00:00'],
  [3 * D + 4 * H + 5 * M + 6 * S, '3일 04:05:06'],
])('%i ms left reads %s', (left, text) => {
  expect(formatCountdown(left)).toBe(text);
});

test.each([
  [D + 2 * H + 3 * M, '방송 시작까지 1일 2시간 3분 남았습니다'],
  [2 * H, '방송 시작까지 2시간 남았습니다'],
  [30 * S, '방송 시작까지 1분 남았습니다'],
  [0, '곧 방송이 시작됩니다'],
])('a screen reader hears %s', (left, text) => {
  expect(describeCountdown(left)).toBe(text);
});

test('counts down each second and says the broadcast started when the time comes', () => {
  vi.useFakeTimers({ now: 0 });
  document.body.innerHTML = `<p role="timer" data-countdown>방송 시작까지 <strong data-countdown-clock></strong></p>`;
  const root = document.querySelector<HTMLElement>('[data-countdown]')!;
  const onStart = vi.fn();
  startCountdown(root, 3 * S, onStart);
  expect(root.querySelector('[data-countdown-clock]')?.textContent).toBe('00:00:03');
  vi.advanceTimersByTime(S);
  expect(root.querySelector('[data-countdown-clock]')?.textContent).toBe('00:00:02');
  expect(onStart).not.toHaveBeenCalled();
  vi.advanceTimersByTime(2 * S);
  expect(root.textContent).toBe(STARTED_TEXT);
  expect(onStart).toHaveBeenCalledTimes(1);
  vi.advanceTimersByTime(5 * S);
  expect(onStart).toHaveBeenCalledTimes(1);
});

test('a start already past says so at once', () => {
  document.body.innerHTML = `<p data-countdown><strong data-countdown-clock></strong></p>`;
  const root = document.querySelector<HTMLElement>('[data-countdown]')!;
  const onStart = vi.fn();
  startCountdown(root, 1000, onStart, () => 5000);
  expect(root.textContent).toBe(STARTED_TEXT);
  expect(onStart).toHaveBeenCalledOnce();
});
