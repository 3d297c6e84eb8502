/**
 * The shop's public origin, for what must be an absolute URL: canonical links, Open Graph and
 * JSON-LD. Static pages are built once and served from that origin, so it is fixed at build time.
 */

/** The production origin, used when the build is not told otherwise. */
export const DEFAULT_SITE_ORIGIN = 'https://www.nokcha.shop';

/**
 * The origin to print: `configured` (the build's `SITE_ORIGIN` environment variable) when it is an
 * http(s) URL, reduced to its origin; the default otherwise, so a typo never yields broken links.
 */
export function resolveSiteOrigin(configured: string | undefined): string {
  if (!configured) return DEFAULT_SITE_ORIGIN;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : DEFAULT_SITE_ORIGIN;
  } catch {
    return DEFAULT_SITE_ORIGIN;
  }
}

/** `path` on the shop's origin: `/kr/ko/dp/best` → `https://www.nokcha.shop/kr/ko/dp/best`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).href;
}
