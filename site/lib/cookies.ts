/**
 * Cookies from the browser's side: reading the JS-readable ones (`sessId`, the login signals)
 * and asking the worker to expire one, which is the only way for a shared-domain or HttpOnly
 * cookie (its delete-cookie endpoint).
 */
import { getCookieUrl } from '#chrome/session';

/** The decoded value of a cookie, or null; a malformed encoding is returned as it is. */
export function readCookie(name: string, cookies = document.cookie): string | null {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0 || part.slice(0, index).trim() !== name) continue;
    const raw = part.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

/** `GET /kr/ko/{biz}/node/cookie/delete-cookie/{name}` of the page's section. */
export function deleteCookieUrl(name: string, pathname = location.pathname): string {
  return getCookieUrl(pathname).replace(/get-cookie$/, `delete-cookie/${encodeURIComponent(name)}`);
}

/**
 * Expires a JS-readable cookie in this document at once, whether it was set host-only or on a
 * parent domain: the page does not know the shared domain the worker used, so every parent is
 * tried (a browser ignores the ones the cookie was not set on). The worker's delete still runs;
 * this only makes sure the next page, loaded before that call returns, cannot read it again.
 */
export function expireReadableCookie(name: string, hostname = location.hostname): void {
  const labels = hostname.split('.');
  const isAddress = /^[\d.]+$|:/.test(hostname);
  const domains = isAddress ? [] : labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
  for (const domain of ['', ...domains]) {
    document.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`;
  }
}

/** Asks the worker to expire a cookie; resolves whether it did. Never throws. */
export async function deleteServerCookie(name: string): Promise<boolean> {
  try {
    const response = await fetch(deleteCookieUrl(name), { credentials: 'same-origin', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
