import { describe, expect, it } from 'vitest';
import { dttmToEpoch, formatDttm, formatNumber, formatTimeOfDay, formatWon, kstDayStart, parseDttm, toDttm14 } from './format';

describe('formatWon', () => {
  it('groups thousands and adds 원', () => {
    expect(formatWon(12500)).toBe('12,500원');
    expect(formatWon(0)).toBe('0원');
    expect(formatWon(1234567)).toBe('1,234,567원');
    expect(formatNumber(-3000)).toBe('-3,000');
  });
});

describe('Korean dates', () => {
  it('uses 오전 and 오후, with 12 for noon and midnight', () => {
    expect(formatTimeOfDay(0, 5)).toBe('오전 12:05');
    expect(formatTimeOfDay(11, 59)).toBe('오전 11:59');
    expect(formatTimeOfDay(12, 0)).toBe('오후 12:00');
    expect(formatTimeOfDay(23, 30)).toBe('오후 11:30');
  });

  it('formats 14- and 12-digit strings with the Korean day name', () => {
    expect(formatDttm('20261122130500')).toBe('2026년 11월 22일(일) 오후 1:05');
    expect(formatDttm('202611230900')).toBe('2026년 11월 23일(월) 오전 9:00');
    expect(formatDttm('20261122130500', { time: false, weekday: false })).toBe('2026년 11월 22일');
  });

  it('rejects what is not a date-time', () => {
    expect(parseDttm('2026-11-22')).toBeNull();
    expect(parseDttm('20261322000000')).toBeNull();
    expect(formatDttm('곧')).toBe('곧');
    expect(dttmToEpoch('nope')).toBeNaN();
  });

  it('converts instants to Korean time and back', () => {
    const instant = Date.UTC(2026, 10, 22, 15, 30, 0); // 2026-11-23 00:30 KST
    expect(toDttm14(instant)).toBe('20261123003000');
    expect(dttmToEpoch('20261123003000')).toBe(instant);
  });

  it('starts a Korean day at midnight in Korea, 15:00 the day before in UTC', () => {
    expect(kstDayStart(Date.UTC(2026, 10, 22, 15, 30, 0))).toBe(Date.UTC(2026, 10, 22, 15, 0, 0));
    expect(kstDayStart(Date.UTC(2026, 10, 22, 14, 59, 59))).toBe(Date.UTC(2026, 10, 21, 15, 0, 0));
    expect(toDttm14(kstDayStart(Date.UTC(2026, 10, 22, 3, 0, 0)))).toBe('20261122000000');
  });
});
