/** The cart calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, memberRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  AddCartLineRequestSchema,
  AddCartLineResponseSchema,
  DeleteCartLinesRequestSchema,
  DeleteCartLinesResponseSchema,
  GetCartListRequestSchema,
  GetCartListResponseSchema,
  MergeGuestCartRequestSchema,
  MergeGuestCartResponseSchema,
  UpdateCartLineRequestSchema,
  UpdateCartLineResponseSchema,
} from './cart-calls';

export const CART_ROUTES = {
  getCartList: guestRoute<RequestOf<typeof GetCartListRequestSchema>, ResponseOf<typeof GetCartListResponseSchema>>('POST', '/or/cart/v1/getCartList'),
  addCartLine: guestRoute<RequestOf<typeof AddCartLineRequestSchema>, ResponseOf<typeof AddCartLineResponseSchema>>('POST', '/or/cart/v1/addCartLine'),
  updateCartLine: guestRoute<RequestOf<typeof UpdateCartLineRequestSchema>, ResponseOf<typeof UpdateCartLineResponseSchema>>(
    'POST',
    '/or/cart/v1/updateCartLine',
  ),
  deleteCartLines: guestRoute<RequestOf<typeof DeleteCartLinesRequestSchema>, ResponseOf<typeof DeleteCartLinesResponseSchema>>(
    'POST',
    '/or/cart/v1/deleteCartLines',
  ),
  mergeGuestCart: memberRoute<RequestOf<typeof MergeGuestCartRequestSchema>, ResponseOf<typeof MergeGuestCartResponseSchema>>(
    'POST',
    '/or/cart/v1/mergeGuestCart',
  ),
};
