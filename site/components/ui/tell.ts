/**
 * The one way a screen tells the shopper about a result or an error (ADR 047):
 * - `tell(text, 'toast')`: a routine result (찜, 배송지 저장), said in passing and gone by itself;
 * - `tell(text)` or `tell({ title, text })`: a modal alert, for a warning or a refusal the
 *   shopper must read before going on; it resolves when 확인 is chosen;
 * - `ask({ … })`: a modal 확인/취소 question, `true` only for 확인.
 * The modal code is loaded when first needed: most visits never show one.
 */
import type { ModalOptions } from '#chrome/modal';
import { showToast } from './toast';

export type TellOptions = string | ModalOptions;

const asOptions = (message: TellOptions): ModalOptions => (typeof message === 'string' ? { text: message } : message);

export async function tell(message: TellOptions, how: 'alert' | 'toast' = 'alert'): Promise<void> {
  if (how === 'toast') return showToast(asOptions(message).text);
  const { showAlert } = await import('#chrome/modal');
  await showAlert(asOptions(message));
}

export async function ask(question: TellOptions): Promise<boolean> {
  const { showConfirm } = await import('#chrome/modal');
  return showConfirm(asOptions(question));
}
