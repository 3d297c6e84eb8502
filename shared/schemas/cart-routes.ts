/** The cart calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, typedRoutes } from './contract';
import type * as S from './cart-calls';

export const CART_ROUTES = typedRoutes<typeof S>()({
  getCartList: guestRoute('POST', '/or/cart/v1/getCartList'),
  addCartLine: guestRoute('POST', '/or/cart/v1/addCartLine'),
  updateCartLine: guestRoute('POST', '/or/cart/v1/updateCartLine'),
  deleteCartLines: guestRoute('POST', '/or/cart/v1/deleteCartLines'),
  mergeGuestCart: memberRoute('POST', '/or/cart/v1/mergeGuestCart'),
});
