/**
 * The totals of the selection (list price, discount, a member's best coupon, shipping, total) and
 * 주문하기. The coupon is the one checkout preselects, so the total here is what checkout starts from. On PC a sticky
 * side column; on a phone the amounts sit under the lines and the total with the button in a bar
 * fixed to the bottom of the screen.
 */
import { LOGIN_REQUIRED_TEXT, LOGIN_REQUIRED_TITLE } from '#features/member/login-question.ts';
import type { CartSummary } from '#shared/schemas/cart-calls';
import { checkoutUrl } from '#shared/order/checkout-url';
import { formatWon } from '#shared/format';
import { loginPath } from '#shared/login-path';
import { $customer } from '../member/store';
import { trackPurchaseButton } from '../analytics/purchase-buttons';
import { moreForFreeShipping } from './cart-selection';
import { $cart } from './store';
import { ask, tell } from '#components/ui/tell.ts';
import '#components/ui/amount-summary.css';

interface Props {
  summary: CartSummary;
  selected: number[];
}

/**
 * 주문하기: checkout with the selected lines. A guest logs in first and comes back here, where
 * the guest cart is merged: merging gives the lines new ids, so a checkout link made before the
 * login would name lines that no longer exist. The press is the cart's purchase-button event.
 */
async function order(selected: number[]): Promise<void> {
  const chosen = $cart.get().lines.filter((line) => selected.includes(line.cartLineId));
  trackPurchaseButton('order', [...new Set(chosen.map((line) => line.productCode))]);
  if (selected.length === 0) return void (await tell('주문할 상품을 선택해 주세요.'));
  if ($customer.get().status !== 'member') {
    if (await ask({ title: LOGIN_REQUIRED_TITLE, text: LOGIN_REQUIRED_TEXT })) location.assign(loginPath(location.pathname));
    return;
  }
  location.assign(checkoutUrl({ source: 'CART', cartLineIds: selected }));
}

export function CartSummaryPanel({ summary, selected }: Props) {
  const more = moreForFreeShipping(summary.subtotalAmt, summary.freeShippingFromAmt);
  const payAmt = summary.totalAmt - summary.bestCouponDcAmt;
  return (
    <aside className="ui-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className="ui-summary__title">
        결제 예정 금액
      </h2>
      <dl className="ui-summary__rows">
        <div>
          <dt>상품금액</dt>
          <dd>{formatWon(summary.listAmt)}</dd>
        </div>
        <div>
          <dt>할인금액</dt>
          <dd className={summary.dcAmt > 0 ? 'ui-summary__discount' : undefined}>{summary.dcAmt > 0 ? `-${formatWon(summary.dcAmt)}` : formatWon(0)}</dd>
        </div>
        <div>
          <dt>쿠폰할인</dt>
          <dd className={summary.bestCouponDcAmt > 0 ? 'ui-summary__discount' : undefined}>
            {summary.bestCouponDcAmt > 0 ? `-${formatWon(summary.bestCouponDcAmt)}` : formatWon(0)}
          </dd>
        </div>
        <div>
          <dt>배송비</dt>
          <dd>{summary.shippingFee > 0 ? `+${formatWon(summary.shippingFee)}` : formatWon(0)}</dd>
        </div>
        <div className="ui-summary__total">
          <dt>결제예정금액</dt>
          <dd>{formatWon(payAmt)}</dd>
        </div>
      </dl>
      <p className="cart-summary__shipping">
        {more > 0
          ? `${formatWon(more)} 더 담으면 무료배송`
          : summary.subtotalAmt > 0
            ? '무료배송 상품입니다.'
            : `${formatWon(summary.freeShippingFromAmt)} 이상 구매 시 무료배송`}
      </p>
      <p className="cart-summary__note">
        {summary.bestCouponNm ? `최대 할인 쿠폰(${summary.bestCouponNm}) 기준이에요. ` : ''}쿠폰 변경과 포인트 사용은 주문서에서 할 수 있어요.
      </p>
      <div className="ui-summary__bar">
        <p className="ui-summary__bar-total" aria-hidden="true">
          <span>결제예정금액</span> <strong>{formatWon(payAmt)}</strong>
        </p>
        <button type="button" className="button button--primary cart-summary__order" onClick={() => void order(selected)}>
          주문하기 (선택 {selected.length}개)
        </button>
      </div>
    </aside>
  );
}
