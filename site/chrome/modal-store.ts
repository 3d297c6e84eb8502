/**
 * The alert stack: every open modal, oldest first, so the newest one is on top.
 * Opening returns a promise that settles when that modal closes; `true` means its confirm
 * button was chosen.
 */
import { atom } from 'nanostores';

export interface ModalOptions {
  title?: string;
  text: string;
  confirmLabel?: string;
  /** Without it the modal is an alert with one button. */
  cancelLabel?: string;
}

export interface ModalEntry {
  id: number;
  title?: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
}

export const DEFAULT_CONFIRM_LABEL = '확인';
export const DEFAULT_CANCEL_LABEL = '취소';

export const $modals = atom<readonly ModalEntry[]>([]);

const settlers = new Map<number, (confirmed: boolean) => void>();
let lastId = 0;

export function openModal(options: ModalOptions): Promise<boolean> {
  const entry: ModalEntry = {
    id: (lastId += 1),
    title: options.title,
    text: options.text,
    confirmLabel: options.confirmLabel ?? DEFAULT_CONFIRM_LABEL,
    cancelLabel: options.cancelLabel,
  };
  return new Promise((resolve) => {
    settlers.set(entry.id, resolve);
    $modals.set([...$modals.get(), entry]);
  });
}

export function closeModal(id: number, confirmed: boolean): void {
  const settle = settlers.get(id);
  if (!settle) return;
  settlers.delete(id);
  $modals.set($modals.get().filter((entry) => entry.id !== id));
  settle(confirmed);
}

export function topModal(): ModalEntry | undefined {
  const modals = $modals.get();
  return modals[modals.length - 1];
}
