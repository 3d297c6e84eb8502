import { describe, expect, it } from 'vitest';
import { catalogSeedStatements, seedChoseongWords } from '../catalog-seed';
import { choseongWords, escapeLike, ftsString, isChoseongQuery, keywordKey, likeContains, normalizeQuery, queryWords, qwertyToHangul } from './search-text';

describe('normalizeQuery and queryWords', () => {
  it('composes decomposed Hangul and collapses spaces', () => {
    expect(normalizeQuery('  수분\t\n크림  '.normalize('NFD'))).toBe('수분 크림');
    expect(queryWords(' 히알루론   토너 ')).toEqual(['히알루론', '토너']);
    expect(queryWords('   ')).toEqual([]);
  });

  it('counts Latin keywords lowercased', () => {
    expect(keywordKey(' Damso  SHOP ')).toBe('damso shop');
  });
});

describe('isChoseongQuery', () => {
  it.each(['ㅅㄹ', 'ㄴㅊㅅ ㅅㄹ', ' ㅋㄹ ', 'ㄲㅆ'])('is true for %j', (text) => expect(isChoseongQuery(text)).toBe(true));
  it.each(['세럼', 'ㅅ럼', 'ㅅㄹ1', 'ㅏ', 'abc', ''])('is false for %j', (text) => expect(isChoseongQuery(text)).toBe(false));
});

describe('choseongWords', () => {
  it('gives the 초성 of each word, splitting at punctuation and dropping words without Hangul', () => {
    expect(choseongWords('녹차숍 히알루론 수분 세럼')).toBe('ㄴㅊㅅ ㅎㅇㄹㄹ ㅅㅂ ㅅㄹ');
    expect(choseongWords('에센스/세럼 (Nokcha) 21호')).toBe('ㅇㅅㅅ ㅅㄹ ㅎ');
    expect(choseongWords('쌍꺼풀 뚜껑')).toBe('ㅆㄲㅍ ㄸㄲ');
  });

  it('names each 초성 word once', () => {
    expect(choseongWords('수분 수분 크림')).toBe('ㅅㅂ ㅋㄹ');
  });

  it('is what the catalog seed indexes', () => {
    for (const text of ['녹차숍 그린티 씨드 토너 패드 01호', '에센스/세럼', '모아애 병풀 시카 나이트 크림 인텐시브', 'Nokcha Shop']) {
      expect(seedChoseongWords(text)).toBe(choseongWords(text));
    }
    const [searchRows] = catalogSeedStatements({ products: 5, seed: 1 }).filter((statement) => statement.startsWith('INSERT INTO search_docs'));
    for (const [, name, initials] of searchRows.matchAll(/\('\d+', '([^']+)', (?:'[^']*', ){4}'([^']*)', \d+, '/g)) {
      expect(initials).toBe(choseongWords(name));
    }
    expect([...searchRows.matchAll(/\('\d+', /g)]).toHaveLength(5);
  });
});

describe('qwertyToHangul', () => {
  it.each([
    ['tpfja', '세럼'],
    ['zmfla', '크림'],
    ['tnqns zmfla', '수분 크림'],
    ['TPFJA', '쎼럼'],
  ])('reads %j as %j', (text, hangul) => expect(qwertyToHangul(text)).toBe(hangul));

  it.each(['serum', '세럼', 'tpfja1', 'tp-fja', ''])('gives null for %j: not only letters, or no whole syllables', (text) => {
    expect(qwertyToHangul(text)).toBeNull();
  });
});

describe('ftsString and LIKE patterns', () => {
  it('quotes an FTS5 string so operators are plain text', () => {
    expect(ftsString('세럼')).toBe('"세럼"');
    expect(ftsString('a"b OR c*')).toBe('"a""b OR c*"');
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('100%_\\')).toBe('100\\%\\_\\\\');
    expect(likeContains('크림')).toBe('%크림%');
  });
});
