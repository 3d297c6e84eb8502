/**
 * How the owner's reports word their numbers (docs/decisions/057-owner-reports-queried-live.md):
 * won as `12,500원`, an axis as `1.2만` or `3.4억`, buckets as Korean dates, the change against
 * the period before, and the table the screen shows as rows, which the CSV writes as they are.
 */
import { formatNumber } from '#shared/format';
import { PAY_METHOD_NAMES } from '#shared/order/pay-methods';
import { dayNoOfIso, type ReportGrouping } from '#shared/reports/report-period';
import type { SalesChannel, SalesFigures, SalesReport } from '#shared/schemas/report-ops-calls';
import type { AxisScale } from './value-axis';

const DAY_NAMES = ['일', '월', '화', '수', '목', '금', '토'];

/** `1.2만`, `3.4억`, `9,500`, `5,000만` for an axis: a tenth's precision, `.0` dropped. */
export function formatCompact(value: number): string {
  const sign = value < 0 ? '-' : '';
  const size = Math.abs(value);
  const scaled = (unit: number, name: string) => {
    const [whole, tenth] = (size / unit).toFixed(1).split('.');
    return `${sign}${formatNumber(Number(whole))}${tenth === '0' ? '' : `.${tenth}`}${name}`;
  };
  if (size >= 1e8) return scaled(1e8, '억');
  if (size >= 1e4) return scaled(1e4, '만');
  return formatNumber(value);
}

/**
 * Counts and won on a chart's axis, as `formatCompact` words them: whole numbers, and no step finer
 * than a tenth of 만 or 억 once the axis reaches them, so no two ticks read alike.
 */
export const COMPACT_AXIS: AxisScale = {
  label: (value) => formatCompact(value),
  resolution: (size) => (size >= 1e8 ? 1e7 : size >= 1e4 ? 1e3 : 1),
};

/** `2026-11-25` → `11/25(수)`. */
export function shortDay(iso: string): string {
  const weekday = DAY_NAMES[(((dayNoOfIso(iso) + 4) % 7) + 7) % 7];
  return `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}(${weekday})`;
}

/** A bucket's name: `11/25(수)`, `11/23(월)~11/29(일)`, `2026년 11월` (cut months name their days). */
export function bucketLabel(bucket: { from: string; to: string }, grouping: ReportGrouping): string {
  if (grouping === 'day') return shortDay(bucket.from);
  if (grouping === 'week') return `${shortDay(bucket.from)}~${shortDay(bucket.to)}`;
  const month = `${bucket.from.slice(0, 4)}년 ${Number(bucket.from.slice(5, 7))}월`;
  const whole = bucket.from.endsWith('-01') && dayNoOfIso(bucket.to) + 1 === dayNoOfIso(nextMonthStart(bucket.from));
  return whole ? month : `${month} (${Number(bucket.from.slice(8))}~${Number(bucket.to.slice(8))}일)`;
}

function nextMonthStart(iso: string): string {
  const [year, month] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

/** `+12.5%`, `-3.0%`, or `–` when there was nothing before to compare with. */
export function changeOf(current: number, previous: number): string {
  if (previous === 0) return '–';
  const percent = ((current - previous) / Math.abs(previous)) * 100;
  return `${percent >= 0 ? '+' : ''}${percent.toFixed(1)}%`;
}

export const CHANNEL_NAMES: Readonly<Record<SalesChannel, string>> = { PC: 'PC 웹', MOBILE_WEB: '모바일 웹', APP: '앱', UNKNOWN: '알 수 없음' };
export { PAY_METHOD_NAMES };

/** The table's columns: the heading, the figure and its unit; shown as `12,500원`, `3건`. */
export const SALES_COLUMNS: readonly { name: string; value: (figures: SalesFigures) => number; unit: '건' | '원' | '명' }[] = [
  { name: '주문 수', value: (f) => f.orderCnt, unit: '건' },
  { name: '결제 금액', value: (f) => f.payAmt, unit: '원' },
  { name: '취소·환불 금액', value: (f) => f.refundAmt, unit: '원' },
  { name: '순매출', value: (f) => f.netAmt, unit: '원' },
  { name: '객단가', value: (f) => f.avgOrderAmt, unit: '원' },
  { name: '신규 회원', value: (f) => f.newMemberCnt, unit: '명' },
];
/** A figure as a cell shows it. */
export const shownValue = (value: number, unit: string): string => `${formatNumber(value)}${unit}`;

/** The table as it is shown, one row per bucket then 합계: its label and the current figures. */
export function salesTableRows(report: SalesReport): { label: string; figures: SalesFigures }[] {
  return [
    ...report.buckets.map((bucket) => ({ label: bucketLabel(bucket, report.grouping), figures: bucket.current })),
    { label: '합계', figures: report.total.current },
  ];
}

/** The CSV of the table: the same rows and columns, amounts as plain numbers a spreadsheet can add. */
export function salesCsvRows(report: SalesReport): (string | number)[][] {
  const header = ['기간', ...SALES_COLUMNS.map(({ name, unit }) => `${name}(${unit})`)];
  return [header, ...salesTableRows(report).map(({ label, figures }) => [label, ...SALES_COLUMNS.map(({ value }) => value(figures))])];
}
