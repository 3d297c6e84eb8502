/**
 * The owner's reports count in Korean calendar days (docs/decisions/057-owner-reports-queried-live.md):
 * an instant belongs to the KST day it falls in, a week runs Monday to Sunday, a month is the
 * calendar month. Days are numbered (`DayNo`: days since 1970-01-01 in KST) so the worker groups
 * rows with one integer division and the console labels them without a date library. Schema-free,
 * so the console reads it without zod.
 */
import { KST_OFFSET_MS } from '../format/dttm';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Days since 1970-01-01 in Korean time. */
export type DayNo = number;

export const REPORT_GROUPINGS = ['day', 'week', 'month'] as const;
export type ReportGrouping = (typeof REPORT_GROUPINGS)[number];
export const REPORT_PRESET_DAYS = [7, 30, 90] as const;
export type ReportPresetDays = (typeof REPORT_PRESET_DAYS)[number];
/** The longest range a report covers: a year, a leap year's included. */
export const REPORT_MAX_DAYS = 366;

/** The KST day an instant (epoch ms) falls in. */
export const dayNoOf = (at: number): DayNo => Math.floor((at + KST_OFFSET_MS) / DAY_MS);
/** `dayNoOf` in SQL, of an epoch-ms column (a fixed name, never input) that is never before 1970. */
export const kstDaySql = (column: string) => `(${column} + ${KST_OFFSET_MS}) / ${DAY_MS}`;
/** The instant (epoch ms) a KST day starts. */
export const dayStartOf = (day: DayNo): number => day * DAY_MS - KST_OFFSET_MS;
/** `2026-11-25` of a day. */
export const isoOf = (day: DayNo): string => new Date(day * DAY_MS).toISOString().slice(0, 10);
/** The day of `2026-11-25`; NaN when it is not a real date. */
export function dayNoOfIso(iso: string): DayNo {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return Number.NaN;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date.getTime() / DAY_MS : Number.NaN;
}
/** The day of a `yyyyMMdd…` Korean-time text (a member's join time). */
export const dayNoOfDttm = (dttm: string): DayNo => dayNoOfIso(`${dttm.slice(0, 4)}-${dttm.slice(4, 6)}-${dttm.slice(6, 8)}`);

/** The first day of the grouping's bucket holding `day`: the day itself, its week's Monday, its month's first. */
export function bucketStartOf(day: DayNo, grouping: ReportGrouping): DayNo {
  if (grouping === 'day') return day;
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  if (grouping === 'week') return day - ((((day + 3) % 7) + 7) % 7);
  const date = new Date(day * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / DAY_MS;
}

/** Consecutive days, both ends included. */
export interface DayRange {
  from: DayNo;
  to: DayNo;
}

/** A range's days. */
export const lengthOf = (range: DayRange): number => range.to - range.from + 1;

/** The same number of days just before `range`: what the report compares with. */
export const previousOf = (range: DayRange): DayRange => ({ from: range.from - lengthOf(range), to: range.from - 1 });

/** The buckets of a range in order, the first and last cut to the range (a week that began before it starts on its first day). */
export function bucketsOf(range: DayRange, grouping: ReportGrouping): DayRange[] {
  const buckets: DayRange[] = [];
  for (let from = range.from; from <= range.to; ) {
    let next = from + 1;
    while (next <= range.to && bucketStartOf(next, grouping) !== next) next += 1;
    buckets.push({ from, to: next - 1 });
    from = next;
  }
  return buckets;
}

/** The range a report asks for: the last `days` days up to today, or `from`–`to`. */
export type PeriodAsk = { days: ReportPresetDays } | { from: string; to: string };

/** The asked range, or the Korean reason it cannot be reported. */
export function resolvePeriod(ask: PeriodAsk, today: DayNo): DayRange | { problem: string } {
  if ('days' in ask) return { from: today - ask.days + 1, to: today };
  const from = dayNoOfIso(ask.from);
  const to = dayNoOfIso(ask.to);
  if (Number.isNaN(from) || Number.isNaN(to)) return { problem: '날짜는 2026-11-25처럼 보내 주세요.' };
  if (from > to) return { problem: '시작일이 종료일보다 늦습니다.' };
  if (to > today) return { problem: '오늘 이후의 날짜는 고를 수 없습니다.' };
  if (to - from + 1 > REPORT_MAX_DAYS) return { problem: `기간은 ${REPORT_MAX_DAYS}일(1년)까지 고를 수 있습니다.` };
  return { from, to };
}
