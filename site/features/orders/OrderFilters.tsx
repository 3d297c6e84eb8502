/** The order list's filters: period tabs, a custom range of days, and the status. */
import { ORDER_STATUS_NAMES, SHOPPER_ORDER_STATUSES, type ShopperOrderStatus } from '#shared/order/order-status';
import type { GetOrderListRequest } from '#shared/schemas/order-history-calls';
import { PeriodFilter } from '#components/ui/PeriodFilter.tsx';
import { PERIOD_TABS } from './order-list-query';
import '#components/ui/outlined.css';

interface Props {
  request: GetOrderListRequest;
  onChange: (request: GetOrderListRequest) => void;
}

export function OrderFilters({ request, onChange }: Props) {
  return (
    <div className="order-filters">
      <PeriodFilter value={request} tabs={PERIOD_TABS} defaultPeriod="3M" onChange={(period) => onChange({ ...period, status: request.status })} />
      <div className="order-filters__status">
        <label htmlFor="order-status-filter">주문 상태</label>
        <select
          id="order-status-filter"
          className="ui-outlined"
          value={request.status ?? ''}
          onChange={(event) => onChange({ ...request, page: undefined, status: (event.target.value || undefined) as ShopperOrderStatus | undefined })}
        >
          <option value="">전체</option>
          {SHOPPER_ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_NAMES[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
