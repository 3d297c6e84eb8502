/** The history's lines: date, what it was, the order, the signed amount, and a credit's expiry. */
import { formatDttm, formatNumber } from '#shared/format';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import type { PointLine } from './points-api';

function Amount({ delta }: { delta: number }) {
  return (
    <strong
      className={`point-line__amount point-line__amount--${delta > 0 ? 'plus' : 'minus'}`}
    >{`${delta > 0 ? '+' : '−'}${formatNumber(Math.abs(delta))}P`}</strong>
  );
}

export function PointLines({ items }: { items: PointLine[] }) {
  if (items.length === 0) return <EmptyState icon="receipt" title="조회 기간 내 포인트 내역이 없습니다" text="기간이나 구분을 바꿔 조회해 보세요." />;
  return (
    <ul className="point-lines" aria-label="포인트 내역">
      {items.map((line) => (
        <li key={line.id} className="point-line">
          <div className="point-line__body">
            <span className="point-line__reason">{line.reasonNm}</span>
            <span className="point-line__meta">
              {formatDttm(line.dttm, { weekday: false })}
              {line.ordNo ? ` · 주문번호 ${line.ordNo}` : ''}
            </span>
            {line.memo ? <span className="point-line__meta">{line.memo}</span> : null}
            {line.expiresDttm ? <span className="point-line__meta">{formatDttm(line.expiresDttm, { time: false, weekday: false })} 소멸 예정</span> : null}
          </div>
          <Amount delta={line.delta} />
        </li>
      ))}
    </ul>
  );
}
