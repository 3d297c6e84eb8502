/**
 * The markup of one alert dialog, built with DOM calls and textContent only: messages
 * may carry text from the server or from the user, and must never become markup.
 */
import type { ModalEntry } from './modal-store';

/** An alertdialog inside its backdrop; `close` is called with `true` for the confirm button. */
export function drawModal(entry: ModalEntry, close: (confirmed: boolean) => void): HTMLElement {
  const idBase = `modal-${entry.id}`;
  const backdrop = element('div', 'modal-backdrop');
  backdrop.dataset.modal = String(entry.id);
  const dialog = element('div', 'modal');
  dialog.setAttribute('role', 'alertdialog');
  dialog.setAttribute('aria-modal', 'true');
  const text = element('p', 'modal__text', entry.text);
  text.id = `${idBase}-text`;
  if (entry.title) {
    const title = element('h2', 'modal__title', entry.title);
    title.id = `${idBase}-title`;
    dialog.append(title);
    dialog.setAttribute('aria-labelledby', title.id);
    dialog.setAttribute('aria-describedby', text.id);
  } else {
    // Without a title the text names the dialog; describing it again would read it twice.
    dialog.setAttribute('aria-labelledby', text.id);
  }
  const buttons = element('div', 'modal__buttons');
  if (entry.cancelLabel !== undefined) {
    const cancel = element('button', 'button', entry.cancelLabel);
    cancel.addEventListener('click', () => close(false));
    buttons.append(cancel);
  }
  const confirm = element('button', 'button button--primary', entry.confirmLabel);
  confirm.dataset.modalConfirm = '';
  confirm.addEventListener('click', () => close(true));
  buttons.append(confirm);
  dialog.append(text, buttons);
  backdrop.append(dialog);
  return backdrop;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (node instanceof HTMLButtonElement) node.type = 'button';
  // textContent, never innerHTML: messages may carry text from the server or the user.
  if (text !== undefined) node.textContent = text;
  return node;
}
