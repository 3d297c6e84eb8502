import { describe, expect, test } from 'vitest';
import { clsOf, inpOf, lcpOf } from './vitals';

describe('clsOf', () => {
  test('sums shifts less than a second apart and keeps the largest window', () => {
    expect(clsOf([])).toBe(0);
    const windows = clsOf([
      { startTime: 100, value: 0.1 },
      { startTime: 900, value: 0.1 },
      // 1.2 s after the last one: a new window.
      { startTime: 2100, value: 0.05 },
      { startTime: 2500, value: 0.05 },
    ]);
    expect(windows).toBeCloseTo(0.2, 10);
  });

  test('closes a window after five seconds however close the shifts are', () => {
    const steady = Array.from({ length: 12 }, (_, index) => ({ startTime: index * 900, value: 0.01 }));
    // 0, 900 … 4500 fall in the first window (six shifts); 5400 starts the next.
    expect(clsOf(steady)).toBeCloseTo(0.06, 10);
  });
});

describe('inpOf', () => {
  test('is the worst interaction, nothing without one, and skips one per 50 interactions', () => {
    expect(inpOf([], 0)).toBeUndefined();
    expect(inpOf([40, 160, 96], 3)).toBe(160);
    expect(inpOf([40, 160, 96], 49)).toBe(160);
    expect(inpOf([40, 160, 96], 50)).toBe(96);
    expect(inpOf([40, 160, 96], 500)).toBe(40);
  });
});

describe('lcpOf', () => {
  test('is the last candidate before the cut-off', () => {
    expect(lcpOf([300, 1200, 2600], 2000)).toBe(1200);
    expect(lcpOf([300, 1200], Infinity)).toBe(1200);
    expect(lcpOf([300], 0)).toBeUndefined();
  });
});
