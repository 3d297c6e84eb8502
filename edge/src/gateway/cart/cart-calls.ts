/**
 * The cart calls under `/or/cart/v1`. A logged-in member's cart is keyed by their
 * customer number; a guest's by the HttpOnly cart cookie (guest-cart.ts, ADR 038), as
 * getOrderCartCount counts it. The `sessId` the bodies still carry names the visit, nothing more.
 */
import { CART_CONTRACTS } from '#shared/schemas/cart-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { summarizeCart } from '#shared/order/cart-rules';
import { readCartLines } from './cart-list';
import { addCartLine, deleteCartLines, updateCartLine } from './cart-lines';
import { mergeGuestCart } from './cart-merge';
import { usableCoupons } from '../order/order-coupons';
import { cartOwnerOf } from './cart-owner';
import { guestCartOf } from './guest-cart';

export const getCartList = defineEndpoint(CART_CONTRACTS.getCartList, async ({ c, db, owner, input }) => {
  // A guest without the cart cookie simply has an empty cart.
  const cart = owner ? await cartOwnerOf(c, owner) : await guestCartOf(c, db, { create: false });
  const lines = cart ? await readCartLines(db, cart, input.selectedCartLineIds) : [];
  const summary = summarizeCart(lines);
  // A member sees what their best coupon would take off; checkout preselects the same one.
  const [best] =
    owner && summary.subtotalAmt > 0
      ? await usableCoupons(
          db,
          owner.incsNo,
          input.inmChnCd,
          lines.filter((line) => line.selectedYn === 'Y'),
        )
      : [];
  if (best) Object.assign(summary, { bestCouponDcAmt: best.discountAmt, bestCouponNm: best.cpnNm });
  return { data: { lines, summary } };
});

export const addCartLineCall = defineEndpoint(CART_CONTRACTS.addCartLine, async ({ c, db, owner, input }) => ({
  data: await addCartLine(db, await cartOwnerOf(c, owner, { create: true }), input),
}));

export const updateCartLineCall = defineEndpoint(CART_CONTRACTS.updateCartLine, async ({ c, db, owner, input }) => ({
  data: await updateCartLine(db, await cartOwnerOf(c, owner), input),
}));

export const deleteCartLinesCall = defineEndpoint(CART_CONTRACTS.deleteCartLines, async ({ c, db, owner, input }) => ({
  data: { deletedCnt: await deleteCartLines(db, await cartOwnerOf(c, owner), input.cartLineIds) },
}));

// At login the member takes this browser's guest cart: the cookie's, whatever `sessId` the body names.
export const mergeGuestCartCall = defineEndpoint(CART_CONTRACTS.mergeGuestCart, async ({ c, db, owner }) => {
  const guest = await guestCartOf(c, db, { create: false });
  return { data: await mergeGuestCart(db, owner.incsNo, guest?.cartKey ?? null) };
});

/** The cart calls, in the order the cart screen uses them. */
export const CART_ENDPOINTS: readonly Endpoint[] = [getCartList, addCartLineCall, updateCartLineCall, deleteCartLinesCall, mergeGuestCartCall];
