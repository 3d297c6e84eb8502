/**
 * Draws the alert stack of `modal-store.ts`: accessible alert dialogs, the newest on top. Each is a
 * layer of the site's one layer stack (`components/ui/layer-stack.ts`), which keeps focus inside
 * the top one and gives it back, makes Escape cancel, and locks the page behind from scrolling,
 * also when an alert opens over an island's dialog.
 */
import { drawModal } from './modal-dialog';
import { openLayer } from '#components/ui/layer-stack.ts';
import { $modals, closeModal, DEFAULT_CANCEL_LABEL, openModal, type ModalEntry, type ModalOptions } from './modal-store';

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

/** Each drawn modal and the function that takes it off the layer stack. */
const drawn = new Map<number, { root: HTMLElement; close: () => void }>();
let started = false;

function startModalView(): void {
  if (started) return;
  started = true;
  $modals.subscribe(render);
}

function render(modals: readonly ModalEntry[]): void {
  const open = new Set(modals.map((entry) => entry.id));
  for (const [id, item] of drawn) {
    if (open.has(id)) continue;
    drawn.delete(id);
    item.close();
    item.root.remove();
  }
  for (const entry of modals) {
    if (drawn.has(entry.id)) continue;
    const root = drawModal(entry, (confirmed) => closeModal(entry.id, confirmed));
    document.body.append(root);
    const close = openLayer(root, { onEscape: () => closeModal(entry.id, false) });
    drawn.set(entry.id, { root, close });
    // Focused right away, so a second modal opened in the same tick returns focus to this one.
    root.querySelector<HTMLElement>('[data-modal-confirm]')?.focus();
  }
}
