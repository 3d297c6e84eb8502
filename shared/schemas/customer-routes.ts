/** The customer calls' routes, schema-free so islands import them without zod (ADR 016). */
import { guestRoute, type RequestOf, type ResponseOf } from './contract';
import type {
  GetCustCpnCntRequestSchema,
  GetCustCpnCntResponseSchema,
  GetCustInfoResponseSchema,
  GetEncCustomerResponseSchema,
  GetOrderCartCountRequestSchema,
  GetOrderCartCountResponseSchema,
  GetPtInqRequestSchema,
  GetPtInqResponseSchema,
  SearchIncsNoResponseSchema,
} from './customer-calls';

export const CUSTOMER_ROUTES = {
  getCustInfo: guestRoute<undefined, ResponseOf<typeof GetCustInfoResponseSchema>>('GET', '/dp/cust/info/v1/getCustInfo'),
  getEncCustomer: guestRoute<undefined, ResponseOf<typeof GetEncCustomerResponseSchema>>('GET', '/cu/customer/support/v1/getEncCustomer'),
  searchIncsNo: guestRoute<undefined, ResponseOf<typeof SearchIncsNoResponseSchema>>('POST', '/cu/customer/support/v1/searchIncsNo'),
  getCustCpnCnt: guestRoute<RequestOf<typeof GetCustCpnCntRequestSchema>, ResponseOf<typeof GetCustCpnCntResponseSchema>>(
    'POST',
    '/ca/campaign/v1/coupon/login/getCustCpnCnt',
  ),
  getptinq: guestRoute<RequestOf<typeof GetPtInqRequestSchema>, ResponseOf<typeof GetPtInqResponseSchema>>('POST', '/cu/customer/support/v1/getptinq'),
  getOrderCartCount: guestRoute<RequestOf<typeof GetOrderCartCountRequestSchema>, ResponseOf<typeof GetOrderCartCountResponseSchema>>(
    'POST',
    '/or/order/v1/getOrderCartCount',
  ),
};
