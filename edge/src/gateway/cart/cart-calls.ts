/**
 * The cart calls (issue 5 §1) under `/or/cart/v1`. A logged-in member's cart is keyed by their
 * customer number; a guest's by the `sessId` in the body, as getOrderCartCount counts it.
 */
import { CART_CONTRACTS } from '#shared/schemas/cart-contracts';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { readCartLines, summarizeCart } from './cart-list';
import { addCartLine, deleteCartLines, updateCartLine } from './cart-lines';
import { mergeGuestCart } from './cart-merge';
import { usableCoupons } from '../order/order-coupons';
import { cartOwnerOf } from './cart-owner';

export const getCartList = defineEndpoint(CART_CONTRACTS.getCartList, async ({ db, owner, input }) => {
  // A guest without a session simply has an empty cart.
  const lines = owner || input.sessId !== '' ? await readCartLines(db, cartOwnerOf(owner, input.sessId), input.selectedCartLineIds) : [];
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

export const addCartLineCall = defineEndpoint(CART_CONTRACTS.addCartLine, async ({ db, owner, input }) => ({
  data: await addCartLine(db, cartOwnerOf(owner, input.sessId), input),
}));

export const updateCartLineCall = defineEndpoint(CART_CONTRACTS.updateCartLine, async ({ db, owner, input }) => ({
  data: await updateCartLine(db, cartOwnerOf(owner, input.sessId), input),
}));

export const deleteCartLinesCall = defineEndpoint(CART_CONTRACTS.deleteCartLines, async ({ db, owner, input }) => ({
  data: { deletedCnt: await deleteCartLines(db, cartOwnerOf(owner, input.sessId), input.cartLineIds) },
}));

export const mergeGuestCartCall = defineEndpoint(CART_CONTRACTS.mergeGuestCart, async ({ db, owner, input }) => {
  return { data: await mergeGuestCart(db, owner.incsNo, input.sessId) };
});

/** The cart calls, in the order the cart screen uses them. */
export const CART_ENDPOINTS: readonly Endpoint[] = [getCartList, addCartLineCall, updateCartLineCall, deleteCartLinesCall, mergeGuestCartCall];
