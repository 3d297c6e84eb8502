/**
 * Whether the visitor is logged in, as far as the chrome needs to know: for login-required links
 * (SPEC §4). The auth cookie is HttpOnly, so the worker's get-cookie endpoint answers for it. It
 * is asked once, on the first login-required click, and its answer kept for the page.
 */
import { atom } from 'nanostores';
import { LOCALE_BASE } from '../../shared/site-path';

export type SessionState = 'unknown' | 'checking' | 'logged-in' | 'logged-out';

export const $session = atom<SessionState>('unknown');

const SECTIONS = ['dp', 'or', 'ca', 'cu'];

/** The get-cookie endpoint of the section the page belongs to, `dp` outside any section. */
export function getCookieUrl(pathname: string): string {
  const section = pathname.startsWith(`${LOCALE_BASE}/`) ? pathname.slice(LOCALE_BASE.length + 1).split('/', 1)[0] : '';
  return `${LOCALE_BASE}/${SECTIONS.includes(section) ? section : 'dp'}/node/cookie/get-cookie`;
}

let pending: Promise<boolean> | null = null;

/** Resolves whether the visitor is logged in; asks the worker at most once per page. */
export function checkLoggedIn(): Promise<boolean> {
  const state = $session.get();
  if (state === 'logged-in' || state === 'logged-out') return Promise.resolve(state === 'logged-in');
  pending ??= askWorker().finally(() => {
    pending = null;
  });
  return pending;
}

async function askWorker(): Promise<boolean> {
  $session.set('checking');
  try {
    const response = await fetch(getCookieUrl(location.pathname), { credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) throw new Error(`get-cookie answered ${response.status}`);
    const body: unknown = await response.json();
    const token = typeof body === 'object' && body !== null ? (body as { token?: unknown }).token : null;
    const loggedIn = typeof token === 'string' && token !== '';
    $session.set(loggedIn ? 'logged-in' : 'logged-out');
    return loggedIn;
  } catch {
    // A failed check is not an answer: treat this click as a guest's and ask again next time.
    $session.set('unknown');
    return false;
  }
}

/** Forgets the cached answer, for tests and for a login or logout that happens on this page. */
export function resetSession(): void {
  pending = null;
  $session.set('unknown');
}
