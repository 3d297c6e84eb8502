/**
 * The wish calls of the built-in gateway (issue 5 §2) under `/cu/wish/v1`: the wish screen's list,
 * the wished product numbers that mark hearts on cards, adding and deleting. A wishlist is a
 * member's: every call answers a guest 401 `LOGIN_REQUIRED`.
 */
import { toDttm14 } from '../../../../shared/format';
import {
  AddWishRequestSchema,
  AddWishResponseSchema,
  DeleteWishesRequestSchema,
  DeleteWishesResponseSchema,
  GetWishListRequestSchema,
  GetWishListResponseSchema,
  GetWishProductNosResponseSchema,
  WISH_ADDED_MESSAGE,
  WISH_DELETED_MESSAGE,
} from '../../../../shared/schemas/wish-calls';
import type { SessionOwner } from '../../auth/sessions';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { addWish, deleteWishes } from './wish-changes';
import { readWishList, readWishProductNos } from './wish-list';

/** The member's number, or 401 for a guest. */
function memberOf(owner: SessionOwner | null): number {
  if (!owner) throw new GatewayError('LOGIN_REQUIRED');
  return owner.incsNo;
}

export const getWishList = defineEndpoint({
  method: 'POST',
  path: '/cu/wish/v1/getWishList',
  summary: '위시리스트: 찜한 상품(최신순)과 구매 방식, 옵션별 재고를 페이지로 (회원 전용)',
  request: GetWishListRequestSchema,
  response: GetWishListResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const { items, total } = await readWishList(db, memberOf(owner), input.page, input.size, toDttm14(Date.now()));
    return { data: { items, total, page: input.page, size: input.size } };
  },
});

export const getWishProductNos = defineEndpoint({
  method: 'POST',
  path: '/cu/wish/v1/getWishProductNos',
  summary: '찜한 상품 번호 목록: 상품 카드의 하트 표시용 (회원 전용)',
  request: undefined,
  response: GetWishProductNosResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner }) => ({ data: { inmPrdNos: await readWishProductNos(db, memberOf(owner)) } }),
});

export const addWishCall = defineEndpoint({
  method: 'POST',
  path: '/cu/wish/v1/addWish',
  summary: '위시리스트 담기: 이미 담긴 상품은 그대로, 최대 200개 (없는 상품은 404 PRODUCT_NOT_FOUND)',
  request: AddWishRequestSchema,
  response: AddWishResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const result = await addWish(db, memberOf(owner), input.inmPrdNo);
    return { data: { inmPrdNo: input.inmPrdNo, ...result, message: WISH_ADDED_MESSAGE } };
  },
});

export const deleteWishesCall = defineEndpoint({
  method: 'POST',
  path: '/cu/wish/v1/deleteWishes',
  summary: '위시리스트 삭제: 모두 내 위시리스트의 상품일 때만, 아니면 아무것도 삭제하지 않음',
  request: DeleteWishesRequestSchema,
  response: DeleteWishesResponseSchema,
  auth: 'optional',
  handler: async ({ db, owner, input }) => {
    const result = await deleteWishes(db, memberOf(owner), input.inmPrdNos);
    return { data: { ...result, message: WISH_DELETED_MESSAGE } };
  },
});

/** The wish calls, in the order the wish screen uses them. */
export const WISH_ENDPOINTS: readonly Endpoint[] = [getWishList, getWishProductNos, addWishCall, deleteWishesCall];
