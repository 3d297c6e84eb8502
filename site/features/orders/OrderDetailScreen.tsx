/**
 * The order detail's island (`/or/order/detail?ordNo=`): status, products, amounts,
 * payment, delivery address with the carrier, tracking number and its 배송조회 link, claims, and what the shopper may do now.
 */
import { formatDttm, formatNumber, formatWon } from '#shared/format';
import type { OrderDetail } from '#shared/schemas/order-history-calls';
import { islandScreen } from '../error/IslandScreen';
import { OrderActions } from './OrderActions';
import { formatMobile, OrderLineView, ScreenNote, StatusBadge } from './OrderParts';
import { orderListUrl } from '#shared/order/order-links';
import { useOrderDetail } from './use-order-detail';
import { ShipmentView } from './TrackingLink';
import { writePath } from '#features/reviews/mine/review-paths.ts';
import { sitePath } from '#shared/site-path';

/** The quick inquiry about this order (300 characters, ADR 022). */
const orderInquiryPath = (ordNo: string) => sitePath(`/cu/support/contact?form=short&ordNo=${encodeURIComponent(ordNo)}`);

/** Orders whose lines may be reviewed (ADR 020); the write screen says when a line already was. */
const REVIEWABLE: readonly string[] = ['DELIVERED', 'CONFIRMED'];

function Row({ label, children, strong = false }: { label: string; children: React.ReactNode; strong?: boolean }) {
  return (
    <div className={`order-dl__row${strong ? ' order-dl__row--total' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Amounts({ order }: { order: OrderDetail }) {
  const { amounts, payment } = order;
  return (
    <section className="order-section" aria-labelledby="order-pay-title">
      <h2 id="order-pay-title">결제 정보</h2>
      <dl className="order-dl">
        <Row label="상품금액">{formatWon(amounts.listAmt)}</Row>
        <Row label="상품할인">-{formatWon(amounts.prdDcAmt)}</Row>
        <Row label={amounts.couponNm ? `쿠폰할인 (${amounts.couponNm})` : '쿠폰할인'}>-{formatWon(amounts.cpnDcAmt)}</Row>
        <Row label="포인트 사용">-{formatNumber(amounts.usePt)}P</Row>
        <Row label="배송비">{formatWon(amounts.shippingFee)}</Row>
        <Row label="총 결제금액" strong>
          {formatWon(amounts.payAmt)}
        </Row>
        <Row label="결제수단">{payment.payMethodNm}</Row>
        <Row label="결제일시">{payment.approvedDttm ? formatDttm(payment.approvedDttm) : '-'}</Row>
        {payment.cancelledAmt > 0 ? <Row label="환불금액">{formatWon(payment.cancelledAmt)}</Row> : null}
      </dl>
    </section>
  );
}

function Delivery({ order }: { order: OrderDetail }) {
  const { delivery } = order;
  return (
    <section className="order-section" aria-labelledby="order-dlv-title">
      <h2 id="order-dlv-title">배송지 정보</h2>
      <dl className="order-dl">
        <Row label="받는 분">{delivery.rcptNm}</Row>
        <Row label="연락처">{formatMobile(delivery.rcptMobile)}</Row>
        <Row label="주소">
          ({delivery.zipNo}) {delivery.roadAddr} {delivery.dtlAddr}
        </Row>
        <Row label="배송 요청사항">{delivery.dlvMemo || '-'}</Row>
        <Row label="송장번호">{delivery.shipment ? <ShipmentView shipment={delivery.shipment} /> : '-'}</Row>
      </dl>
    </section>
  );
}

function Claims({ order }: { order: OrderDetail }) {
  if (order.claims.length === 0) return null;
  return (
    <section className="order-section" aria-labelledby="order-claim-title">
      <h2 id="order-claim-title">취소/교환/반품 내역</h2>
      <ul className="order-claims">
        {order.claims.map((claim) => (
          <li key={claim.clmNo}>
            <strong>
              {claim.claimTypeNm} {claim.statusNm}
            </strong>{' '}
            · {formatDttm(claim.requestedDttm)}
            {claim.refundAmt > 0 || claim.refundPt > 0 ? (
              <span>
                {' '}
                · 환불 {formatWon(claim.refundAmt)}
                {claim.refundPt > 0 ? `, 포인트 ${formatNumber(claim.refundPt)}P` : ''}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderDetailApp() {
  const { state, reload } = useOrderDetail();
  if (state.status === 'loading') return <ScreenNote>주문 정보를 불러오는 중입니다.</ScreenNote>;
  if (state.status === 'error') return <ScreenNote alert>{state.message}</ScreenNote>;
  const { order } = state;
  return (
    <>
      <section className="order-section order-summary" aria-labelledby="order-title">
        <h2 id="order-title">주문번호 {order.ordNo}</h2>
        <p className="order-summary__date">주문일시 {formatDttm(order.ordDttm)}</p>
        <StatusBadge status={order.status} name={order.statusNm} />
        <p className="order-summary__changed">상태 변경 {formatDttm(order.statusChangedDttm)}</p>
      </section>
      <section className="order-section" aria-labelledby="order-lines-title">
        <h2 id="order-lines-title">주문 상품</h2>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.ordLineNo}>
              <OrderLineView line={{ ...line, amount: line.saleAmt * line.qty }} />
              {REVIEWABLE.includes(order.status) && (
                <a className="button order-line__review" href={writePath(line.ordLineNo)}>
                  리뷰 쓰기
                </a>
              )}
            </li>
          ))}
        </ul>
      </section>
      <Amounts order={order} />
      <Delivery order={order} />
      <Claims order={order} />
      <OrderActions ordNo={order.ordNo} actions={order.actions} onChanged={reload} />
      <a className="button order-ask" href={orderInquiryPath(order.ordNo)}>
        이 주문 문의하기
      </a>
      <a className="button order-back" href={orderListUrl()}>
        주문목록
      </a>
    </>
  );
}

export const OrderDetailScreen = islandScreen('orders-screen', OrderDetailApp);
