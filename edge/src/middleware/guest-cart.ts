/**
 * The guest cart's HttpOnly cookie (ADR 038, gateway/cart/guest-cart.ts), given on the first page
 * view like `sessId`, so every cart call the page makes already carries it: a cart filled before
 * the cookie existed moves into it on the first of them, and calls side by side agree on one cart.
 */
import type { MiddlewareHandler } from 'hono';
import { giveGuestCart, guestCartToken } from '../gateway/cart/guest-cart';
import type { AppEnv } from '../env';
import { isShopperPageView } from './session-id';

/** Sets `inm_guest_cart` on shoppers' page views that arrive without a well-formed one. */
export function guestCart(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (isShopperPageView(c) && !guestCartToken(c)) giveGuestCart(c);
  };
}
