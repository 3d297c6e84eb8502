/** The employee verification calls' routes (schema-free; contracts in `employee-calls.ts`). */
import { memberRoute, typedRoutes } from './contract';
import type * as S from './employee-calls';

export const EMPLOYEE_ROUTES = typedRoutes<typeof S>()({
  getEmpStatus: memberRoute('POST', '/cu/customer/emp/v1/getEmpStatus'),
  sendEmpCode: memberRoute('POST', '/cu/customer/emp/v1/sendEmpCode'),
  verifyEmpCode: memberRoute('POST', '/cu/customer/emp/v1/verifyEmpCode'),
  releaseEmp: memberRoute('POST', '/cu/customer/emp/v1/releaseEmp'),
});
