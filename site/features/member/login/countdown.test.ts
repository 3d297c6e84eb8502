import { afterEach, expect, test, vi } from 'vitest';
import { formatRemaining, startCountdown } from './countdown';

afterEach(() => vi.useRealTimers());

test.each([
  [180, '3:00'],
  [179.2, '3:00'],
  [179, '2:59'],
  [61, '1:01'],
  [9, '0:09'],
  [0, '0:00'],
  [-5, '0:00'],
])('%d seconds read %s', (seconds, text) => {
  expect(formatRemaining(seconds)).toBe(text);
});

test('counts down every second and ends once at 0:00', () => {
  vi.useFakeTimers();
  const node = document.createElement('span');
  const onEnd = vi.fn();
  startCountdown(node, 180, onEnd);
  expect(node.textContent).toBe('3:00');
  vi.advanceTimersByTime(1000);
  expect(node.textContent).toBe('2:59');
  vi.advanceTimersByTime(178_000);
  expect(node.textContent).toBe('0:01');
  expect(onEnd).not.toHaveBeenCalled();
  vi.advanceTimersByTime(5000);
  expect(node.textContent).toBe('0:00');
  expect(onEnd).toHaveBeenCalledTimes(1);
});

test('stopping it freezes the display', () => {
  vi.useFakeTimers();
  const node = document.createElement('span');
  const stop = startCountdown(node, 10, () => {});
  stop();
  vi.advanceTimersByTime(5000);
  expect(node.textContent).toBe('0:10');
});
