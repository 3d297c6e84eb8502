/**
 * Which part of a suggestion the shopper has typed: the text itself (`세럼` in `녹차 세럼`), or
 * the syllables whose initial consonants were typed (`ㅅㄹ` marks `세럼`). Worked out here rather
 * than with es-hangul: the island only needs the initial consonant of a syllable.
 */

const INITIALS = 'ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ';
const FIRST_SYLLABLE = 0xac00;
const SYLLABLES_PER_INITIAL = 588;
const SYLLABLE_COUNT = 11_172;

/** The initial consonant of a Hangul syllable; any other character as it is. */
export function initialOf(char: string): string {
  const offset = char.charCodeAt(0) - FIRST_SYLLABLE;
  return offset >= 0 && offset < SYLLABLE_COUNT ? INITIALS[Math.floor(offset / SYLLABLES_PER_INITIAL)] : char;
}

export interface TextPart {
  text: string;
  typed: boolean;
}

/** `text` in parts, the first typed stretch marked; one unmarked part when nothing matches. */
export function highlightParts(text: string, query: string): TextPart[] {
  const typed = query.trim();
  let at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  // Syllables are single UTF-16 units, so the initials line up with the text unit by unit.
  if (at < 0 && /^[ㄱ-ㅎ]+$/.test(typed)) at = text.split('').map(initialOf).join('').indexOf(typed);
  if (at < 0) return [{ text, typed: false }];
  const end = at + typed.length;
  return [
    { text: text.slice(0, at), typed: false },
    { text: text.slice(at, end), typed: true },
    { text: text.slice(end), typed: false },
  ].filter((part) => part.text !== '');
}
