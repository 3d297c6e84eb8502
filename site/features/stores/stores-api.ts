/** The store calls (`/cu/support/v1/getStoreList`, `/cu/myshop/v1`); only types come from the schemas (ADR 016). */
import type { GetStoreListRequest, GetStoreListResponse, MyShop, MyShopSavedResponse } from '#shared/schemas/store-calls';
import { STORE_ROUTES } from '#shared/schemas/store-routes';
import { callApi } from '#lib/api-client';

export type { MyShop, Store } from '#shared/schemas/store-calls';
export type StorePage = GetStoreListResponse['data'];
export type MyShopSaved = MyShopSavedResponse['data'];

export const fetchStores = async (query: GetStoreListRequest): Promise<StorePage> => (await callApi(STORE_ROUTES.getStoreList, query, { auth: false })).data;
export const fetchMyShop = async (): Promise<MyShop> => (await callApi(STORE_ROUTES.getMyShop, undefined)).data;
export const registerMyShop = async (storeNo: number): Promise<MyShopSaved> => (await callApi(STORE_ROUTES.registerMyShop, { storeNo })).data;
export const deleteMyShop = async (): Promise<MyShopSaved> => (await callApi(STORE_ROUTES.deleteMyShop, undefined)).data;
