/**
 * Loads the third-party scripts the worker configured for this page (`<html data-tags>`, ADR 030),
 * once the page is idle: the tag manager, the
 * personalization script of this environment, the social/ad kit and the error/performance
 * monitoring with session replay. Nothing configured means nothing loads and no request leaves
 * the shop's origin. The tag manager reads `window.dataLayer`, which has held every event since
 * the page started, so nothing is lost by loading late.
 */
import { parsePageTags, type PageTags } from '#shared/third-party-tags';
import { forwardToKakaoPixel } from './kakao-pixel';

interface SentryLike {
  init(options: Record<string, unknown>): void;
  browserTracingIntegration?(): unknown;
  replayIntegration?(): unknown;
}

declare global {
  interface Window {
    Sentry?: SentryLike;
  }
}

function addScript(src: string, onLoad?: () => void): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.crossOrigin = 'anonymous';
  if (onLoad) script.addEventListener('load', onLoad, { once: true });
  document.head.append(script);
}

/** Sentry's documented start: tracing and replay sampled at the configured percent. */
function startMonitoring({ dsn, environment, sampleRate }: NonNullable<PageTags['monitoring']>): void {
  const sentry = window.Sentry;
  if (!sentry) return;
  const rate = sampleRate / 100;
  const integrations = [sentry.browserTracingIntegration?.(), sentry.replayIntegration?.()].filter((integration) => integration !== undefined);
  sentry.init({
    dsn,
    environment,
    integrations,
    tracesSampleRate: rate,
    replaysSessionSampleRate: rate,
    // A session that errs is worth replaying, except a bot's (whose rate is 0).
    replaysOnErrorSampleRate: rate > 0 ? 1 : 0,
  });
}

/** Starts every configured tag; answers what it started, for tests. */
export function startThirdParties(root: HTMLElement = document.documentElement): string[] {
  const tags = parsePageTags(root.dataset.tags);
  const started: string[] = [];
  if (tags.adKit) {
    const { trackId } = tags.adKit;
    addScript(tags.adKit.src, () => forwardToKakaoPixel(trackId));
    started.push('adKit');
  }
  if (tags.tagManager) {
    // The container snippet's first entry: GTM measures its load from it.
    (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    addScript(tags.tagManager.src);
    started.push('tagManager');
  }
  if (tags.personalization) {
    addScript(tags.personalization.src);
    started.push('personalization');
  }
  const { monitoring } = tags;
  if (monitoring) {
    addScript(monitoring.src, () => startMonitoring(monitoring));
    started.push('monitoring');
  }
  return started;
}
