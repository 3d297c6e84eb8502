/** The wish calls' contracts: each route with its schemas (ADR 016). */
import { defineContract } from './contract';
import {
  AddWishRequestSchema,
  AddWishResponseSchema,
  DeleteWishesRequestSchema,
  DeleteWishesResponseSchema,
  GetWishListRequestSchema,
  GetWishListResponseSchema,
  GetWishProductNosResponseSchema,
} from './wish-calls';
import { WISH_ROUTES } from './wish-routes';

export const WISH_CONTRACTS = {
  getWishList: defineContract(WISH_ROUTES.getWishList, {
    summary: '위시리스트: 찜한 상품(최신순)과 구매 방식, 옵션별 재고를 페이지로 (회원 전용)',
    request: GetWishListRequestSchema,
    response: GetWishListResponseSchema,
  }),
  getWishProductNos: defineContract(WISH_ROUTES.getWishProductNos, {
    summary: '찜한 상품 번호 목록: 상품 카드의 하트 표시용 (회원 전용)',
    request: undefined,
    response: GetWishProductNosResponseSchema,
  }),
  addWish: defineContract(WISH_ROUTES.addWish, {
    summary: '위시리스트 담기: 이미 담긴 상품은 그대로, 최대 200개',
    request: AddWishRequestSchema,
    response: AddWishResponseSchema,
    errors: ['PRODUCT_NOT_FOUND', 'WISH_LIMIT_EXCEEDED'],
  }),
  deleteWishes: defineContract(WISH_ROUTES.deleteWishes, {
    summary: '위시리스트 삭제: 모두 내 위시리스트의 상품일 때만, 아니면 아무것도 삭제하지 않음',
    request: DeleteWishesRequestSchema,
    response: DeleteWishesResponseSchema,
    errors: ['WISH_ITEM_NOT_FOUND'],
  }),
};
