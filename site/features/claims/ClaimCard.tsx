/** One cancel, exchange or return on the claim list: type and status, dates, the items, and the money. */
import { formatDttm, formatNumber, formatWon } from '#shared/format';
import '#components/ui/pill.css';
import type { Claim } from './claim-api';

export function ClaimCard({ claim }: { claim: Claim }) {
  const moneyBack = claim.clmType !== 'EXCHANGE';
  return (
    <li className="claim-card">
      <div className="claim-card__head">
        <span className={`ui-pill claim-badge claim-badge--${claim.clmType.toLowerCase()}`}>{claim.clmTypeNm}</span>
        <strong className={`claim-card__status claim-card__status--${claim.status.toLowerCase()}`}>{claim.statusNm}</strong>
      </div>
      <p className="claim-card__meta">
        신청일 {formatDttm(claim.requestedAt, { weekday: false })} · 주문번호 {claim.ordNo}
      </p>
      <ul className="claim-card__lines">
        {claim.lines.map((line) => (
          <li key={line.ordLineNo}>
            {line.prdNm}{' '}
            <span className="claim-muted">
              {line.prdOptnNm} · {line.qty}개
            </span>
          </li>
        ))}
      </ul>
      <p className="claim-card__reason">
        사유: {claim.reasonNm}
        {claim.reasonText ? ` (${claim.reasonText})` : ''}
      </p>
      <dl className="claim-card__money">
        {moneyBack ? (
          <div>
            <dt>{claim.status === 'COMPLETED' ? '환불 금액' : '환불 예정 금액'}</dt>
            <dd>{formatWon(claim.refundAmt)}</dd>
          </div>
        ) : null}
        {moneyBack && claim.refundPt > 0 ? (
          <div>
            <dt>환불 포인트</dt>
            <dd>{formatNumber(claim.refundPt)}P</dd>
          </div>
        ) : null}
        {claim.returnShippingFee > 0 ? (
          <div>
            <dt>{claim.clmType === 'EXCHANGE' ? '교환 배송비' : '반품 배송비'}</dt>
            <dd>{formatWon(claim.returnShippingFee)}</dd>
          </div>
        ) : null}
        {claim.completedAt ? (
          <div>
            <dt>처리일</dt>
            <dd>{formatDttm(claim.completedAt, { weekday: false })}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}
