/**
 * What page this is, for analytics and for islands: the page type and breadcrumb that
 * the layout wrote on <html>, and whether the visitor got here with the browser's back or
 * forward button. Every navigation is a page load, so the store is read afresh on each one.
 */
import { atom } from 'nanostores';

export interface PageInfo {
  pageType: string;
  breadcrumb: string[];
  /** True after a browser back/forward; the next navigation loads a page where it starts false. */
  isBack: boolean;
}

export const $page = atom<PageInfo>({ pageType: 'OTHERS', breadcrumb: [], isBack: false });

export function parseBreadcrumb(raw: string | undefined): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Reads <html> into `$page`; called on load, after a back-forward cache restore and when the error screen takes over. */
export function syncPage(isBack = $page.get().isBack): void {
  const { pageType, breadcrumb } = document.documentElement.dataset;
  $page.set({ pageType: pageType || 'OTHERS', breadcrumb: parseBreadcrumb(breadcrumb), isBack });
}

function cameBackOrForward(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return (entry as PerformanceNavigationTiming | undefined)?.type === 'back_forward';
}

export function startPage(): () => void {
  syncPage(cameBackOrForward());
  // A page restored from the back-forward cache does not run its scripts again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) syncPage(true);
  };
  window.addEventListener('pageshow', onPageShow);
  return () => window.removeEventListener('pageshow', onPageShow);
}
