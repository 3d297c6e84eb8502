/** Shared set-up of the cart's unit tests: a fresh fake gateway, session cookie, customer and cart. */
import { expect } from 'vitest';
import { resetSession } from '#chrome/session';
import { $customer, EMPTY_EXTRAS } from '#features/member/store.ts';
import { resetCart } from '../store';
import { FakeCartGateway, SESS_ID, TOKEN } from './fake-gateway';

/** A new fake gateway for a guest or a member whose customer has loaded. */
export function shopAs(who: 'guest' | 'member'): FakeCartGateway {
  resetSession();
  resetCart();
  history.replaceState(null, '', '/kr/ko/or/order-cart');
  document.cookie = `sessId=${SESS_ID}`;
  window.dataLayer = [];
  const gateway = new FakeCartGateway().install();
  gateway.token = who === 'member' ? TOKEN : null;
  $customer.set({ status: who, info: null, extras: EMPTY_EXTRAS, loaded: true });
  return gateway;
}

/** The `ecommerce` objects of the GA4 events `event` in the data layer; each must follow GTM's `{ ecommerce: null }` reset. */
export function tracked(event: string): Record<string, unknown>[] {
  const layer = (window.dataLayer ?? []) as { event?: string; ecommerce?: Record<string, unknown> }[];
  return layer.flatMap((entry, at) => {
    if (entry.event !== event) return [];
    expect(layer[at - 1]).toEqual({ ecommerce: null });
    return [entry.ecommerce ?? {}];
  });
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
