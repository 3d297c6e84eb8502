/**
 * The cart calls (issue 5 §1) under `/or/cart/v1`. A logged-in member's cart is keyed by their
 * customer number; a guest's by the `sessId` in the body, as getOrderCartCount counts it.
 */
import {
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
} from '../../../../shared/schemas/cart-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { readCartLines, summarizeCart } from './cart-list';
import { addCartLine, deleteCartLines, updateCartLine } from './cart-lines';
import { mergeGuestCart } from './cart-merge';
import { usableCoupons } from '../order/order-coupons';
import { cartOwnerOf } from './cart-owner';

export const getCartList = defineEndpoint({
  method: 'POST',
  path: '/or/cart/v1/getCartList',
  summary: '장바구니 목록과 합계: 선택한(없으면 전체) 품절 아닌 상품의 정가, 할인, 배송비, 결제 예정 금액, 회원의 최대 할인 쿠폰',
  request: GetCartListRequestSchema,
  response: GetCartListResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    // A guest without a session simply has an empty cart.
    const lines = owner || input.sessId !== '' ? await readCartLines(db, cartOwnerOf(owner, input.sessId), input.selectedCartLineIds) : [];
    const summary = summarizeCart(lines);
    // A member sees what their best coupon would take off; checkout preselects the same one.
    const [best] = owner && summary.subtotalAmt > 0 ? await usableCoupons(db, owner.incsNo, input.inmChnCd, summary.subtotalAmt) : [];
    if (best) Object.assign(summary, { bestCouponDcAmt: best.discountAmt, bestCouponNm: best.cpnNm });
    return { data: { lines, summary } };
  },
});

export const addCartLineCall = defineEndpoint({
  method: 'POST',
  path: '/or/cart/v1/addCartLine',
  summary: '장바구니 담기: 같은 옵션이 있으면 수량을 더하고, 재고와 1회 구매 한도로 제한',
  request: AddCartLineRequestSchema,
  response: AddCartLineResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: await addCartLine(db, cartOwnerOf(owner, input.sessId), input) }),
});

export const updateCartLineCall = defineEndpoint({
  method: 'POST',
  path: '/or/cart/v1/updateCartLine',
  summary: '장바구니 상품의 수량 또는 옵션(같은 상품) 변경',
  request: UpdateCartLineRequestSchema,
  response: UpdateCartLineResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: await updateCartLine(db, cartOwnerOf(owner, input.sessId), input) }),
});

export const deleteCartLinesCall = defineEndpoint({
  method: 'POST',
  path: '/or/cart/v1/deleteCartLines',
  summary: '장바구니 상품 삭제: 모두 이 장바구니의 상품일 때만',
  request: DeleteCartLinesRequestSchema,
  response: DeleteCartLinesResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => ({ data: { deletedCnt: await deleteCartLines(db, cartOwnerOf(owner, input.sessId), input.cartLineIds) } }),
});

export const mergeGuestCartCall = defineEndpoint({
  method: 'POST',
  path: '/or/cart/v1/mergeGuestCart',
  summary: '로그인 시 비회원 장바구니(sessId)를 회원 장바구니에 합치기: 한 번의 배치, 두 번째 호출은 변화 없음',
  request: MergeGuestCartRequestSchema,
  response: MergeGuestCartResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    if (!owner) throw new GatewayError('LOGIN_REQUIRED');
    return { data: await mergeGuestCart(db, owner.incsNo, input.sessId) };
  },
});

/** The cart calls, in the order the cart screen uses them. */
export const CART_ENDPOINTS: readonly Endpoint[] = [getCartList, addCartLineCall, updateCartLineCall, deleteCartLinesCall, mergeGuestCartCall];
