/** The cart calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
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
} from './cart-calls';
import { CART_ROUTES } from './cart-routes';

export const CART_CONTRACTS = {
  getCartList: defineContract(CART_ROUTES.getCartList, {
    summary: '장바구니 목록과 합계: 선택한(없으면 전체) 품절 아닌 상품의 정가, 할인, 배송비, 결제 예정 금액, 회원의 최대 할인 쿠폰',
    request: GetCartListRequestSchema,
    response: GetCartListResponseSchema,
  }),
  addCartLine: defineContract(CART_ROUTES.addCartLine, {
    summary: '장바구니 담기: 같은 옵션이 있으면 수량을 더하고, 재고와 1회 구매 한도로 제한',
    request: AddCartLineRequestSchema,
    response: AddCartLineResponseSchema,
  }),
  updateCartLine: defineContract(CART_ROUTES.updateCartLine, {
    summary: '장바구니 상품의 수량 또는 옵션(같은 상품) 변경',
    request: UpdateCartLineRequestSchema,
    response: UpdateCartLineResponseSchema,
  }),
  deleteCartLines: defineContract(CART_ROUTES.deleteCartLines, {
    summary: '장바구니 상품 삭제: 모두 이 장바구니의 상품일 때만',
    request: DeleteCartLinesRequestSchema,
    response: DeleteCartLinesResponseSchema,
  }),
  mergeGuestCart: defineContract(CART_ROUTES.mergeGuestCart, {
    summary: '로그인 시 이 브라우저의 비회원 장바구니(HttpOnly 쿠키 inm_guest_cart)를 회원 장바구니에 합치기: 한 번의 배치, 두 번째 호출은 변화 없음',
    request: MergeGuestCartRequestSchema,
    response: MergeGuestCartResponseSchema,
  }),
};
