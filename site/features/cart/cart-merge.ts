/**
 * Merging the guest cart into the member's: after a login signal, and whenever a
 * member opens the cart. The gateway takes the session's guest lines in one batch, so calling it
 * again merges nothing; the shopper hears about it only when a quantity had to be lowered.
 */
import { $customer, type CustomerState } from '../member/store';
import { mergeGuestCart, sessionId, type MergeResult } from './cart-api';
import { refreshCartCount } from './cart-count';
import { tell } from '#components/ui/tell.ts';

type Alert = (options: { title?: string; text: string }) => Promise<unknown>;

const siteAlert: Alert = tell;

let running: Promise<MergeResult | null> | null = null;

/** Resolves with `$customer` once this page knows who is shopping. */
export function customerSettled(): Promise<CustomerState> {
  return new Promise((resolve) => {
    const stop = $customer.subscribe((state) => {
      if (state.status === 'loading' || !state.loaded) return;
      // The first call runs before `stop` is assigned; unsubscribing waits a microtask for it.
      queueMicrotask(() => stop());
      resolve(state);
    });
  });
}

async function merge(alert: Alert): Promise<MergeResult | null> {
  if ($customer.get().status !== 'member' || sessionId() === '') return null;
  try {
    const result = await mergeGuestCart();
    if (result.mergedCnt > 0) await refreshCartCount();
    // Not awaited: the cart may load behind the alert.
    if (result.cappedLines.length > 0) void alert({ title: '알림', text: result.message });
    return result;
  } catch {
    // The guest lines stay where they are; the next login or cart visit merges them.
    return null;
  }
}

/** Merges now when the shopper is a member (one call at a time per page); null when nothing was asked. */
export function mergeGuestCartNow(alert: Alert = siteAlert): Promise<MergeResult | null> {
  running ??= merge(alert).finally(() => {
    running = null;
  });
  return running;
}

/** After a login signal: waits for the customer to load, then merges for a member. */
export async function mergeAfterLogin(alert: Alert = siteAlert): Promise<MergeResult | null> {
  const state = await customerSettled();
  return state.status === 'member' ? mergeGuestCartNow(alert) : null;
}
