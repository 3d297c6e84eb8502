/**
 * The header's cart badge across tabs: after any change the count is asked again here and every
 * other open tab is told to ask too, over a BroadcastChannel or, where there is none, through a
 * `storage` event. Each tab re-asks getOrderCartCount rather than trusting a number sent to it.
 */
import { SESSION_ID_COOKIE } from '#shared/cookies';
import { CUSTOMER_ROUTES } from '#shared/schemas/customer-routes';
import { callApi } from '#lib/api-client';
import { readCookie } from '#lib/cookies';
import { $customer } from '../member/store';

export const CART_CHANNEL = 'nokcha-cart';
export const CART_STORAGE_KEY = 'nokcha-cart-changed';

type Listener = () => void;

const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;
let started = false;

function openChannel(): BroadcastChannel | null {
  if (channel === undefined) channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CART_CHANNEL) : null;
  return channel;
}

/**
 * The count getOrderCartCount answers (the session's guest lines plus the member's). Asked here,
 * not through cart-api.ts, so every page's script does not carry the cart screen's calls.
 */
async function fetchCartCount(): Promise<number> {
  const answer = await callApi(CUSTOMER_ROUTES.getOrderCartCount, { sessId: readCookie(SESSION_ID_COOKIE) ?? '' });
  const count = Number(answer?.data && 'prdCnt' in answer.data ? answer.data.prdCnt : NaN);
  return Number.isFinite(count) && count >= 0 ? count : 0;
}

/** Asks the count again and shows it in the badge (`$customer.extras.prdCnt`); failures keep the old count. */
export async function updateCartBadge(): Promise<void> {
  try {
    const prdCnt = await fetchCartCount();
    const state = $customer.get();
    $customer.set({ ...state, extras: { ...state.extras, prdCnt } });
  } catch {
    // Count failures are silent.
  }
}

/** Tells every other tab of this shop that the cart changed. */
export function announceCartChange(): void {
  const open = openChannel();
  if (open) {
    open.postMessage({ type: 'cart-changed', at: Date.now() });
    return;
  }
  try {
    // A new value every time, or a second change in the same millisecond would fire no event.
    localStorage.setItem(CART_STORAGE_KEY, `${Date.now()}:${Math.random()}`);
  } catch {
    // Storage may be off (private mode): the other tabs catch up on their next page view.
  }
}

/** Updates this tab's badge and tells the other tabs: call after anything that changes the cart. */
export async function refreshCartCount(): Promise<void> {
  announceCartChange();
  await updateCartBadge();
}

/** Hears changes made in other tabs (the cart screen reloads its lines); returns the unsubscribe. */
export function onCartChangedElsewhere(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function changedElsewhere(): void {
  void updateCartBadge();
  for (const listener of [...listeners]) listener();
}

/** Starts listening to the other tabs, once per page. */
export function startCartCountSync(): void {
  if (started) return;
  started = true;
  const open = openChannel();
  if (open) open.addEventListener('message', changedElsewhere);
  else
    window.addEventListener('storage', (event) => {
      if (event.key === CART_STORAGE_KEY) changedElsewhere();
    });
}
