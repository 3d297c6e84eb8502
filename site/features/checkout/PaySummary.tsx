/**
 * 최종 결제금액 with its breakdown, the required consents (with 전체 동의), and 결제하기. On PC a
 * sticky side column; on a phone the total and the button sit in a bar fixed to the bottom.
 */
import { ORDER_CONSENTS } from '#shared/order/order-sheet-rules';
import { formatWon } from '#shared/format';
import { ErrorNote } from '#components/ui/Notes.tsx';
import type { CheckoutAmounts } from './checkout-amounts';
import { readyToPay, setAllConsents, setConsent, submitOrder, type CheckoutState } from './store';
import '#components/ui/amount-summary.css';

const minus = (amount: number) => (amount > 0 ? `-${formatWon(amount)}` : formatWon(0));

function Row({ label, value, discount = false }: { label: string; value: string; discount?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={discount ? 'ui-summary__discount' : undefined}>{value}</dd>
    </div>
  );
}

export function PaySummary({ state, amounts }: { state: CheckoutState; amounts: CheckoutAmounts }) {
  const allAgreed = ORDER_CONSENTS.every((consent) => state.consents[consent.id]);
  const ready = readyToPay(state);
  const blocker = !state.address ? '배송지를 추가해 주세요.' : !allAgreed ? '필수 약관에 동의해 주세요.' : '';
  return (
    <aside className="ui-summary" aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className="ui-summary__title">
        최종 결제금액
      </h2>
      <dl className="ui-summary__rows">
        <Row label="상품금액" value={formatWon(amounts.listAmt)} />
        <Row label="상품할인" value={minus(amounts.prdDcAmt)} discount={amounts.prdDcAmt > 0} />
        <Row label="쿠폰할인" value={minus(amounts.cpnDcAmt)} discount={amounts.cpnDcAmt > 0} />
        <Row label="포인트" value={minus(amounts.usePt)} discount={amounts.usePt > 0} />
        <Row label="배송비" value={amounts.shippingFee > 0 ? `+${formatWon(amounts.shippingFee)}` : formatWon(0)} />
        <div className="ui-summary__total">
          <dt>총 결제금액</dt>
          <dd data-testid="checkout-pay-amount">{formatWon(amounts.payAmt)}</dd>
        </div>
      </dl>
      <fieldset className="checkout-consents">
        <legend className="checkout-consents__legend">주문 상품 정보 및 결제 대행 서비스 이용약관 동의</legend>
        <label className="checkout-consents__all">
          <input type="checkbox" checked={allAgreed} onChange={(event) => setAllConsents(event.target.checked)} />
          <span>전체 동의</span>
        </label>
        <ul className="checkout-consents__list">
          {ORDER_CONSENTS.map((consent) => (
            <li key={consent.id}>
              <label>
                <input type="checkbox" checked={state.consents[consent.id]} onChange={(event) => setConsent(consent.id, event.target.checked)} />
                <span>
                  <em>(필수)</em> {consent.label}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {state.error && <ErrorNote className="checkout-summary__error">{state.error}</ErrorNote>}
      <div className="ui-summary__bar checkout-summary__bar">
        <p className="ui-summary__bar-total" aria-hidden="true">
          <span>총 결제금액</span> <strong>{formatWon(amounts.payAmt)}</strong>
        </p>
        <button
          type="button"
          className="button button--primary checkout-summary__pay"
          disabled={!ready}
          aria-describedby={blocker ? 'checkout-pay-blocker' : undefined}
          onClick={() => void submitOrder()}
        >
          {state.submitting ? '결제 진행 중…' : `${formatWon(amounts.payAmt)} 결제하기`}
        </button>
        {blocker && (
          <p id="checkout-pay-blocker" className="checkout-summary__blocker">
            {blocker}
          </p>
        )}
      </div>
    </aside>
  );
}
