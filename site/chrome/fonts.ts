/**
 * Pretendard, self-hosted in dynamic subsets, is requested once the page is idle so it never
 * blocks rendering. Its faces use `font-display: optional`: a first visit keeps the system font
 * (no layout shift), and later pages use Pretendard from the cache.
 */
export const PRETENDARD_CSS = '/fonts/pretendard/pretendardvariable-dynamic-subset.css';

export function startFonts(doc: Document = document): void {
  const load = () => {
    if (doc.querySelector(`link[href="${PRETENDARD_CSS}"]`)) return;
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = PRETENDARD_CSS;
    doc.head.append(link);
  };
  // Safari has no requestIdleCallback; a short timeout after load is close enough there.
  const idle = (callback: () => void): void => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 2000 });
    else setTimeout(callback, 200);
  };
  if (doc.readyState === 'complete') idle(load);
  else window.addEventListener('load', () => idle(load), { once: true });
}
