/**
 * Korean particles after a word only known at run time: `상품준비중으로`, `서울로`, `강남역점을`.
 * A word that does not end in a Hangul syllable (an ID, a number, a Latin name) is not guessed
 * at: it keeps both forms, as `admin을(를)`, which every Korean reader accepts.
 */
import { josa } from 'es-hangul';

export type Particle = '을/를' | '이/가' | '은/는' | '와/과' | '으로/로';

const BOTH: Record<Particle, string> = { '을/를': '을(를)', '이/가': '이(가)', '은/는': '은(는)', '와/과': '와(과)', '으로/로': '(으)로' };

const endsInHangulSyllable = (word: string): boolean => {
  const last = word.charCodeAt(word.length - 1);
  return last >= 0xac00 && last <= 0xd7a3;
};

/** `word` followed by the form of `particle` its last syllable takes. */
export function withParticle(word: string, particle: Particle): string {
  return endsInHangulSyllable(word) ? josa(word, particle) : `${word}${BOTH[particle]}`;
}

/** Only the particle `word` takes, for text between the word and it (`배송중(SHIPPING)으로`). */
export function particleAfter(word: string, particle: Particle): string {
  return withParticle(word, particle).slice(word.length);
}
