/**
 * Locale routing: every page lives under `/kr/{locale}`. The locale comes from the
 * route, then the locale cookie, then Accept-Language; only supported locales count, so a URL
 * naming another locale, the bare root, and bare section links (`/dp/best`) are redirected to
 * the resolved one. Page responses remember the locale in a cookie for a year (not for crawlers).
 */
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE } from '#shared/cookies';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES } from '#shared/site-path';
import { appendSetCookie, isSecureUrl, serializeCookie } from '../cookies';
import type { AppEnv } from '../env';
import { isCrawler } from './device';

export type Locale = (typeof SUPPORTED_LOCALES)[number];
export type LocaleSource = 'route' | 'cookie' | 'browser' | 'default';

export interface LocaleInputs {
  /** The `{locale}` segment of `/kr/{locale}/…`, when the path has one. */
  route?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}

const COUNTRY = '/kr';
/** Sections whose bare paths (`/dp/best`) belong under the locale base. */
const SECTIONS = new Set(['dp', 'or', 'ca', 'cu']);
/** A path segment that names a locale (`en`, `en-US`, `zh-Hant`), as opposed to a file or page. */
const LOCALE_TAG = /^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/i;
/** Redirect answers depend on these request headers. */
const REDIRECT_VARY = 'Cookie, Accept-Language';

/** The supported locale a language tag stands for (`ko-KR` → `ko`), or null. */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  const primary = tag?.trim().toLowerCase().split('-')[0] ?? '';
  return (SUPPORTED_LOCALES as readonly string[]).includes(primary) ? (primary as Locale) : null;
}

/** Language tags of an Accept-Language header, most preferred first; `q=0` and `*` dropped. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries = header.split(',').flatMap((part, index) => {
    const [tag, ...params] = part.trim().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    return tag && tag !== '*' && Number.isFinite(q) && q > 0 ? [{ tag: tag.trim(), q, index }] : [];
  });
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((entry) => entry.tag);
}

/** Route, then cookie, then browser, then the default: the first supported locale wins. */
export function resolveLocale(inputs: LocaleInputs): { locale: Locale; source: LocaleSource } {
  const fromRoute = supportedLocale(inputs.route);
  if (fromRoute) return { locale: fromRoute, source: 'route' };
  const fromCookie = supportedLocale(inputs.cookie);
  if (fromCookie) return { locale: fromCookie, source: 'cookie' };
  for (const tag of parseAcceptLanguage(inputs.acceptLanguage)) {
    const fromBrowser = supportedLocale(tag);
    if (fromBrowser) return { locale: fromBrowser, source: 'browser' };
  }
  return { locale: DEFAULT_LOCALE, source: 'default' };
}

/**
 * Where a request must go instead, or null when its path is fine as it is. `search` is kept.
 * `/`, `/kr`, `/kr/` → `/kr/{locale}`; `/kr/en/dp/best` → `/kr/ko/dp/best`; `/dp/best` and
 * `/kr/dp/best` → `/kr/ko/dp/best`. Other paths (files, /api, /member) are left alone.
 */
export function localeRedirect(pathname: string, search: string, inputs: Omit<LocaleInputs, 'route'>): string | null {
  const target = (rest: string) => `${COUNTRY}/${resolveLocale(inputs).locale}${rest}${search}`;
  if (pathname === '/' || pathname === COUNTRY || pathname === `${COUNTRY}/`) return target('');
  const segments = pathname.split('/');
  // ['', 'kr', 'en', 'dp', …]
  if (segments[1] === 'kr' && SECTIONS.has(segments[2])) return target(pathname.slice(COUNTRY.length));
  if (segments[1] === 'kr' && segments.length > 2 && LOCALE_TAG.test(segments[2])) {
    if ((SUPPORTED_LOCALES as readonly string[]).includes(segments[2])) return null;
    const route = supportedLocale(segments[2]) ?? undefined;
    const rest = segments.slice(3).join('/');
    return `${COUNTRY}/${resolveLocale({ ...inputs, route }).locale}${rest ? `/${rest}` : ''}${search}`;
  }
  if (SECTIONS.has(segments[1])) return target(pathname);
  return null;
}

export interface LocaleOptions {
  /** Redirect status; 302 because the target depends on cookie and browser. */
  status?: 301 | 302 | 307 | 308;
}

/** Redirects to the locale route and keeps the locale cookie in step with the route. */
export function locale(options: LocaleOptions = {}): MiddlewareHandler<AppEnv> {
  const status = options.status ?? 302;
  return async (c, next) => {
    const url = new URL(c.req.url);
    const cookie = getCookie(c, LOCALE_COOKIE) ?? null;
    const redirect = localeRedirect(url.pathname, url.search, { cookie, acceptLanguage: c.req.header('accept-language') });
    if (redirect !== null) {
      return c.body(null, status, { Location: redirect, Vary: REDIRECT_VARY, 'Cache-Control': 'no-store' });
    }
    await next();
    // Past the redirect, a path under /kr names a supported locale exactly.
    const [, country, routeLocale] = url.pathname.split('/');
    if (country !== 'kr' || routeLocale === cookie || !supportedLocale(routeLocale) || !isPage(c.req.method, c.res)) return;
    // Crawlers get no cookies: the URL already names the locale they index.
    if (isCrawler(c)) return;
    const value = serializeCookie(LOCALE_COOKIE, routeLocale, { maxAge: LOCALE_COOKIE_MAX_AGE, secure: isSecureUrl(url) });
    appendSetCookie(c, value);
  };
}

/** A successful HTML answer to a page view; JSON endpoints, files and errors get no cookie. */
function isPage(method: string, response: Response): boolean {
  const type = response.headers.get('content-type') ?? '';
  return (method === 'GET' || method === 'HEAD') && response.status >= 200 && response.status < 300 && type.startsWith('text/html');
}
