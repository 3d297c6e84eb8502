/** The points screen's gateway call; only types come from the schema (ADR 014). */
import type { GetPointHistoryRequest, GetPointHistoryResponse } from '#shared/schemas/point-calls';
import { POINT_ROUTES } from '#shared/schemas/point-routes';
import { callApi } from '#lib/api-client';

export type PointHistory = GetPointHistoryResponse['data'];
export type { GetPointHistoryRequest, PointLine } from '#shared/schemas/point-calls';

export async function fetchPointHistory(request: GetPointHistoryRequest): Promise<PointHistory> {
  return (await callApi(POINT_ROUTES.getPointHistory, request)).data;
}
