import { expect, test } from 'vitest';
import { highlightParts, initialOf } from './highlight';

test('marks the typed text, ignoring case', () => {
  expect(highlightParts('녹차 세럼 50ml', '세럼')).toEqual([
    { text: '녹차 ', typed: false },
    { text: '세럼', typed: true },
    { text: ' 50ml', typed: false },
  ]);
  expect(highlightParts('Green Tea', 'tea')).toEqual([
    { text: 'Green ', typed: false },
    { text: 'Tea', typed: true },
  ]);
});

test('marks the syllables whose initial consonants were typed', () => {
  expect(initialOf('세')).toBe('ㅅ');
  expect(initialOf('럼')).toBe('ㄹ');
  expect(initialOf('A')).toBe('A');
  expect(highlightParts('수분 세럼', 'ㅅㄹ')).toEqual([
    { text: '수분 ', typed: false },
    { text: '세럼', typed: true },
  ]);
});

test('nothing marked when nothing matches or nothing is typed', () => {
  expect(highlightParts('세럼', 'tpfja')).toEqual([{ text: '세럼', typed: false }]);
  expect(highlightParts('세럼', ' ')).toEqual([{ text: '세럼', typed: false }]);
});
