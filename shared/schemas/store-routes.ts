/** The store routes (schema-free; contracts at the end of `store-calls.ts`). */
import { guestRoute, memberRoute } from './contract';
import type { GetStoreListRequest, GetStoreListResponse, GetMyShopResponse, MyShopSavedResponse, RegisterMyShopRequest } from './store-calls';

export const STORE_ROUTES = {
  getStoreList: guestRoute<GetStoreListRequest, GetStoreListResponse>('POST', '/cu/support/v1/getStoreList'),
  getMyShop: memberRoute<undefined, GetMyShopResponse>('POST', '/cu/myshop/v1/getMyShop'),
  registerMyShop: memberRoute<RegisterMyShopRequest, MyShopSavedResponse>('POST', '/cu/myshop/v1/registerMyShop'),
  deleteMyShop: memberRoute<undefined, MyShopSavedResponse>('POST', '/cu/myshop/v1/deleteMyShop'),
};
