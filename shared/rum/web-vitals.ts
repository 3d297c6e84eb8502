/**
 * Real-user speed (docs/operator-speed.md) in one place, schema-free so the collector, the worker and the
 * console read the same numbers: the three Core Web Vitals, the most a browser may report for
 * each, Google's good / poor thresholds, and the windows the operator's view offers.
 */

export const RUM_METRICS = ['lcp', 'inp', 'cls'] as const;
export type RumMetric = (typeof RUM_METRICS)[number];

/**
 * The largest value the worker accepts (LCP and INP in ms, CLS unitless): far past Google's
 * "poor" (7.5 times for LCP, 20 times for INP and CLS), so no real page view the shop should act
 * on differs above it. The collector sends a slower view as the bound itself, so it still counts
 * as poor; a beacon over the bound is not from the collector and is refused whole
 * (docs/operator-speed.md).
 */
export const RUM_MAX: Readonly<Record<RumMetric, number>> = { lcp: 30_000, inp: 10_000, cls: 5 };

/** Google's thresholds (web.dev/vitals): at or under `good` is good, over `poor` is poor. */
export const RUM_THRESHOLDS: Readonly<Record<RumMetric, { good: number; poor: number }>> = {
  lcp: { good: 2500, poor: 4000 },
  inp: { good: 200, poor: 500 },
  cls: { good: 0.1, poor: 0.25 },
};

export type RumRating = 'good' | 'needs-improvement' | 'poor';

/** The rating of one value by Google's thresholds. */
export function rateOf(metric: RumMetric, value: number): RumRating {
  const { good, poor } = RUM_THRESHOLDS[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The windows the operator's view offers, in days (CrUX reports 28). */
export const RUM_WINDOW_DAYS = [1, 7, 28] as const;
export type RumWindowDays = (typeof RUM_WINDOW_DAYS)[number];

/** The trend's windows, in Korean days up to today. */
export const RUM_TREND_DAYS = [7, 28] as const;
export type RumTrendDays = (typeof RUM_TREND_DAYS)[number];

/** How long the local table keeps a sample: a little beyond the longest window. */
export const RUM_RETENTION_DAYS = 30;
