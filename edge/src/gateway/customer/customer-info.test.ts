import { describe, expect, it } from 'vitest';
import { emailHash, koreanAge } from './customer-info';

describe('koreanAge', () => {
  it.each<[string | null, string, number | null]>([
    ['19900615', '2026-06-14T14:59:59Z', 35],
    ['19900615', '2026-06-14T15:00:00Z', 36],
    ['19900615', '2026-12-31T23:00:00Z', 36],
    ['20000229', '2025-02-28T14:00:00Z', 24],
    ['20000229', '2025-02-28T15:00:00Z', 25],
    ['20000229', '2028-02-28T15:00:00Z', 28],
    ['20260615', '2026-06-14T15:00:00Z', 0],
    ['20260616', '2026-06-14T15:00:00Z', null],
    ['19900230', '2026-06-14T15:00:00Z', null],
    ['1990-06-15', '2026-06-14T15:00:00Z', null],
    ['', '2026-06-14T15:00:00Z', null],
    [null, '2026-06-14T15:00:00Z', null],
  ])('%s on %s (UTC) is %s', (dtbr, now, age) => {
    expect(koreanAge(dtbr, new Date(now))).toBe(age);
  });
});

describe('emailHash', () => {
  it('hashes the trimmed, lower-cased address as hex SHA-256', async () => {
    const expected = '01062bb877115f4f6fa5609697a195257886077ac780e5877324dab47f3a5496';
    expect(await emailHash('nokcha01@example.com')).toBe(expected);
    expect(await emailHash('  Nokcha01@EXAMPLE.com ')).toBe(expected);
  });

  it('is null without an address', async () => {
    expect(await emailHash(null)).toBeNull();
    expect(await emailHash('  ')).toBeNull();
  });
});
