/**
 * How the 체감 속도 screen words real-user speed: page types in Korean, times as `1.2초` or
 * `180ms`, CLS with two decimals, and each value's rating by Google's thresholds
 * (`shared/rum/web-vitals.ts`).
 */
import type { PageType } from '#shared/routes';
import { rateOf, type RumMetric, type RumRating } from '#shared/rum/web-vitals';
import type { AxisScale } from '../reports/value-axis';

export const PAGE_TYPE_NAMES: Readonly<Record<PageType, string>> = {
  MAIN: '메인',
  PRODUCT_LIST: '상품 목록',
  PRODUCT_DETAIL: '상품 상세',
  SEARCH_RESULT: '검색 결과',
  LIVE_LIST: '라이브 목록',
  LIVE_DETAIL: '라이브 상세',
  EVENT_LIST: '이벤트 목록',
  EVENT_DETAIL: '이벤트 상세',
  CART: '장바구니',
  ORDER: '주문',
  OTHERS: '기타',
};

export const RATING_NAMES: Readonly<Record<RumRating, string>> = { good: '좋음', 'needs-improvement': '개선 필요', poor: '나쁨' };

/**
 * Each rating's text colour on the card's white. MUI's `warning.dark` (#e65100) reads at 3.8:1,
 * under WCAG AA's 4.5:1, so axe failed the screen whenever a value needed improvement.
 */
export const RATING_COLORS: Readonly<Record<RumRating, string>> = { good: '#1b5e20', 'needs-improvement': '#a84300', poor: '#c62828' };

/** `1.2초` from a second on, `180ms` below it; CLS as `0.05`. */
export function formatMetric(metric: RumMetric, value: number): string {
  if (metric === 'cls') return value.toFixed(2);
  const ms = Math.round(value);
  return ms >= 1000 ? `${(ms / 1000).toFixed(1)}초` : `${ms}ms`;
}

/**
 * A trend chart's axis in one unit from bottom to top: LCP and INP in seconds once the axis reaches
 * one (`0초`, `1.5초`, `4초`) and in ms below it, CLS in hundredths; never a step its labels cannot show.
 */
export function speedAxis(metric: RumMetric): AxisScale {
  if (metric === 'cls') return { label: (value) => value.toFixed(2), resolution: () => 0.01 };
  return {
    label: (value, size) => (size >= 1000 ? `${Number((value / 1000).toFixed(1))}초` : `${Math.round(value)}ms`),
    resolution: (size) => (size >= 1000 ? 100 : 1),
  };
}

/** One table cell: the value and its rating, or a dash when nothing measured it. */
export function describeMetric(metric: RumMetric, value: number | null): { text: string; rating: RumRating | null } {
  if (value === null) return { text: '–', rating: null };
  const rating = rateOf(metric, value);
  return { text: `${formatMetric(metric, value)} · ${RATING_NAMES[rating]}`, rating };
}
