import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONTS_WARM_KEY, PRETENDARD_CSS } from '../fonts';
import { subsetsFor, warmFontsIfCold } from './font-warmup';

const CSS = `/* [0] */
@font-face { font-family: 'Pretendard Variable'; font-display: optional;
  src: url(./woff2-dynamic-subset/PretendardVariable.subset.0.woff2) format('woff2-variations');
  unicode-range: U+ac00-ac10, U+0041; }
@font-face { font-family: 'Pretendard Variable'; font-display: optional;
  src: url(./woff2-dynamic-subset/PretendardVariable.subset.1.woff2) format('woff2-variations');
  unicode-range: U+4??, U+b179; }
@font-face { font-family: 'Pretendard Variable'; font-display: optional;
  src: url(./woff2-dynamic-subset/PretendardVariable.subset.2.woff2) format('woff2-variations');
  unicode-range: U+0030-0039; }`;
const BASE = 'https://shop.example/fonts/pretendard/pretendardvariable-dynamic-subset.css';

describe('subsetsFor', () => {
  it('lists the files whose ranges cover the text, once each, resolved against the stylesheet', () => {
    expect(subsetsFor(CSS, '가 A 녹', BASE)).toEqual([
      'https://shop.example/fonts/pretendard/woff2-dynamic-subset/PretendardVariable.subset.0.woff2',
      'https://shop.example/fonts/pretendard/woff2-dynamic-subset/PretendardVariable.subset.1.woff2',
    ]);
    expect(subsetsFor(CSS, 'Ѐ', BASE)).toHaveLength(1); // U+0400 is in U+4??
    expect(subsetsFor(CSS, '   ', BASE)).toEqual([]);
  });
});

describe('warmFontsIfCold', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    localStorage.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('on a first visit fetches the page’s subsets, applies no face, then remembers', async () => {
    vi.useFakeTimers();
    document.body.textContent = '가나 123';
    const fetched: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      fetched.push(String(input));
      return new Response(String(input).endsWith('.css') ? CSS : 'font');
    });
    warmFontsIfCold();
    await vi.runAllTimersAsync();
    expect(document.querySelector(`link[href="${PRETENDARD_CSS}"]`)).toBeNull();
    expect(fetched.map((url) => url.replace(/^.*\//, ''))).toEqual([
      'pretendardvariable-dynamic-subset.css',
      'PretendardVariable.subset.0.woff2',
      'PretendardVariable.subset.2.woff2',
    ]);
    expect(localStorage.getItem(FONTS_WARM_KEY)).toBe('1');
  });

  it('leaves the flag unset when the fonts cannot be fetched', async () => {
    vi.useFakeTimers();
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    warmFontsIfCold();
    await vi.runAllTimersAsync();
    expect(localStorage.getItem(FONTS_WARM_KEY)).toBeNull();
  });

  it('fetches nothing once an earlier page warmed the cache', () => {
    localStorage.setItem(FONTS_WARM_KEY, '1');
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    warmFontsIfCold();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
