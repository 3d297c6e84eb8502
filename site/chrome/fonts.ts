/**
 * Pretendard, self-hosted in dynamic subsets, never blocks rendering and never costs the first
 * page layout work. On a visitor's first page the faces are not applied: once the page is idle,
 * the subsets its text needs are fetched into the HTTP cache (no layout, since no face is in use).
 * From the next page on, the stylesheet is applied at once; its faces use `font-display: optional`,
 * so cached subsets are used from the first paint and anything missing keeps the system font
 * (no layout shift). Applying the faces on the first page instead made every arriving subset
 * re-lay the page out, which Lighthouse counted as blocking time on long pages. The first visit's
 * fetching is idle work, so its code is in `idle/font-warmup.ts`.
 */
export const PRETENDARD_CSS = '/fonts/pretendard/pretendardvariable-dynamic-subset.css';
/** Set once the subsets of a page were fetched: later pages apply the faces. */
export const FONTS_WARM_KEY = 'nokcha:fonts-warm';

/** Whether an earlier page already fetched the subsets (then the faces are applied at once). */
export function fontsWarm(): boolean {
  try {
    return localStorage.getItem(FONTS_WARM_KEY) === '1';
  } catch {
    return false;
  }
}

function applyFaces(doc: Document): void {
  if (doc.querySelector(`link[href="${PRETENDARD_CSS}"]`)) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = PRETENDARD_CSS;
  doc.head.append(link);
}

/** Applies the faces when an earlier page warmed the cache; answers whether it did. */
export function startFonts(doc: Document = document): boolean {
  if (!fontsWarm()) return false;
  applyFaces(doc);
  return true;
}
