/** Shared set-up of the cart's unit tests: a fresh fake gateway, session cookie, customer and cart. */
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

/** The events pushed to the data layer with that name. */
export function tracked(event: string): Record<string, unknown>[] {
  return (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === event) as Record<string, unknown>[];
}

export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
