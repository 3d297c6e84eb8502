/** The customer calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf, typedRoutes } from './contract';
import type * as S from './customer-calls';

export const CUSTOMER_ROUTES = typedRoutes<typeof S>()({
  getCustInfo: guestRoute('GET', '/dp/cust/info/v1/getCustInfo'),
  getEncCustomer: guestRoute('GET', '/cu/customer/support/v1/getEncCustomer'),
  searchIncsNo: guestRoute('POST', '/cu/customer/support/v1/searchIncsNo'),
  getCustCpnCnt: guestRoute('POST', '/ca/campaign/v1/coupon/login/getCustCpnCnt'),
  // The path's verb is the old gateway's all-lower-case `getptinq`, so its schemas keep readable names and type it by hand.
  getptinq: guestRoute<RequestOf<typeof S.GetPtInqRequestSchema>, ResponseOf<typeof S.GetPtInqResponseSchema>>('POST', '/cu/customer/support/v1/getptinq'),
  getOrderCartCount: guestRoute('POST', '/or/order/v1/getOrderCartCount'),
});
