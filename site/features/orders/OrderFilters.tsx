/** The order list's filters: period tabs, a custom range of days, and the status. */
import { useState, type FormEvent } from 'react';
import { ORDER_STATUS_NAMES, SHOPPER_ORDER_STATUSES, type ShopperOrderStatus } from '#shared/order/order-status';
import type { GetOrderListRequest } from '#shared/schemas/order-history-calls';
import { fromDateInput, PERIOD_TABS, toDateInput } from './order-list-query';

interface Props {
  request: GetOrderListRequest;
  onChange: (request: GetOrderListRequest) => void;
}

export function OrderFilters({ request, onChange }: Props) {
  const custom = Boolean(request.fromDt && request.toDt);
  const [open, setOpen] = useState(custom);
  const [from, setFrom] = useState(toDateInput(request.fromDt));
  const [to, setTo] = useState(toDateInput(request.toDt));
  const active = custom ? null : (request.period ?? '3M');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ fromDt: fromDateInput(from), toDt: fromDateInput(to), status: request.status });
  };
  return (
    <div className="order-filters">
      <div className="order-filters__tabs" role="group" aria-label="조회 기간">
        {PERIOD_TABS.map((tab) => (
          <button
            key={tab.period}
            type="button"
            className="order-filters__tab"
            aria-pressed={active === tab.period}
            onClick={() => {
              setOpen(false);
              onChange({ period: tab.period, status: request.status });
            }}
          >
            {tab.label}
          </button>
        ))}
        <button type="button" className="order-filters__tab" aria-pressed={custom} aria-expanded={open} onClick={() => setOpen(!open)}>
          직접입력
        </button>
      </div>
      {open ? (
        <form className="order-filters__range" onSubmit={submit}>
          <input type="date" aria-label="조회 시작일" value={from} required onChange={(event) => setFrom(event.target.value)} />
          <span aria-hidden="true">~</span>
          <input type="date" aria-label="조회 종료일" value={to} required onChange={(event) => setTo(event.target.value)} />
          <button className="order-filters__search" type="submit">
            조회
          </button>
        </form>
      ) : null}
      <div className="order-filters__status">
        <label htmlFor="order-status-filter">주문 상태</label>
        <select
          id="order-status-filter"
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
