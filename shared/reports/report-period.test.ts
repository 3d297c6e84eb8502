import { describe, expect, it } from 'vitest';
import { bucketsOf, dayNoOf, dayNoOfIso, isoOf, previousOf, resolvePeriod } from './report-period';

const day = dayNoOfIso;
const spans = (from: string, to: string, grouping: 'day' | 'week' | 'month') =>
  bucketsOf({ from: day(from), to: day(to) }, grouping).map((bucket) => `${isoOf(bucket.from)}~${isoOf(bucket.to)}`);

describe('report periods in Korean days', () => {
  it('puts 23:59 and 00:01 Korean time on their own days, whatever the UTC date', () => {
    expect(isoOf(dayNoOf(Date.parse('2026-11-03T23:59:00+09:00')))).toBe('2026-11-03');
    expect(isoOf(dayNoOf(Date.parse('2026-11-04T00:01:00+09:00')))).toBe('2026-11-04');
    // 2026-11-03 15:30 UTC is already the 4th in Korea.
    expect(isoOf(dayNoOf(Date.parse('2026-11-03T15:30:00Z')))).toBe('2026-11-04');
  });

  it('cuts weeks on Mondays and months on the first, the ends cut to the period', () => {
    expect(spans('2026-10-29', '2026-11-10', 'week')).toEqual(['2026-10-29~2026-11-01', '2026-11-02~2026-11-08', '2026-11-09~2026-11-10']);
    expect(spans('2026-01-30', '2026-03-02', 'month')).toEqual(['2026-01-30~2026-01-31', '2026-02-01~2026-02-28', '2026-03-01~2026-03-02']);
    expect(spans('2026-11-07', '2026-11-08', 'day')).toEqual(['2026-11-07~2026-11-07', '2026-11-08~2026-11-08']);
  });

  it('compares with the same number of days just before', () => {
    const previous = previousOf({ from: day('2026-11-01'), to: day('2026-11-30') });
    expect([isoOf(previous.from), isoOf(previous.to)]).toEqual(['2026-10-02', '2026-10-31']);
  });

  it('resolves the last days up to today, or a range of at most a year that ends by today', () => {
    const today = day('2026-11-28');
    expect(resolvePeriod({ days: 7 }, today)).toEqual({ from: day('2026-11-22'), to: today });
    expect(resolvePeriod({ from: '2025-11-28', to: '2026-11-28' }, today)).toEqual({ from: day('2025-11-28'), to: today });
    expect(resolvePeriod({ from: '2025-11-27', to: '2026-11-28' }, today)).toEqual({ problem: '기간은 366일(1년)까지 고를 수 있습니다.' });
    expect(resolvePeriod({ from: '2026-11-28', to: '2026-11-29' }, today)).toEqual({ problem: '오늘 이후의 날짜는 고를 수 없습니다.' });
  });
});
