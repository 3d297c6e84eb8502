/** The employee verification calls' routes (schema-free; contracts in `employee-calls.ts`). */
import { memberRoute } from './contract';
import type { EmpChangeResponse, GetEmpStatusResponse, SendEmpCodeRequest, SendEmpCodeResponse, VerifyEmpCodeRequest } from './employee-calls';

export const EMPLOYEE_ROUTES = {
  getEmpStatus: memberRoute<undefined, GetEmpStatusResponse>('POST', '/cu/customer/emp/v1/getEmpStatus'),
  sendEmpCode: memberRoute<SendEmpCodeRequest, SendEmpCodeResponse>('POST', '/cu/customer/emp/v1/sendEmpCode'),
  verifyEmpCode: memberRoute<VerifyEmpCodeRequest, EmpChangeResponse>('POST', '/cu/customer/emp/v1/verifyEmpCode'),
  releaseEmp: memberRoute<undefined, EmpChangeResponse>('POST', '/cu/customer/emp/v1/releaseEmp'),
};
