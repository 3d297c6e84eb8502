import { describe, expect, it } from 'vitest';
import { particleAfter, withParticle, type Particle } from './particle';

const CASES: [word: string, particle: Particle, written: string][] = [
  // The last syllable decides: a final consonant, none, or ㄹ, which takes 로.
  ['상품준비중', '으로/로', '상품준비중으로'],
  ['결제완료', '으로/로', '결제완료로'],
  ['녹차숍 서울', '으로/로', '녹차숍 서울로'],
  ['녹차숍 강남역점', '을/를', '녹차숍 강남역점을'],
  ['잎새', '으로/로', '잎새로'],
  ['가격', '은/는', '가격은'],
  ['주문', '이/가', '주문이'],
  // A word that does not end in Hangul keeps both forms.
  ['content-admin', '을/를', 'content-admin을(를)'],
  ['shopper@example.com', '으로/로', 'shopper@example.com(으)로'],
  ['OY0001', '은/는', 'OY0001은(는)'],
];

describe('a particle after a word', () => {
  it.each(CASES)('%s + %s → %s', (word, particle, written) => {
    expect(withParticle(word, particle)).toBe(written);
    expect(word + particleAfter(word, particle)).toBe(written);
  });
});
