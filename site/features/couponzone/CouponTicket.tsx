/**
 * One coupon as a ticket: what it takes off, its name, and every condition the member needs to
 * know before counting on it (minimum order, cap, products or categories, app only), then what
 * the list adds (validity, use, a button).
 */
import type { ReactNode } from 'react';
import { couponBenefit } from '#shared/campaign/coupon-rules';
import { formatWon } from '#shared/format';
import type { CouponTerms } from '#shared/schemas/couponzone-calls';

/** The products or categories in a line: the first two names, then how many more. */
export function scopeText(terms: Pick<CouponTerms, 'scopeType' | 'scopeNames'>): string {
  if (terms.scopeType === 'ALL') return '전 상품';
  const [first, second, ...rest] = terms.scopeNames;
  const names = [first, second].filter(Boolean).join(', ');
  const kind = terms.scopeType === 'PRODUCT' ? '상품' : '카테고리';
  if (!names) return `지정 ${kind}`;
  return rest.length ? `${names} 외 ${rest.length}개 ${kind}` : `${names} ${kind === '상품' ? '' : '카테고리'}`.trim();
}

export function conditionsOf(terms: CouponTerms): string[] {
  const conditions = [terms.minOrderAmt > 0 ? `${formatWon(terms.minOrderAmt)} 이상 구매 시` : '최소 구매 금액 없음'];
  conditions.push(`적용 대상: ${scopeText(terms)}`);
  if (terms.appOnly) conditions.push('앱에서만 사용 가능');
  return conditions;
}

interface Props {
  terms: CouponTerms;
  /** Greyed out: used or expired. */
  spent?: boolean;
  children?: ReactNode;
}

export function CouponTicket({ terms, spent, children }: Props) {
  return (
    <article className={`coupon-ticket${spent ? ' coupon-ticket--spent' : ''}`} aria-label={`${terms.cpnNm}, ${couponBenefit(terms)}`}>
      <div className="coupon-ticket__head">
        <p className="coupon-ticket__benefit">{couponBenefit(terms)}</p>
        {terms.appOnly && <span className="coupon-ticket__badge">앱 전용</span>}
      </div>
      <h2 className="coupon-ticket__name">{terms.cpnNm}</h2>
      <ul className="coupon-ticket__conditions">
        {conditionsOf(terms).map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </ul>
      {children}
    </article>
  );
}
