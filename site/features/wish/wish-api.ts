/**
 * The wish calls as the site makes them (`/cu/wish/v1/...`): every one is a member's, so the API
 * client's Bearer token is required and a guest gets an `ApiError` with code `LOGIN_REQUIRED`.
 */
import type { AddWishResponse, DeleteWishesResponse, GetWishListResponse, GetWishProductNosResponse } from '../../../shared/schemas/wish-calls';
import { apiPost } from '../../lib/api-client';

const BASE = '/cu/wish/v1';

export async function fetchWishList(page = 1, size = 200): Promise<GetWishListResponse['data']> {
  return (await apiPost<GetWishListResponse>(`${BASE}/getWishList`, { page, size })).data;
}

export async function fetchWishProductNos(): Promise<string[]> {
  return (await apiPost<GetWishProductNosResponse>(`${BASE}/getWishProductNos`)).data.inmPrdNos;
}

export async function addWish(inmPrdNo: string): Promise<AddWishResponse['data']> {
  return (await apiPost<AddWishResponse>(`${BASE}/addWish`, { inmPrdNo })).data;
}

export async function deleteWishes(inmPrdNos: string[]): Promise<DeleteWishesResponse['data']> {
  return (await apiPost<DeleteWishesResponse>(`${BASE}/deleteWishes`, { inmPrdNos })).data;
}
