/**
 * The locale base path and the rule that prefixes section links with it.
 */

/** Only the Korean locale of the Korean shop is configured. */
export const LOCALE_BASE = '/kr/ko';
export const SUPPORTED_LOCALES = ['ko'] as const;
export const DEFAULT_LOCALE = 'ko';

/** Sections whose links get the locale base: display, orders, campaign, customer. */
const SECTIONS = ['dp', 'or', 'ca', 'cu'];

/**
 * Turns `dp/best`, `/dp/best` or `/kr/ko/dp/best` into `/kr/ko/dp/best`. Anything else
 * (other paths, absolute URLs, fragments) comes back unchanged.
 */
export function sitePath(href: string): string {
  if (/^[a-z][a-z0-9+.-]*:|^\/\/|^#/i.test(href)) return href;
  const trimmed = href.startsWith('/') ? href.slice(1) : href;
  const section = trimmed.split(/[/?#]/, 1)[0];
  return SECTIONS.includes(section) ? `${LOCALE_BASE}/${trimmed}` : href;
}

/** The main page, where a link to home scrolls to the top instead of reloading. */
export const MAIN_PATH = LOCALE_BASE;
