/**
 * Cookies from the browser's side: reading the JS-readable ones (`sessId`, the login signals)
 * and asking the worker to expire one, which is the only way for a shared-domain or HttpOnly
 * cookie (SPEC §7 delete-cookie).
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

/** Asks the worker to expire a cookie; resolves whether it did. Never throws. */
export async function deleteServerCookie(name: string): Promise<boolean> {
  try {
    const response = await fetch(deleteCookieUrl(name), { credentials: 'same-origin', cache: 'no-store' });
    return response.ok;
  } catch {
    return false;
  }
}
