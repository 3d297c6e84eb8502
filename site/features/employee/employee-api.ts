/** The employee verification calls as the site makes them (`EMPLOYEE_ROUTES`, member only). */
import type { EmployeeStatus, SendEmpCodeRequest } from '#shared/schemas/employee-calls';
import { EMPLOYEE_ROUTES } from '#shared/schemas/employee-routes';
import { callApi } from '#lib/api-client';

export async function fetchEmployeeStatus(): Promise<EmployeeStatus> {
  return (await callApi(EMPLOYEE_ROUTES.getEmpStatus)).data;
}

export async function sendEmployeeCode(request: SendEmpCodeRequest): Promise<{ email: string; expiresDttm: string; message: string }> {
  return (await callApi(EMPLOYEE_ROUTES.sendEmpCode, request)).data;
}

export async function verifyEmployeeCode(code: string): Promise<{ status: EmployeeStatus; message: string }> {
  return (await callApi(EMPLOYEE_ROUTES.verifyEmpCode, { code })).data;
}

export async function releaseEmployee(): Promise<{ status: EmployeeStatus; message: string }> {
  return (await callApi(EMPLOYEE_ROUTES.releaseEmp)).data;
}
