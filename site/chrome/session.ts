/**
 * Whether the visitor is logged in, and the auth token the API client sends as `Bearer`.
 * The auth cookie is HttpOnly, so the worker's get-cookie endpoint answers for it. It is
 * asked once per page (by the customer store, or on the first login-required click) and its
 * answer kept for the page.
 */
import { atom } from 'nanostores';
import { LOCALE_BASE } from '#shared/site-path';

export type SessionState = 'unknown' | 'checking' | 'logged-in' | 'logged-out';

export const $session = atom<SessionState>('unknown');

const SECTIONS = ['dp', 'or', 'ca', 'cu'];

/** The get-cookie endpoint of the section the page belongs to, `dp` outside any section. */
export function getCookieUrl(pathname: string): string {
  const section = pathname.startsWith(`${LOCALE_BASE}/`) ? pathname.slice(LOCALE_BASE.length + 1).split('/', 1)[0] : '';
  return `${LOCALE_BASE}/${SECTIONS.includes(section) ? section : 'dp'}/node/cookie/get-cookie`;
}

let pending: Promise<string | null> | null = null;
let token: string | null = null;

/** Resolves whether the visitor is logged in; asks the worker at most once per page. */
export async function checkLoggedIn(): Promise<boolean> {
  return (await getToken()) !== null;
}

/** The auth token, or null for a guest; asks the worker at most once per page. */
export function getToken(): Promise<string | null> {
  const state = $session.get();
  if (state === 'logged-in' || state === 'logged-out') return Promise.resolve(token);
  pending ??= askWorker().finally(() => {
    pending = null;
  });
  return pending;
}

async function askWorker(): Promise<string | null> {
  $session.set('checking');
  try {
    const response = await fetch(getCookieUrl(location.pathname), { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`get-cookie answered ${response.status}`);
    const body: unknown = await response.json();
    const value = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : null;
    token = typeof value === 'string' && value !== '' ? value : null;
    $session.set(token ? 'logged-in' : 'logged-out');
    return token;
  } catch {
    // A failed check is not an answer: treat this click as a guest's and ask again next time.
    token = null;
    $session.set('unknown');
    return null;
  }
}

/** Forgets the stored token: the visitor is a guest for the rest of this page (logout, a dead token). */
export function forgetToken(): void {
  pending = null;
  token = null;
  $session.set('logged-out');
}

/** Forgets the cached answer, for tests and for a login or logout that happens on this page. */
export function resetSession(): void {
  pending = null;
  token = null;
  $session.set('unknown');
}
