import { afterEach, describe, expect, it, vi } from 'vitest';
import { backoff } from './backoff';

afterEach(() => vi.useRealTimers());

describe('backoff', () => {
  it('sleeps 20 ms, then twice as long each time, never over 250 ms', async () => {
    const slept: number[] = [];
    const wait = backoff(60_000, async (ms) => slept.push(ms));
    for (let i = 0; i < 7; i += 1) expect(await wait()).toBe(true);
    expect(slept).toEqual([20, 40, 80, 160, 250, 250, 250]);
  });

  it('answers false without sleeping once its time is up', async () => {
    vi.useFakeTimers({ now: 1_000 });
    const slept: number[] = [];
    const wait = backoff(100, async (ms) => {
      slept.push(ms);
      vi.advanceTimersByTime(ms);
    });
    const answers: boolean[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await wait());
    // 20 + 40 = 60 ms, then 80 more reaches 140 ms, past the 100 ms it was given.
    expect(answers).toEqual([true, true, true, false, false, false]);
    expect(slept).toEqual([20, 40, 80]);
  });

  it('with no time at all never sleeps', async () => {
    const sleep = vi.fn(async () => undefined);
    expect(await backoff(0, sleep)()).toBe(false);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('really waits by default', async () => {
    const started = Date.now();
    expect(await backoff(1_000)()).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
  });
});
