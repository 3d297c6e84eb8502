/**
 * A visitor's first page fetches, once idle, the Pretendard subsets its text needs into the HTTP
 * cache and remembers it (`../fonts.ts` says why the faces are not applied on that page).
 */
import { FONTS_WARM_KEY, fontsWarm, PRETENDARD_CSS } from '../fonts';

/** `U+ac00-d7a3`, `U+0041`, `U+4??` → [first, last] code points. */
function rangeOf(part: string): [number, number] {
  const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
  return [Number.parseInt(first.replace(/\?/g, '0'), 16), Number.parseInt(last.replace(/\?/g, 'f'), 16)];
}

/** The font files of the stylesheet `css` (at `base`) whose unicode-range covers a character of `text`. */
export function subsetsFor(css: string, text: string, base: string): string[] {
  // [first, last, face] of every range, by first code point, so each character is one binary search.
  const files: string[] = [];
  const ranges: [number, number, number][] = [];
  for (const face of css.split('@font-face').slice(1)) {
    const src = /url\(\s*['"]?([^'")]+)['"]?\s*\)/.exec(face)?.[1];
    const list = /unicode-range:\s*([^;}]+)/.exec(face)?.[1];
    if (!src || !list) continue;
    for (const part of list.split(',')) ranges.push([...rangeOf(part), files.length]);
    files.push(new URL(src, base).href);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const used = new Set<number>();
  const seen = new Set<number>();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (seen.has(code) || code <= 0x20) continue;
    seen.add(code);
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      if (ranges[middle][0] <= code) low = middle + 1;
      else high = middle - 1;
    }
    // Ranges may overlap: look back over those that start at or before the code.
    for (let index = high; index >= 0 && index > high - 8; index -= 1) {
      if (code <= ranges[index][1]) used.add(ranges[index][2]);
    }
  }
  return [...used].sort((a, b) => a - b).map((face) => files[face]);
}

/** Fetches this page's subsets into the HTTP cache, then sets the flag; failures just leave it unset. */
export async function warmCache(doc: Document): Promise<void> {
  try {
    const cssUrl = new URL(PRETENDARD_CSS, location.href).href;
    const css = await (await fetch(cssUrl)).text();
    const files = subsetsFor(css, doc.body?.textContent ?? '', cssUrl);
    await Promise.all(files.map((file) => fetch(file, { priority: 'low' } as RequestInit)));
    localStorage.setItem(FONTS_WARM_KEY, '1');
  } catch {
    // Offline, or storage refused: the system font stays, which is fine.
  }
}

/** Warms the cache on a first visit; later pages already applied the faces. */
export function warmFontsIfCold(doc: Document = document): void {
  if (!fontsWarm()) void warmCache(doc);
}
