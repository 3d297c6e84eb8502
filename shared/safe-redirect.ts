/**
 * The one rule for where the member gateway may send a browser (`successUrl`, `cancelUrl`,
 * `loginToMoveUrl`, the logout `domain`): a path on the shop's own origin, or an absolute URL on
 * one of its allowed origins. Anything else, including every trick that makes a browser read a
 * "path" as another host, becomes the main page. The candidate is parsed the way a browser
 * parses it (WHATWG URL), and what comes back is the parser's normalised form, never the raw
 * input, so no later reader can interpret it differently.
 */

/** Where a rejected candidate goes: the main page. */
export const SAFE_REDIRECT_FALLBACK = '/kr/ko';

/** Longer candidates are refused outright; no page of the shop needs more. */
const MAX_LENGTH = 2048;
/** Characters Unicode-aware parsers (or users) may take for a slash or a backslash. */
const SLASH_LOOKALIKES = /[\u2044\u2215\u29f5\u29f8\u29f9\ufe68\uff0f\uff3c]/;
const ABSOLUTE_HTTP = /^https?:\/\/[^/]/i;

export interface SafeRedirectOptions {
  /** The origin of the request being answered, e.g. `https://shop.nokcha.example`. */
  origin: string;
  /** Further origins of the shop that may be named absolutely (another host of the brand). */
  allowedOrigins?: readonly string[];
  /** What a rejected candidate becomes; defaults to `SAFE_REDIRECT_FALLBACK`. */
  fallback?: string;
}

/** The origin of a URL string, or null when it does not parse as http(s). */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * `candidate` when it is a safe place to send the browser, in normalised form: a same-origin
 * path (`/kr/ko/dp/best?x=1`, always starting with exactly one `/`) or an absolute URL on an
 * allowed origin; otherwise the fallback. Never throws.
 */
export function safeRedirect(candidate: unknown, options: SafeRedirectOptions): string {
  const fallback = options.fallback ?? SAFE_REDIRECT_FALLBACK;
  const origin = originOf(options.origin);
  if (typeof candidate !== 'string' || candidate === '' || candidate.length > MAX_LENGTH || origin === null) return fallback;
  if (hasControlOrSpace(candidate) || candidate.includes('\\') || SLASH_LOOKALIKES.test(candidate)) return fallback;

  const isPath = candidate.startsWith('/') && !candidate.startsWith('//');
  if (!isPath && !ABSOLUTE_HTTP.test(candidate)) return fallback;

  let url: URL;
  try {
    url = new URL(candidate, `${origin}/`);
  } catch {
    return fallback;
  }
  if (url.username !== '' || url.password !== '') return fallback;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return fallback;

  if (isPath) {
    // A path can only stay on the request's origin; check what the parser made of it anyway.
    if (url.origin !== origin) return fallback;
    return sameOriginPath(url) ?? fallback;
  }
  const allowed = new Set([origin, ...(options.allowedOrigins ?? []).map(originOf).filter((value): value is string => value !== null)]);
  if (!allowed.has(url.origin)) return fallback;
  if (url.origin === origin) return sameOriginPath(url) ?? fallback;
  return url.href;
}

/** C0 controls, space, DEL and C1 controls: browsers strip or skip some of them inside URLs. */
function hasControlOrSpace(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code <= 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** Path, query and fragment of a same-origin URL, unless the path would read as a host. */
function sameOriginPath(url: URL): string | null {
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\') ? path : null;
}
