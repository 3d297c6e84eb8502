/**
 * The order list's period: a tab of 1, 3, 6 or 12 months back from today, or a
 * custom range of days, at most one year long, in Korean time. Pure, so the rules are tested
 * without a database.
 */
import { dttmToEpoch, parseDttm, toDttm14 } from '#shared/format';
import type { OrderPeriod } from '#shared/schemas/order-history-calls';
import { GatewayError } from '../errors';

const MONTHS: Record<OrderPeriod, number> = { '1M': 1, '3M': 3, '6M': 6, '12M': 12 };

export interface OrderRange {
  fromDt: string;
  toDt: string;
  /** Epoch ms, inclusive at both ends. */
  fromMs: number;
  toMs: number;
}

/** `yyyyMMdd` of a calendar day, the day clamped to the month's last. */
function ymd(year: number, month: number, day: number): string {
  const normalized = new Date(Date.UTC(year, month - 1, 1));
  const last = new Date(Date.UTC(normalized.getUTCFullYear(), normalized.getUTCMonth() + 1, 0)).getUTCDate();
  return `${normalized.getUTCFullYear()}${String(normalized.getUTCMonth() + 1).padStart(2, '0')}${String(Math.min(day, last)).padStart(2, '0')}`;
}

/** The day `months` months before `day` (yyyyMMdd), e.g. 20260531 − 3 → 20260228. */
export function monthsBefore(day: string, months: number): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(4, 6));
  return ymd(year, month - months, Number(day.slice(6, 8)));
}

/** Whether `day` is a real calendar day. */
function isRealDay(day: string): boolean {
  const parts = parseDttm(`${day}0000`);
  return parts !== null && ymd(parts.year, parts.month, parts.day) === day;
}

function toRange(fromDt: string, toDt: string): OrderRange {
  return { fromDt, toDt, fromMs: dttmToEpoch(`${fromDt}000000`), toMs: dttmToEpoch(`${toDt}235959`) + 999 };
}

/**
 * The range to search: the custom one when `fromDt`/`toDt` are given (both, real days, start not
 * after end, at most 12 months), else the tab (3 months by default). Throws the Korean 400.
 */
export function resolveOrderRange(input: { period?: OrderPeriod; fromDt?: string; toDt?: string }, now = Date.now()): OrderRange {
  const today = toDttm14(now).slice(0, 8);
  if (input.fromDt === undefined && input.toDt === undefined) return toRange(monthsBefore(today, MONTHS[input.period ?? '3M']), today);
  if (input.fromDt === undefined || input.toDt === undefined) throw new GatewayError('ORDER_PERIOD_INCOMPLETE');
  if (!isRealDay(input.fromDt) || !isRealDay(input.toDt)) throw new GatewayError('ORDER_PERIOD_INVALID_DATE');
  if (input.fromDt > input.toDt) throw new GatewayError('ORDER_PERIOD_REVERSED');
  if (input.fromDt < monthsBefore(input.toDt, 12)) throw new GatewayError('ORDER_PERIOD_TOO_LONG');
  return toRange(input.fromDt, input.toDt);
}
