/**
 * The Content-Security-Policy sources of the configured third-party tags, and nothing else.
 * A tag served from its vendor's usual
 * origin also gets the origins that vendor documents for its calls and pixels; one served from
 * elsewhere (a proxy, a local fake) gets its own origin for those.
 */
import type { MiddlewareHandler } from 'hono';
import type { PageTags } from '#shared/third-party-tags';
import type { AppEnv } from '../env';
import { cspExtension } from '../csp/extend-csp';
import type { CspDirectives } from '../middleware/security-headers';
import { GTM_ORIGIN, KAKAO_PIXEL_SCRIPT, requestTags } from './page-tags';

/** Google's list for the tag manager with GA4 (developers.google.com/tag-platform/security/guides/csp). */
const GOOGLE_TAG_SOURCES: Partial<CspDirectives> = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  'connect-src': ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};
/** Kakao Pixel reports to Kakao's and Daum's ad hosts. */
const KAKAO_PIXEL_SOURCES: Partial<CspDirectives> = {
  'script-src': ['https://t1.daumcdn.net'],
  'img-src': ['https://*.daum.net', 'https://*.kakao.com'],
  'connect-src': ['https://*.daum.net', 'https://*.kakao.com'],
};

function originOf(url: string): string {
  return new URL(url).origin;
}

/** A script that loads from `src` and talks back to the same origin. */
function ownOrigin(src: string): Partial<CspDirectives> {
  const origin = originOf(src);
  return { 'script-src': [origin], 'connect-src': [origin], 'img-src': [origin] };
}

/** Every source the page's tags need, one directive map per tag. */
export function tagsCsp(tags: PageTags): Partial<CspDirectives>[] {
  const sources: Partial<CspDirectives>[] = [];
  if (tags.tagManager) sources.push(originOf(tags.tagManager.src) === GTM_ORIGIN ? GOOGLE_TAG_SOURCES : ownOrigin(tags.tagManager.src));
  if (tags.personalization) sources.push(ownOrigin(tags.personalization.src));
  if (tags.adKit) sources.push(tags.adKit.src === KAKAO_PIXEL_SCRIPT ? KAKAO_PIXEL_SOURCES : ownOrigin(tags.adKit.src));
  if (tags.monitoring) {
    // Session replay compresses in a worker it starts from a blob URL.
    sources.push({ 'script-src': [originOf(tags.monitoring.src)], 'connect-src': [originOf(tags.monitoring.dsn)], 'worker-src': ["'self'", 'blob:'] });
  }
  return sources;
}

/** Adds the configured tags' sources to every answer's Content-Security-Policy. */
export function tagsCspHeaders(): MiddlewareHandler<AppEnv> {
  return cspExtension((c) => tagsCsp(requestTags(c)));
}
