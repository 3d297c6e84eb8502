/** One order in the list: date, number, status, its first product (외 n건) and the amount paid. */
import { formatDttm, formatWon } from '#shared/format';
import type { OrderSummary } from '#shared/schemas/order-history-calls';
import { OrderActions } from './OrderActions';
import { OrderLineView, StatusBadge } from './OrderParts';
import { orderDetailUrl } from '#shared/order/order-links';

export function OrderCard({ order, onChanged }: { order: OrderSummary; onChanged: () => void }) {
  const headingId = `order-${order.ordNo}`;
  return (
    <li className="order-card" aria-labelledby={headingId}>
      <div className="order-card__head">
        <h3 className="order-card__date" id={headingId}>
          {formatDttm(order.ordDttm, { time: false })} <span className="order-card__no">주문번호 {order.ordNo}</span>
        </h3>
        <a className="order-card__detail" href={orderDetailUrl(order.ordNo)}>
          주문상세
        </a>
      </div>
      <StatusBadge status={order.status} name={order.statusNm} />
      <OrderLineView line={{ ...order.firstLine, extra: order.lineCnt > 1 ? `외 ${order.lineCnt - 1}건` : undefined }} />
      <p className="order-card__amount">
        결제금액 <strong>{formatWon(order.payAmt)}</strong>
      </p>
      <OrderActions ordNo={order.ordNo} actions={order.actions} onChanged={onChanged} />
    </li>
  );
}
