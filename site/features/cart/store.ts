/**
 * `$cart`: the cart screen's state and every change to it. Components only read it
 * and call these actions. A member's visit merges the guest cart first; each change goes to the
 * gateway, then the lines and the summary of the selection are read again, the header badge is
 * refreshed in every tab, and the change is tracked; the first lines read are `view_cart`.
 */
import { atom } from 'nanostores';
import type { CartLine, CartSummary } from '#shared/schemas/cart-calls';
import type { ProductOption } from '#shared/schemas/display-calls';
import { messageOf } from '#components/ui/message-of.ts';
import { deleteCartLines, fetchCart, fetchProductDetail, updateCartLine } from './cart-api';
import { refreshCartCount } from './cart-count';
import { customerSettled, mergeGuestCartNow } from './cart-merge';
import { isBuyable, reconcileSelection, toggleAllIds, toggleId } from './cart-selection';
import { trackCartChange, trackCartView, type TrackedChange } from './cart-tracking';
import { ask, tell } from '#components/ui/tell.ts';

export interface CartState {
  status: 'loading' | 'ready' | 'error';
  lines: CartLine[];
  /** Selected line ids; never a sold-out line. */
  selected: number[];
  /** Totals of the selection, as the gateway computed them. */
  summary: CartSummary | null;
  /** Each product's options (by inmPrdNo) once read, for the option select. */
  options: Record<string, ProductOption[]>;
  /** Lines with a change in flight. */
  busy: number[];
  /** The gateway's word on a line's last change (capped or refused), by line id. */
  notices: Record<number, string>;
  error: string;
}

const INITIAL: CartState = { status: 'loading', lines: [], selected: [], summary: null, options: {}, busy: [], notices: {}, error: '' };
export const LOAD_ERROR_MESSAGE = '장바구니를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';

export const $cart = atom<CartState>(INITIAL);

const patch = (change: Partial<CartState>) => $cart.set({ ...$cart.get(), ...change });

/** Each read's number: an older answer arriving late must not overwrite a newer one. */
let reads = 0;
/** `view_cart` goes once per visit to the screen, with the lines first shown. */
let viewTracked = false;

/** Reads the lines and the summary of the selection; new lines come selected. */
export async function reloadCart(): Promise<void> {
  const read = (reads += 1);
  const before = $cart.get();
  try {
    const all = await fetchCart();
    const seen = new Set(before.lines.map((line) => line.cartLineId));
    const selected = reconcileSelection(all.lines, seen, new Set(before.selected));
    const everything = selected.length === all.lines.filter(isBuyable).length;
    const { lines, summary } = everything ? all : await fetchCart(selected);
    if (read !== reads) return;
    patch({ status: 'ready', lines, selected, summary, error: '' });
    if (!viewTracked && lines.length > 0) {
      viewTracked = true;
      void trackCartView(lines);
    }
    void loadOptions(lines);
  } catch (error) {
    if (read === reads)
      patch({ status: before.status === 'ready' ? 'ready' : 'error', error: before.status === 'ready' ? messageOf(error) : LOAD_ERROR_MESSAGE });
  }
}

/** The options of every product in the cart not read yet; a failure leaves only the current option. */
async function loadOptions(lines: readonly CartLine[]): Promise<void> {
  const known = $cart.get().options;
  const wanted = new Map(lines.filter((line) => !known[line.inmPrdNo]).map((line) => [line.inmPrdNo, line.productCode]));
  await Promise.all(
    [...wanted].map(async ([inmPrdNo, productCode]) => {
      try {
        const detail = await fetchProductDetail(productCode);
        patch({ options: { ...$cart.get().options, [inmPrdNo]: detail.options } });
      } catch {
        // The select keeps showing the line's own option.
      }
    }),
  );
}

/** The first load of the cart screen: after who is shopping is known, a member's guest cart is merged in. */
export async function startCart(): Promise<void> {
  const customer = await customerSettled();
  if (customer.status === 'member') await mergeGuestCartNow();
  await reloadCart();
}

/** Reads only the summary of the current selection (the lines come along). */
async function refreshSummary(): Promise<void> {
  const read = (reads += 1);
  try {
    const { lines, summary } = await fetchCart($cart.get().selected);
    if (read === reads) patch({ lines, summary });
  } catch (error) {
    if (read === reads) patch({ error: messageOf(error) });
  }
}

export function toggleLine(cartLineId: number): Promise<void> {
  const { lines, selected } = $cart.get();
  patch({ selected: toggleId(lines, selected, cartLineId) });
  return refreshSummary();
}

