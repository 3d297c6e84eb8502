/** 결제수단: 신용카드, 토스페이, 네이버페이, 카카오페이 as radio cards. */
import { PAY_METHOD_NAMES, PAY_METHODS } from '#shared/order/pay-methods';
import type { PayMethod } from '#shared/order/pay-methods';
import { choosePayMethod } from './store';

export function PayMethodSection({ payMethod }: { payMethod: PayMethod }) {
  return (
    <section className="checkout-section" aria-labelledby="checkout-pay-title">
      <h2 id="checkout-pay-title" className="checkout-section__title">
        결제수단
      </h2>
      <div className="checkout-methods" role="radiogroup" aria-labelledby="checkout-pay-title">
        {PAY_METHODS.map((method) => (
          <label key={method} className={`checkout-method checkout-method--${method.toLowerCase()}`} data-checked={method === payMethod ? '' : undefined}>
            <input type="radio" name="checkout-pay-method" value={method} checked={method === payMethod} onChange={() => choosePayMethod(method)} />
            <span>{PAY_METHOD_NAMES[method]}</span>
          </label>
        ))}
      </div>
    </section>
  );
}
