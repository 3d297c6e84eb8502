/** The store routes (schema-free; contracts at the end of `store-calls.ts`). */
import { guestRoute, memberRoute, typedRoutes } from './contract';
import type * as S from './store-calls';

export const STORE_ROUTES = typedRoutes<typeof S>()({
  getStoreList: guestRoute('POST', '/cu/support/v1/getStoreList'),
  getMyShop: memberRoute('POST', '/cu/myshop/v1/getMyShop'),
  registerMyShop: memberRoute('POST', '/cu/myshop/v1/registerMyShop'),
  deleteMyShop: memberRoute('POST', '/cu/myshop/v1/deleteMyShop'),
});