export function toggleAll(): Promise<void> {
  const { lines, selected } = $cart.get();
  patch({ selected: toggleAllIds(lines, selected) });
  return refreshSummary();
}

/** Runs a change of one line: busy while it runs, its notice after, then the cart and badge again. */
async function changeLine(line: CartLine, run: () => Promise<{ notice: string; newId?: number }>): Promise<void> {
  const id = line.cartLineId;
  patch({ busy: [...$cart.get().busy, id], notices: { ...$cart.get().notices, [id]: '' } });
  let result: { notice: string; newId?: number };
  try {
    result = await run();
  } catch (error) {
    result = { notice: messageOf(error) };
  }
  const { notice, newId = id } = result;
  const state = $cart.get();
  // A line joined into another keeps its place in the selection under the other's id.
  const selected = newId !== id && state.selected.includes(id) ? [...state.selected.filter((other) => other !== id && other !== newId), newId] : state.selected;
  patch({ busy: state.busy.filter((other) => other !== id), notices: { ...state.notices, [newId]: notice }, selected });
  await reloadCart();
  await refreshCartCount();
}

/** Sets a line's quantity; the gateway caps it by stock and the product's limit and says so. */
export function changeQuantity(line: CartLine, qty: number): Promise<void> {
  return changeLine(line, async () => {
    const change = await updateCartLine(line.cartLineId, { qty });
    const delta = change.qty - line.qty;
    const tracked: TrackedChange[] = [{ inmOptnPrdNo: line.inmOptnPrdNo, quantity: Math.abs(delta), price: line.saleAmt }];
    if (delta !== 0) void trackCartChange(delta > 0 ? 'add_to_cart' : 'remove_from_cart', tracked);
    return { notice: change.capped ? change.message : '', newId: change.cartLineId };
  });
}

/** Moves a line to another option of its product (joining a line that already holds it). */
export function changeOption(line: CartLine, inmOptnPrdNo: string): Promise<void> {
  if (inmOptnPrdNo === line.inmOptnPrdNo) return Promise.resolve();
  return changeLine(line, async () => {
    const change = await updateCartLine(line.cartLineId, { inmOptnPrdNo });
    const price = $cart.get().options[line.inmPrdNo]?.find((option) => option.inmOptnPrdNo === inmOptnPrdNo)?.saleAmt;
    void trackCartChange('remove_from_cart', [{ inmOptnPrdNo: line.inmOptnPrdNo, quantity: line.qty, price: line.saleAmt }]);
    void trackCartChange('add_to_cart', [{ inmOptnPrdNo, quantity: line.qty, price }]);
    return { notice: change.capped ? change.message : '', newId: change.cartLineId };
  });
}

type Confirm = (options: { title?: string; text: string }) => Promise<boolean>;
type Alert = (options: { title?: string; text: string }) => Promise<unknown>;

const siteConfirm: Confirm = ask;
const siteAlert: Alert = tell;

export interface DeleteOptions {
  /** The confirmation question; by default it counts the selected lines. */
  question?: string;
  confirm?: Confirm;
  alert?: Alert;
}

/** Deletes `ids` after the shopper confirms; resolves whether anything was deleted. */
export async function deleteLines(ids: readonly number[], { question, confirm = siteConfirm, alert = siteAlert }: DeleteOptions = {}): Promise<boolean> {
  if (ids.length === 0) {
    await alert({ text: '삭제할 상품을 선택해 주세요.' });
    return false;
  }
  if (!(await confirm({ title: '상품 삭제', text: question ?? `선택한 상품 ${ids.length}개를 장바구니에서 삭제하시겠습니까?` }))) return false;
  const removed = $cart.get().lines.filter((line) => ids.includes(line.cartLineId));
  try {
    await deleteCartLines([...ids]);
  } catch (error) {
    await alert({ text: messageOf(error) });
    await reloadCart();
    return false;
  }
  void trackCartChange(
    'remove_from_cart',
    removed.map((line) => ({ inmOptnPrdNo: line.inmOptnPrdNo, quantity: line.qty, price: line.saleAmt })),
  );
  patch({ selected: $cart.get().selected.filter((id) => !ids.includes(id)) });
  await reloadCart();
  await refreshCartCount();
  return true;
}

/** Deletes the selected lines (선택삭제). */
export function deleteSelected(confirm?: Confirm, alert?: Alert): Promise<boolean> {
  return deleteLines($cart.get().selected, { confirm, alert });
}

/** Back to the first state, for tests. */
export function resetCart(): void {
  reads += 1;
  viewTracked = false;
  $cart.set(INITIAL);
}
