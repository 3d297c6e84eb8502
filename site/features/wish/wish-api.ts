/**
 * The wish calls as the site makes them (`WISH_ROUTES`): every one is a member's, so the API
 * client's Bearer token is required and a guest gets an `ApiError` with code `LOGIN_REQUIRED`.
 */
import type { AddWishResponse, DeleteWishesResponse, GetWishListResponse } from '#shared/schemas/wish-calls';
import { WISH_ROUTES } from '#shared/schemas/wish-routes';
import { callApi } from '#lib/api-client';

export async function fetchWishList(page = 1, size = 200): Promise<GetWishListResponse['data']> {
  return (await callApi(WISH_ROUTES.getWishList, { page, size })).data;
}

export async function fetchWishProductNos(): Promise<string[]> {
  return (await callApi(WISH_ROUTES.getWishProductNos)).data.inmPrdNos;
}

export async function addWish(inmPrdNo: string): Promise<AddWishResponse['data']> {
  return (await callApi(WISH_ROUTES.addWish, { inmPrdNo })).data;
}

export async function deleteWishes(inmPrdNos: string[]): Promise<DeleteWishesResponse['data']> {
  return (await callApi(WISH_ROUTES.deleteWishes, { inmPrdNos })).data;
}
