/**
 * Which part of the for-me screen shows: the login prompt (guest), the skin types and the list
 * (member) or the status line alone (error). Apart from `for-me-view.ts` so that a guest's page
 * shows its prompt without fetching the recommendations' code.
 */
export type ForMeState = 'guest' | 'member' | 'error';

export function showForMe(root: HTMLElement, state: ForMeState, message = ''): void {
  root.dataset.state = state;
  root.querySelector<HTMLElement>('[data-for-me-guest]')?.toggleAttribute('hidden', state !== 'guest');
  root.querySelector<HTMLElement>('[data-for-me-skin]')?.toggleAttribute('hidden', state !== 'member');
  root.querySelector<HTMLElement>('[data-for-me-list]')?.toggleAttribute('hidden', state !== 'member');
  const status = root.querySelector<HTMLElement>('[data-for-me-status]');
  if (status) {
    status.textContent = message;
    status.hidden = state === 'guest';
  }
}
