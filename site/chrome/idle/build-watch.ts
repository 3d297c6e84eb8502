/**
 * Notices that a newer build went live while this page was open, so that the next
 * navigation loads fresh HTML and scripts instead of mixing an old page with new chunks. It starts
 * once the page is idle (a build that went live in the page's first second is caught by the
 * next poll); the finding is an attribute on <html>, so the link handler reads it without
 * carrying this code in every page's startup script.
 */
import { NEW_BUILD_LIVE_ATTRIBUTE } from '../link-rules';

export const BUILD_MANIFEST_URL = '/builds/latest.json';
export const BUILD_POLL_INTERVAL_MS = 5 * 60 * 1000;

/** Whether this page has already learnt that a newer build is live. */
export function newBuildLive(): boolean {
  return document.documentElement.hasAttribute(NEW_BUILD_LIVE_ATTRIBUTE);
}

/** Asks for the live build and marks <html> when it is not the one this page came from. */
export async function checkBuild(): Promise<boolean> {
  const current = document.documentElement.dataset.buildId;
  if (!current || newBuildLive()) return newBuildLive();
  try {
    const response = await fetch(BUILD_MANIFEST_URL, { cache: 'no-store' });
    if (!response.ok) return false;
    const body: unknown = await response.json();
    const live = typeof body === 'object' && body !== null ? (body as { buildId?: unknown }).buildId : undefined;
    if (typeof live === 'string' && live !== '' && live !== current) document.documentElement.setAttribute(NEW_BUILD_LIVE_ATTRIBUTE, '');
  } catch {
    // Offline or mid-deploy: try again at the next poll.
  }
  return newBuildLive();
}

export function startBuildWatch(): () => void {
  const timer = setInterval(() => {
    // A hidden tab is checked when it comes back instead.
    if (document.visibilityState === 'visible') void checkBuild();
  }, BUILD_POLL_INTERVAL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') void checkBuild();
  };
  // A page restored from the back-forward cache is old HTML: reload it when a newer build is live.
  const onPageShow = (event: PageTransitionEvent) => {
    if (!event.persisted) return;
    void checkBuild().then((stale) => {
      if (stale) location.reload();
    });
  };
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('pageshow', onPageShow);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('pageshow', onPageShow);
  };
}
