/**
 * Pure text helpers of Korean search: normalising a query,
 * the 초성 (initial consonants) of a text, and reading Latin letters as Hangul typed on a Korean
 * 2-set keyboard (`tpfja` → 세럼). The gateway uses them on queries; the catalog seed builds the
 * same 초성 words for the index (shared/catalog-seed.ts repeats `choseongWords` to stay free of
 * relative imports; a test keeps the two equal).
 */
import { convertQwertyToHangul, getChoseong } from 'es-hangul';

/** Queries of this many characters or more go to the trigram index; shorter ones to LIKE. */
export const TRIGRAM_MIN_LENGTH = 3;

/**
 * True when the short gram index has `word` (migrations/0044_search_short_grams.sql): 1–2
 * characters, each a Hangul syllable, Latin letter or digit. Other short words take LIKE.
 */
export function isShortGram(word: string): boolean {
  return /^[가-힣A-Za-z0-9]{1,2}$/.test(word);
}

/** NFC (browsers may send decomposed Hangul), single spaces, no leading or trailing space. */
export function normalizeQuery(text: string): string {
  return text.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** The form a keyword is counted under for popular keywords: normalised, Latin letters lowercased. */
export function keywordKey(text: string): string {
  return normalizeQuery(text).toLowerCase();
}

/** The words of a query, each searched on its own (all must match). */
export function queryWords(text: string): string[] {
  const normalized = normalizeQuery(text);
  return normalized === '' ? [] : normalized.split(' ');
}

/** True when the text is only Hangul initial consonants (ㄱ–ㅎ), possibly in several words: `ㅅㄹ`, `ㄴㅊ ㅅㄹ`. */
export function isChoseongQuery(text: string): boolean {
  return /^[ㄱ-ㅎ]+(?: [ㄱ-ㅎ]+)*$/.test(normalizeQuery(text));
}

/**
 * The 초성 of each word of `text`, one per word, in order and without repeats: `녹차숍 에센스/세럼`
 * → `ㄴㅊㅅ ㅇㅅㅅ ㅅㄹ`. Words are split at anything that is not a Hangul syllable, letter or
 * digit; words without Hangul give nothing.
 */
export function choseongWords(text: string): string {
  const words = text.normalize('NFC').split(/[^가-힣A-Za-z0-9]+/);
  const initials = words.map((word) => getChoseong(word)).filter((initial) => initial !== '');
  return [...new Set(initials)].join(' ');
}

/**
 * The Hangul that Latin letters type on a Korean 2-set (두벌식) keyboard, word by word:
 * `tpfja` → `세럼`, `zmfla` → `크림`. Null when the text is not only Latin letters and spaces, or
 * when some letters do not form whole syllables (`serum` → `ㄴㄷ겨ㅡ` is no word).
 */
export function qwertyToHangul(text: string): string | null {
  const normalized = normalizeQuery(text);
  if (!/^[A-Za-z]+(?: [A-Za-z]+)*$/.test(normalized)) return null;
  const hangul = normalized
    .split(' ')
    .map((word) => convertQwertyToHangul(word))
    .join(' ');
  return /^[가-힣]+(?: [가-힣]+)*$/.test(hangul) ? hangul : null;
}

/** A word as an FTS5 string: double-quoted, inner quotes doubled, so no character is an operator. */
export function ftsString(word: string): string {
  return `"${word.replace(/"/g, '""')}"`;
}

/** A LIKE pattern that finds `word` anywhere, with `%`, `_` and the escape `\` taken literally (use `ESCAPE '\'`). */
export function likeContains(word: string): string {
  return `%${escapeLike(word)}%`;
}

/** `word` with LIKE's wildcards and its escape character escaped by `\`. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (character) => `\\${character}`);
}
