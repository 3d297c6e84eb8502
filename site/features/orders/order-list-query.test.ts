import { describe, expect, it } from 'vitest';
import { fromDateInput, toDateInput } from '#components/ui/PeriodFilter.tsx';
import { readListQuery, writeListQuery } from './order-list-query';

describe('order list query', () => {
  it('reads tabs, custom ranges, status and page, and writes them back', () => {
    expect(readListQuery('?period=6M&status=PAID&page=2')).toEqual({ period: '6M', status: 'PAID', page: 2 });
    expect(readListQuery('?fromDt=20260101&toDt=20260331&period=1M')).toEqual({ fromDt: '20260101', toDt: '20260331' });
    expect(writeListQuery({ period: '6M', status: 'PAID', page: 2 })).toBe('period=6M&status=PAID&page=2');
    expect(writeListQuery({ fromDt: '20260101', toDt: '20260331', page: 1 })).toBe('fromDt=20260101&toDt=20260331');
  });

  it('falls back to the default for anything malformed', () => {
    expect(readListQuery('?period=2M&status=PAYMENT_PENDING&page=-3&fromDt=2026')).toEqual({});
    expect(readListQuery('')).toEqual({});
  });

  it('converts date inputs', () => {
    expect(fromDateInput('2026-03-01')).toBe('20260301');
    expect(toDateInput('20260301')).toBe('2026-03-01');
    expect(toDateInput(undefined)).toBe('');
  });
});
