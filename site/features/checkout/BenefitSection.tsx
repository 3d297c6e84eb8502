/**
 * 쿠폰 and 포인트. The coupon select offers the coupons that apply to this order with what each
 * takes off, the best one chosen at first; points are typed in the shop's unit or all used at once.
 */
import { useEffect, useState } from 'react';
import type { OrderSheet } from '#shared/schemas/order-calls';
import { formatNumber, formatWon } from '#shared/format';
import { chooseCoupon, setPoints, useAllPoints } from './store';
import '#components/ui/outlined.css';

interface Props {
  sheet: OrderSheet;
  couponId: number | null;
  usePt: number;
  maxUsePt: number;
}

export function BenefitSection({ sheet, couponId, usePt, maxUsePt }: Props) {
  const [typed, setTyped] = useState(String(usePt));
  useEffect(() => setTyped(usePt === 0 ? '' : String(usePt)), [usePt]);
  const best = couponId !== null && couponId === sheet.bestCouponId;
  return (
    <section className="checkout-section" aria-labelledby="checkout-benefit-title">
      <h2 id="checkout-benefit-title" className="checkout-section__title">
        쿠폰 / 포인트
      </h2>
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor="checkout-coupon">
          쿠폰
        </label>
        <select
          id="checkout-coupon"
          className="ui-outlined checkout-select"
          value={couponId ?? ''}
          disabled={sheet.coupons.length === 0}
          onChange={(event) => chooseCoupon(event.target.value === '' ? null : Number(event.target.value))}
        >
          <option value="">{sheet.coupons.length === 0 ? '사용 가능한 쿠폰이 없습니다' : '쿠폰 적용 안 함'}</option>
          {sheet.coupons.map((coupon) => (
            <option key={coupon.customerCouponId} value={coupon.customerCouponId}>
              {coupon.cpnNm} (-{formatWon(coupon.discountAmt)})
            </option>
          ))}
        </select>
        {best && <p className="checkout-field__hint checkout-field__hint--best">최대 할인 쿠폰 적용</p>}
        {sheet.coupons.length > 0 && !best && sheet.bestCouponId !== null && (
          <button type="button" className="ui-outlined checkout-link-button" onClick={() => chooseCoupon(sheet.bestCouponId)}>
            최대 할인 쿠폰 적용
          </button>
        )}
      </div>
      <div className="checkout-field">
        <label className="checkout-field__label" htmlFor="checkout-points">
          포인트
        </label>
        <div className="checkout-points">
          <input
            id="checkout-points"
            className="ui-outlined checkout-input checkout-points__input"
            inputMode="numeric"
            placeholder="0"
            value={typed}
            aria-describedby="checkout-points-help"
            onChange={(event) => setTyped(event.target.value.replace(/[^\d]/g, ''))}
            onBlur={() => setPoints(typed)}
            onKeyDown={(event) => event.key === 'Enter' && setPoints(typed)}
          />
          <span className="checkout-points__unit" aria-hidden="true">
            P
          </span>
          <button type="button" className="button checkout-points__all" disabled={maxUsePt === 0} onClick={useAllPoints}>
            전액사용
          </button>
        </div>
        <p id="checkout-points-help" className="checkout-field__hint">
          보유 포인트 <strong>{formatNumber(sheet.points.rmnPt)}P</strong> · {formatNumber(sheet.points.useUnit)}P 단위로 최대 {formatNumber(maxUsePt)}P 사용
          가능
        </p>
      </div>
    </section>
  );
}
