/**
 * The wish calls' routes (`/cu/wish/v1/...`), schema-free so the browser imports them without zod
 * (ADR 016); their schemas and contracts are in `wish-calls.ts`. Every call is a member's.
 */
import { memberRoute } from './contract';
import type {
  AddWishRequest,
  AddWishResponse,
  DeleteWishesRequest,
  DeleteWishesResponse,
  GetWishListRequest,
  GetWishListResponse,
  GetWishProductNosResponse,
} from './wish-calls';

export const WISH_ROUTES = {
  getWishList: memberRoute<GetWishListRequest, GetWishListResponse>('POST', '/cu/wish/v1/getWishList'),
  getWishProductNos: memberRoute<undefined, GetWishProductNosResponse>('POST', '/cu/wish/v1/getWishProductNos'),
  addWish: memberRoute<AddWishRequest, AddWishResponse>('POST', '/cu/wish/v1/addWish'),
  deleteWishes: memberRoute<DeleteWishesRequest, DeleteWishesResponse>('POST', '/cu/wish/v1/deleteWishes'),
};
