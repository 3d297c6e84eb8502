/**
 * The employee shop's one call, a page of its products. Apart from `employee-shop.ts` so that the
 * page can ask for a member's first page while that module, with the cards, is still on its way.
 */
import type { GetEmployeeProductListResponse } from '#shared/schemas/campaign-calls';
import { CAMPAIGN_ROUTES } from '#shared/schemas/campaign-routes';
import { callApi } from '#lib/api-client';

export const EMPLOYEE_PAGE_SIZE = 20;

export function fetchEmployeePage(page: number): Promise<GetEmployeeProductListResponse> {
  return callApi(CAMPAIGN_ROUTES.getEmployeeProductList, { page, size: EMPLOYEE_PAGE_SIZE });
}
