/**
 * `$account`: the personal information screen's state. Every change the gateway accepts answers
 * with the whole record, which replaces the one shown, and a note says what changed.
 * The result of an SNS connection arrives as `?sns=` and is shown once, then dropped from the URL.
 */
import { atom } from 'nanostores';
import { SNS_LINK_RESULTS, type SnsLinkResult } from '#shared/account/account-rules';
import type { PersonalInfo } from '#shared/schemas/account-calls';
import { ACCOUNT_ROUTES } from '#shared/schemas/account-routes';
import { callAccount } from './account-api';

export interface AccountState {
  phase: 'loading' | 'ready' | 'error';
  info: PersonalInfo | null;
  note: { tone: 'ok' | 'error'; text: string } | null;
}

export const $account = atom<AccountState>({ phase: 'loading', info: null, note: null });

const patch = (change: Partial<AccountState>) => $account.set({ ...$account.get(), ...change });

/** The note an SNS connection left in the URL, if any. */
export function linkNote(search: string): AccountState['note'] {
  const result = new URLSearchParams(search).get('sns');
  if (!result || !(result in SNS_LINK_RESULTS)) return null;
  return { tone: result === 'connected' ? 'ok' : 'error', text: SNS_LINK_RESULTS[result as SnsLinkResult] };
}

export async function loadAccount(): Promise<void> {
  const note = linkNote(location.search);
  if (note) history.replaceState(null, '', location.pathname);
  try {
    patch({ phase: 'ready', info: (await callAccount(ACCOUNT_ROUTES.getPersonalInfo)).data, note });
  } catch {
    patch({ phase: 'error' });
  }
}

/** A change the gateway accepted: its record and its message. */
export function applyChange(change: { info: PersonalInfo; message: string }): void {
  patch({ info: change.info, note: { tone: 'ok', text: change.message } });
}

export function showNote(note: AccountState['note']): void {
  patch({ note });
}
