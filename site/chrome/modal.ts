/**
 * Draws the alert stack of `modal-store.ts`: accessible alert dialogs, the newest on top, focus
 * kept inside the top one and given back afterwards, Escape as cancel, and the page behind
 * locked from scrolling while any is open.
 */
import { drawModal } from './modal-dialog';
import { $modals, closeModal, DEFAULT_CANCEL_LABEL, openModal, topModal, type ModalEntry, type ModalOptions } from './modal-store';

export { $modals } from './modal-store';
export type { ModalOptions } from './modal-store';

/** One button, 확인 by default. Resolves `true` when it is chosen, `false` on Escape. */
export function showAlert(options: ModalOptions): Promise<boolean> {
  startModalView();
  return openModal(options);
}

/** 확인 and 취소. Resolves `true` only for 확인. */
export function showConfirm(options: ModalOptions): Promise<boolean> {
  startModalView();
  return openModal({ ...options, cancelLabel: options.cancelLabel ?? DEFAULT_CANCEL_LABEL });
}

interface Drawn {
  root: HTMLElement;
  /** Where focus was before this modal opened, to give it back when it closes. */
  returnFocus: Element | null;
}

const drawn = new Map<number, Drawn>();
let started = false;
let locking = false;
/** Whether <body> was already locked by someone else, so the last close leaves it locked. */
let lockedBefore = false;

function startModalView(): void {
  if (started) return;
  started = true;
  $modals.subscribe(render);
  document.addEventListener('keydown', onKeydown);
}

function render(modals: readonly ModalEntry[]): void {
  const open = new Set(modals.map((entry) => entry.id));
  let focusNext: Element | null = null;
  for (const [id, item] of drawn) {
    if (open.has(id)) continue;
    drawn.delete(id);
    const hadFocus = item.root.contains(document.activeElement) || document.activeElement === document.body;
    item.root.remove();
    if (hadFocus) focusNext = item.returnFocus;
    // A modal opened from this one gives focus back to where this one would have.
    for (const other of drawn.values()) {
      if (other.returnFocus && item.root.contains(other.returnFocus)) other.returnFocus = item.returnFocus;
    }
  }
  for (const entry of modals) {
    if (drawn.has(entry.id)) continue;
    const root = drawModal(entry, (confirmed) => closeModal(entry.id, confirmed));
    drawn.set(entry.id, { root, returnFocus: document.activeElement });
    document.body.append(root);
    // Focused right away, so a second modal opened in the same tick returns focus to this one.
    const confirm = root.querySelector<HTMLElement>('[data-modal-confirm]');
    confirm?.focus();
    focusNext = confirm;
  }
  // Only the top modal takes input; the ones below wait their turn. Set before focusing, since
  // an inert button cannot take focus back.
  modals.forEach((entry, index) => drawn.get(entry.id)?.root.toggleAttribute('inert', index < modals.length - 1));
  if (focusNext instanceof HTMLElement && focusNext.isConnected) focusNext.focus();
  lockScroll(modals.length > 0);
}

function lockScroll(lock: boolean): void {
  const { classList } = document.body;
  if (lock && !locking) {
    locking = true;
    lockedBefore = classList.contains('scroll-locked');
    classList.add('scroll-locked');
  } else if (!lock && locking) {
    locking = false;
    if (!lockedBefore) classList.remove('scroll-locked');
  }
}

function onKeydown(event: KeyboardEvent): void {
  const top = topModal();
  const root = top && drawn.get(top.id)?.root;
  if (!top || !root) return;
  if (event.key === 'Escape') {
    event.preventDefault();
    closeModal(top.id, false);
  } else if (event.key === 'Tab') {
    trapTab(event, root);
  }
}

/** aria-modal promises that focus stays in the dialog, so Tab cycles through its buttons. */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  const buttons = [...root.querySelectorAll<HTMLElement>('button')];
  const first = buttons[0];
  const last = buttons[buttons.length - 1];
  const active = document.activeElement;
  const outside = !root.contains(active);
  if (event.shiftKey && (active === first || outside)) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && (active === last || outside)) {
    event.preventDefault();
    first?.focus();
  }
}
