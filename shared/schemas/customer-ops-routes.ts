/**
 * The operator API's routes for customer service's customers: search, detail, grade, employee
 * status, points and coupons (ADR 045); schema-free for the console, contracts at the end of
 * `customer-ops-calls.ts`.
 */
import type { RequestOf, ResponseOf } from './contract';
import { changeRoute, readRoute } from './ops-route';
import type * as S from './customer-ops-calls';

export const CUSTOMER_OPS_ROUTES = {
  grantPoints: changeRoute<RequestOf<typeof S.GrantPointsRequestSchema>, ResponseOf<typeof S.GrantPointsResponseSchema>>('/v1/customers/points', ['CS']),
  issueCoupon: changeRoute<RequestOf<typeof S.IssueCouponRequestSchema>, ResponseOf<typeof S.IssueCouponResponseSchema>>('/v1/customers/coupons', ['CS']),
  // The content team finds a member to appoint as an editor (posting-ops-routes.ts), so it reads them too.
  searchCustomers: readRoute<RequestOf<typeof S.SearchCustomersRequestSchema>, ResponseOf<typeof S.SearchCustomersResponseSchema>>('/v1/customers/search', [
    'CS',
    'CONTENT',
  ]),
  getCustomer: readRoute<RequestOf<typeof S.GetCustomerRequestSchema>, ResponseOf<typeof S.CustomerDetailResponseSchema>>('/v1/customers/get', [
    'CS',
    'CONTENT',
  ]),
  setCustomerGrade: changeRoute<RequestOf<typeof S.SetCustomerGradeRequestSchema>, ResponseOf<typeof S.CustomerDetailResponseSchema>>('/v1/customers/grade', [
    'CS',
  ]),
  setCustomerEmployee: changeRoute<RequestOf<typeof S.SetCustomerEmployeeRequestSchema>, ResponseOf<typeof S.CustomerDetailResponseSchema>>(
    '/v1/customers/employee',
    ['CS'],
  ),
};
