/**
 * The order list's filters and the URL that keeps them (`?period=6M&status=PAID&page=2`, or
 * `?fromDt=20260101&toDt=20260331`), so a reload or the back button shows the same list.
 */
import type { GetOrderListRequest, OrderPeriod } from '#shared/schemas/order-history-calls';
import { SHOPPER_ORDER_STATUSES, type ShopperOrderStatus } from '#shared/order/order-status';

export const PERIOD_TABS: readonly { period: OrderPeriod; label: string }[] = [
  { period: '1M', label: '1개월' },
  { period: '3M', label: '3개월' },
  { period: '6M', label: '6개월' },
  { period: '12M', label: '12개월' },
];

/** The filters from a query string; anything malformed falls back to the 3-month default. */
export function readListQuery(search: string): GetOrderListRequest {
  const query = new URLSearchParams(search);
  const request: GetOrderListRequest = {};
  const fromDt = query.get('fromDt') ?? '';
  const toDt = query.get('toDt') ?? '';
  const period = query.get('period') ?? '';
  if (/^\d{8}$/.test(fromDt) && /^\d{8}$/.test(toDt)) Object.assign(request, { fromDt, toDt });
  else if (PERIOD_TABS.some((tab) => tab.period === period)) request.period = period as OrderPeriod;
  const status = query.get('status') ?? '';
  if ((SHOPPER_ORDER_STATUSES as readonly string[]).includes(status)) request.status = status as ShopperOrderStatus;
  const page = Number(query.get('page'));
  if (Number.isInteger(page) && page > 1 && page <= 1000) request.page = page;
  return request;
}

/** The query string of the filters (without `?`). */
export function writeListQuery(request: GetOrderListRequest): string {
  const query = new URLSearchParams();
  if (request.fromDt && request.toDt) {
    query.set('fromDt', request.fromDt);
    query.set('toDt', request.toDt);
  } else if (request.period) query.set('period', request.period);
  if (request.status) query.set('status', request.status);
  if (request.page && request.page > 1) query.set('page', String(request.page));
  return query.toString();
}
