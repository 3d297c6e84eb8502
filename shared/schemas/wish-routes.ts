/**
 * The wish calls' routes (`/cu/wish/v1/...`), schema-free so the browser imports them without zod
 * (ADR 016); their schemas and contracts are in `wish-calls.ts`. Every call is a member's.
 */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './wish-calls';

export const WISH_ROUTES = typedRoutes<typeof S>()({
  getWishList: memberRoute('POST', '/cu/wish/v1/getWishList'),
  getWishProductNos: memberRoute('POST', '/cu/wish/v1/getWishProductNos'),
  addWish: memberRoute('POST', '/cu/wish/v1/addWish'),
  deleteWishes: memberRoute('POST', '/cu/wish/v1/deleteWishes'),
});
