/**
 * The operator API's routes for customer service's customers: search, detail, grade, employee
 * status, points and coupons (ADR 045); schema-free for the console, contracts at the end of
 * `customer-ops-calls.ts`.
 */
import { typedRoutes } from './contract';
import type * as S from './customer-ops-calls';
import { changeRoute, readRoute } from './ops-route';

export const CUSTOMER_OPS_ROUTES = typedRoutes<typeof S>()({
  grantPoints: changeRoute('/v1/customers/points', ['CS']),
  issueCoupon: changeRoute('/v1/customers/coupons', ['CS']),
  // The content team finds a member to appoint as an editor (posting-ops-routes.ts), so it reads them too.
  searchCustomers: readRoute('/v1/customers/search', ['CS', 'CONTENT']),
  getCustomer: readRoute('/v1/customers/get', ['CS', 'CONTENT']),
  setCustomerGrade: changeRoute('/v1/customers/grade', ['CS']),
  setCustomerEmployee: changeRoute('/v1/customers/employee', ['CS']),
});
