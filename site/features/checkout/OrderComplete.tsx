/** The order-complete view: 주문이 완료되었습니다, the order number, amounts and address, and where to go next. */
import type { CompletedOrder } from '#shared/schemas/order-calls';
import { PAY_METHOD_NAMES } from '#shared/order/pay-methods';
import { formatWon } from '#shared/format';
import { LOCALE_BASE } from '#shared/site-path';
import { formatMobile } from '../address/address-rules';
import { OrderLines } from './OrderLines';
import '#components/ui/amount-summary.css';

const minus = (amount: number) => (amount > 0 ? `-${formatWon(amount)}` : formatWon(0));

export function OrderComplete({ order }: { order: CompletedOrder }) {
  const { amounts, address } = order;
  const rows: [string, string][] = [
    ['상품금액', formatWon(amounts.listAmt)],
    ['상품할인', minus(amounts.prdDcAmt)],
    ['쿠폰할인', minus(amounts.cpnDcAmt)],
    ['포인트', minus(amounts.usePt)],
    ['배송비', amounts.shippingFee > 0 ? `+${formatWon(amounts.shippingFee)}` : formatWon(0)],
  ];
  return (
    <div className="checkout-complete" data-ready="">
      <div className="checkout-complete__head">
        <p className="checkout-complete__icon" aria-hidden="true">
          ✓
        </p>
        <h2 className="checkout-complete__title">주문이 완료되었습니다</h2>
        <p className="checkout-complete__number">
          주문번호 <strong>{order.ordNo}</strong>
        </p>
      </div>
      <section className="checkout-section" aria-labelledby="complete-pay-title">
        <h3 id="complete-pay-title" className="checkout-section__title">
          결제 정보
        </h3>
        <dl className="ui-summary__rows">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div>
            <dt>결제수단</dt>
            <dd>{PAY_METHOD_NAMES[order.payMethod]}</dd>
          </div>
          <div className="ui-summary__total">
            <dt>총 결제금액</dt>
            <dd data-testid="complete-pay-amount">{formatWon(amounts.payAmt)}</dd>
          </div>
        </dl>
      </section>
      <section className="checkout-section" aria-labelledby="complete-address-title">
        <h3 id="complete-address-title" className="checkout-section__title">
          배송지
        </h3>
        <div className="checkout-address">
          <p className="checkout-address__name">
            <strong>{address.rcptNm}</strong>
          </p>
          <p className="checkout-address__mobile">{formatMobile(address.mobile)}</p>
          <p className="checkout-address__road">
            ({address.zipNo}) {address.roadAddr} {address.dtlAddr}
          </p>
          {address.dlvMemo && <p className="checkout-address__memo">{address.dlvMemo}</p>}
        </div>
      </section>
      <section className="checkout-section" aria-labelledby="complete-lines-title">
        <h3 id="complete-lines-title" className="checkout-section__title">
          주문상품 {order.lines.length}건
        </h3>
        <OrderLines lines={order.lines} />
      </section>
      <div className="checkout-complete__links">
        <a className="button" href={`${LOCALE_BASE}/or/order/detail?ordNo=${encodeURIComponent(order.ordNo)}`}>
          주문상세
        </a>
        <a className="button button--primary" href={LOCALE_BASE}>
          쇼핑 계속하기
        </a>
      </div>
    </div>
  );
}
