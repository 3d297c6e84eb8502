/**
 * robots.txt: crawlers may read every shop page except the member's own screens, the
 * order flow, login and join, and the APIs; the sitemap is named with the request's own origin,
 * so every deployment (and preview) points crawlers at itself.
 */
import { MEMBER_GATEWAY_PATH } from '#shared/constants';
import { LOCALE_BASE } from '#shared/site-path';
import { API_BASE } from '../gateway';

export const SITEMAP_PATH = '/sitemap.xml';

/** Path prefixes no crawler should read: personal, transactional or machine-only. */
export const DISALLOWED_PATHS: readonly string[] = [
  `${API_BASE}/`,
  `${MEMBER_GATEWAY_PATH}/`,
  `${LOCALE_BASE}/cu/mypage`,
  `${LOCALE_BASE}/or/`,
  `${LOCALE_BASE}/cu/login`,
  `${LOCALE_BASE}/cu/join`,
];

/** The robots.txt text for a shop served at `origin` (`https://shop.example`). */
export function robotsTxt(origin: string): string {
  const rules = DISALLOWED_PATHS.map((path) => `Disallow: ${path}`).join('\n');
  return `User-agent: *\nAllow: /\n${rules}\n\nSitemap: ${origin}${SITEMAP_PATH}\n`;
}
