/** The member's bottle collections: order, count, status (신청/수거완료/적립완료/반려) and points. */
import { formatDttm, formatNumber } from '#shared/format';
import '#components/ui/pill.css';
import type { BottleCollection } from './claim-api';

export function BottleHistory({ collections }: { collections: BottleCollection[] }) {
  return (
    <section className="claim-section" aria-labelledby="bottle-history-title">
      <h2 id="bottle-history-title">공병 수거 내역</h2>
      {collections.length === 0 ? (
        <p className="claim-muted">아직 공병 수거 신청 내역이 없습니다.</p>
      ) : (
        <ul className="claim-cards" aria-label="공병 수거 내역">
          {collections.map((row) => (
            <li key={row.id} className="claim-card">
              <div className="claim-card__head">
                <span className="ui-pill claim-badge">공병 {row.bottleCnt}개</span>
                <strong className={`claim-card__status claim-card__status--${row.status.toLowerCase()}`}>{row.statusNm}</strong>
              </div>
              <p className="claim-card__meta">
                신청일 {formatDttm(row.requestedAt, { weekday: false })} · 주문번호 {row.ordNo}
              </p>
              <p>{row.orderNm}</p>
              <p className="claim-card__points">
                {row.status === 'CONFIRMED'
                  ? `${formatNumber(row.earnPt)}P 적립`
                  : row.status === 'REJECTED'
                    ? '적립 없음'
                    : `${formatNumber(row.earnPt)}P 적립 예정`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
