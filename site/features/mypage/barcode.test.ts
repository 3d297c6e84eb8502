import { expect, test } from 'vitest';
import { code128Bars, formatCardNo, QUIET_MODULES } from './barcode';

test('draws a CODE128 start, the data and the stop pattern between quiet zones', () => {
  const { bars, width } = code128Bars('9123456789012345');
  // Start C (11010011100), 8 digit pairs, check symbol (11 modules each), stop (13): 123 modules.
  expect(width).toBe(123 + 2 * QUIET_MODULES);
  expect(bars[0]).toEqual({ x: QUIET_MODULES, width: 2 });
  expect(bars[1]).toEqual({ x: QUIET_MODULES + 3, width: 1 });
  const last = bars.at(-1)!;
  expect(last.x + last.width).toBe(width - QUIET_MODULES);
  // Bars never touch: each starts after a space.
  for (let index = 1; index < bars.length; index += 1) expect(bars[index].x).toBeGreaterThan(bars[index - 1].x + bars[index - 1].width);
});

test('different numbers give different bars', () => {
  expect(code128Bars('9000000000000001').bars).not.toEqual(code128Bars('9000000000000002').bars);
});

test('groups the card number by four', () => {
  expect(formatCardNo('9123456789012345')).toBe('9123 4567 8901 2345');
});
