/**
 * The form recipe's DOM binding (ADR 014), for the member screens that ship no React (ADR 007):
 * a message beside each field (tied to it by aria-describedby and aria-invalid) and one message
 * for the whole form in a role="alert" region, placed by the same core as the islands' `useForm`.
 * Messages go in as text only: some come from the server.
 */
import type { ApiError } from '#lib/api-client';
import { focusFirstInvalid, placeRefusal } from './field-errors';

export { focusFirstInvalid };

export type Tone = 'error' | 'ok' | 'info';

function messageFor(form: HTMLElement, name: string): HTMLElement | null {
  return form.querySelector<HTMLElement>(`[data-message-for="${name}"]`);
}

/** Shows (or, with null, clears) the message beside field `name`. */
export function setFieldMessage(form: HTMLElement, name: string, message: string | null, tone: Tone = 'error'): void {
  const box = messageFor(form, name);
  if (box) {
    box.textContent = message ?? '';
    box.dataset.tone = tone;
  }
  for (const control of form.querySelectorAll(`[name="${name}"]`)) {
    if (message && tone === 'error') control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
  }
}

/** The form-wide message; an empty text clears it. */
export function setFormMessage(root: HTMLElement, text: string, tone: Tone = 'error'): void {
  const box = root.querySelector<HTMLElement>('[data-form-message]');
  if (!box) return;
  box.textContent = text;
  box.dataset.tone = tone;
}

export function clearMessages(form: HTMLElement): void {
  for (const box of form.querySelectorAll<HTMLElement>('[data-message-for]')) setFieldMessage(form, box.dataset.messageFor!, null);
  setFormMessage(form, '');
}

/**
 * Shows a gateway error where it belongs: each of its `fields` beside that field (when the form
 * has it), anything else as the form message. `fieldOf` maps other codes to a field (409s).
 */
export function showApiError(form: HTMLElement, error: ApiError, fieldOf: Record<string, string> = {}): void {
  const known = [...form.querySelectorAll<HTMLElement>('[data-message-for]')].map((box) => box.dataset.messageFor!);
  const placed = placeRefusal(error, known, fieldOf);
  for (const [name, message] of Object.entries(placed.fields)) setFieldMessage(form, name, message);
  setFormMessage(form, placed.formMessage ?? '입력한 내용을 확인해 주세요.');
  focusFirstInvalid(form);
}

/** Disables the submit button while a request runs, so a double tap sends once. */
export function setBusy(form: HTMLFormElement, busy: boolean): void {
  form.toggleAttribute('aria-busy', busy);
  for (const button of form.querySelectorAll<HTMLButtonElement>('button[type="submit"]')) button.disabled = busy;
}

/** The `successUrl` this screen was opened with, if any; the gateway checks it. */
export function successUrlParam(search = location.search): string | undefined {
  return new URLSearchParams(search).get('successUrl') || undefined;
}
