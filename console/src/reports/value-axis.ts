/**
 * The value axis of a trend chart (MUI X Charts' y axis). It runs from zero, or a little past the
 * lowest value below it, to a little past the highest value and every threshold, so the lines are
 * not magnified and a threshold above the data is still drawn. Its ticks are never closer together
 * than its labels can tell apart (`tickMinStep`): counts and won tick in whole numbers, so a period
 * without sales reads `0, 1` instead of `1, 0, 0, 0, 0, 0` (ticks at 0.2…0.8, each labelled `0`).
 */

/** How an axis words its values, knowing the largest one it reaches (its size). */
export interface AxisScale {
  label: (value: number, size: number) => string;
  /** The smallest step between two values whose labels differ, on an axis of this size. */
  resolution: (size: number) => number;
}

/** Room past the highest and lowest value, so their points and a threshold's label are not cut off. */
const HEADROOM = 1.05;

export function valueAxis(values: readonly (number | null)[], scale: AxisScale, marks: readonly number[] = []) {
  const shown = [...values.filter((value): value is number => value !== null), ...marks];
  const min = Math.min(0, ...shown);
  // An axis with nothing above zero still reaches its first step, so it draws a line and one tick.
  const max = Math.max(scale.resolution(-min), ...shown);
  const size = Math.max(-min, max) * HEADROOM;
  return {
    min: min * HEADROOM,
    max: max * HEADROOM,
    tickMinStep: scale.resolution(size),
    valueFormatter: (value: number) => scale.label(value, size),
  };
}
