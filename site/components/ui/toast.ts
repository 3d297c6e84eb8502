/**
 * Toasts: a routine result (담았습니다, 저장되었습니다) said in passing. They sit in one polite live
 * region (`role="status"`), so a screen reader reads them without moving focus, and leave by
 * themselves after `TOAST_MS`; nothing has to be tapped away. Built with DOM calls and
 * textContent only (server text must never become markup) and no inline script, which the CSP
 * forbids. A warning or a question that needs an answer is a modal instead (`tell`, `ask`).
 */
import './toast.css';

export const TOAST_MS = 3500;
export const TOAST_REGION_LABEL = '알림 메시지';

/** A live region announces changes made after it is in the page, so a new one waits this long. */
const NEW_REGION_DELAY_MS = 100;

function region(): { live: HTMLElement; created: boolean } {
  const found = document.querySelector<HTMLElement>('[data-toasts]');
  if (found) return { live: found, created: false };
  const created = document.createElement('div');
  created.className = 'ui-toasts';
  created.dataset.toasts = '';
  created.setAttribute('role', 'status');
  created.setAttribute('aria-live', 'polite');
  created.setAttribute('aria-label', TOAST_REGION_LABEL);
  document.body.append(created);
  return { live: created, created: true };
}

/** Shows `text` for `TOAST_MS`; the region is created first so that the text is announced. */
export function showToast(text: string): void {
  const { live, created } = region();
  const toast = document.createElement('p');
  toast.className = 'ui-toast';
  toast.textContent = text;
  const show = () => {
    live.append(toast);
    setTimeout(() => toast.remove(), TOAST_MS);
  };
  if (created) setTimeout(show, NEW_REGION_DELAY_MS);
  else show();
}
