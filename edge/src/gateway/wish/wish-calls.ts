/**
 * The wish calls of the built-in gateway under `/cu/wish/v1`: the wish screen's list,
 * the wished product numbers that mark hearts on cards, adding and deleting. Every contract is a
 * member's, so the frame answers a guest 401 `LOGIN_REQUIRED` before these run.
 */
import { toDttm14 } from '#shared/format';
import { WISH_ADDED_MESSAGE, WISH_DELETED_MESSAGE, WISH_CONTRACTS } from '#shared/schemas/wish-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { addWish, deleteWishes } from './wish-changes';
import { readWishList, readWishProductNos } from './wish-list';

export const getWishList = defineEndpoint(WISH_CONTRACTS.getWishList, async ({ db, owner, input }) => {
  const { items, total } = await readWishList(db, owner.incsNo, input.page, input.size, toDttm14(Date.now()));
  return { data: { items, total, page: input.page, size: input.size } };
});

export const getWishProductNos = defineEndpoint(WISH_CONTRACTS.getWishProductNos, async ({ db, owner }) => ({
  data: { inmPrdNos: await readWishProductNos(db, owner.incsNo) },
}));

export const addWishCall = defineEndpoint(WISH_CONTRACTS.addWish, async ({ db, owner, input }) => {
  const result = await addWish(db, owner.incsNo, input.inmPrdNo);
  return { data: { inmPrdNo: input.inmPrdNo, ...result, message: WISH_ADDED_MESSAGE } };
});

export const deleteWishesCall = defineEndpoint(WISH_CONTRACTS.deleteWishes, async ({ db, owner, input }) => {
  const result = await deleteWishes(db, owner.incsNo, input.inmPrdNos);
  return { data: { ...result, message: WISH_DELETED_MESSAGE } };
});

/** The wish calls, in the order the wish screen uses them. */
export const WISH_ENDPOINTS: readonly Endpoint[] = [getWishList, getWishProductNos, addWishCall, deleteWishesCall];
