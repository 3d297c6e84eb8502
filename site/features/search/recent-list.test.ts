import { expect, test } from 'vitest';
import { mergeStored, normalize, parseRecentRecord, unsynced, withSearch, type RecentRecord } from './recent-list';

const record = (id: number, srchTgtVl: string, inqDttm: string, syncYn: 'Y' | 'N' = 'N'): RecentRecord => ({
  id,
  srchTgtVl,
  inmSrchTgtClCd: 'PRD',
  inqDttm,
  syncYn,
});

test('parses a record and rejects anything else', () => {
  expect(parseRecentRecord(record(3, '세럼', '20260101120000'))).toEqual(record(3, '세럼', '20260101120000'));
  for (const bad of [
    null,
    'x',
    42,
    [],
    { ...record(1, '세럼', '20260101120000'), syncYn: 'y' },
    { ...record(0, '세럼', '20260101120000') },
    { ...record(1, '세럼', '2026') },
    { ...record(1, ' ', '20260101120000') },
    { ...record(1, '세럼', '20260101120000'), inmSrchTgtClCd: 'XXX' },
  ]) {
    expect(parseRecentRecord(bad)).toBeNull();
  }
});

test('a new search gets the next id, goes first and is unsynced', () => {
  const list = withSearch([record(4, '크림', '20260101120000', 'Y')], '세럼', '20260101120100');
  expect(list).toEqual([record(5, '세럼', '20260101120100'), record(4, '크림', '20260101120000', 'Y')]);
  expect(unsynced(list)).toEqual([{ srchTgtVl: '세럼', inmSrchTgtClCd: 'PRD', inqDttm: '20260101120100' }]);
});

test('normalize keeps the newest of each value, same-second searches by id', () => {
  expect(normalize([record(1, 'a', '20260101120000'), record(2, 'b', '20260101120000'), record(3, 'a', '20250101120000')]).map((r) => r.id)).toEqual([2, 1]);
});

test('mergeStored: the gateway list wins, searches added meanwhile stay unsynced', () => {
  const local = [record(3, '앰플', '20260101120300'), record(2, '세럼', '20260101120200'), record(1, '예전', '20260101120000', 'Y')];
  const stored = [
    { srchTgtVl: '세럼', inmSrchTgtClCd: 'PRD' as const, inqDttm: '20260101120200' },
    { srchTgtVl: '선크림', inmSrchTgtClCd: 'PRD' as const, inqDttm: '20251201120000' },
  ];
  const merged = mergeStored(local, stored, new Set(['세럼']));
  expect(merged).toEqual([record(3, '앰플', '20260101120300'), record(2, '세럼', '20260101120200', 'Y'), record(1, '선크림', '20251201120000', 'Y')]);
});
