import { expect, test } from 'vitest';
import {
  couponBenefit,
  couponCondition,
  formatBroadcastTime,
  formatMonthDay,
  formatPeriod,
  formatPoints,
  groupByDay,
  isoDttm,
  livePath,
  paragraphsOf,
} from './campaign-format';

test('an event period names the weekday of both ends and the year once', () => {
  expect(formatPeriod('20261101000000', '20261130235959')).toBe('2026년 11월 1일(일) ~ 11월 30일(월)');
  expect(formatPeriod('20261215000000', '20270105235959')).toBe('2026년 12월 15일(화) ~ 2027년 1월 5일(화)');
});

test('a broadcast time reads 오전/오후, with the end day only when it differs', () => {
  expect(formatBroadcastTime('20261122200000', '20261122210000')).toBe('2026년 11월 22일(일) 오후 8:00 ~ 오후 9:00');
  expect(formatBroadcastTime('20261122233000', '20261123003000')).toBe('2026년 11월 22일(일) 오후 11:30 ~ 11월 23일(월) 오전 12:30');
  expect(formatBroadcastTime('20261123110500', '20261123120000')).toBe('2026년 11월 23일(월) 오전 11:05 ~ 오후 12:00');
});

test('upcoming broadcasts are grouped by their Korean calendar day, in order', () => {
  const lives = [
    { id: 1, startDttm: '20261123100000' },
    { id: 2, startDttm: '20261123200000' },
    { id: 3, startDttm: '20261124090000' },
  ];
  const groups = groupByDay(lives, (live) => live.startDttm);
  expect(groups.map((group) => [group.heading, group.items.map((live) => live.id)])).toEqual([
    ['11월 23일(월)', [1, 2]],
    ['11월 24일(화)', [3]],
  ]);
  expect(formatMonthDay('20261124090000')).toBe('11월 24일(화)');
});

test('a coupon says what it takes off and from what order', () => {
  expect(couponBenefit({ dcAmt: 3000, dcRate: null })).toBe('3,000원 할인');
  expect(couponBenefit({ dcAmt: null, dcRate: 15 })).toBe('15% 할인');
  expect(couponCondition({ minOrderAmt: 30000 })).toBe('30,000원 이상 구매 시');
  expect(couponCondition({ minOrderAmt: 0 })).toBe('금액 제한 없음');
});

test('plain text splits into paragraphs at blank lines', () => {
  expect(paragraphsOf('첫 문단\n이어서\n\n 둘째 문단 \n\n\n')).toEqual(['첫 문단\n이어서', '둘째 문단']);
});

test('links and points', () => {
  expect(livePath(12)).toBe('/kr/ko/dp/live-broadcast?liveId=12');
  expect(formatPoints(1500)).toBe('1,500P');
});

test('date-times for machines carry the Korean offset', () => {
  expect(isoDttm('20261122200000')).toBe('2026-11-22T20:00:00+09:00');
});
