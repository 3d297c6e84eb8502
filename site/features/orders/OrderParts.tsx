/** Small pieces the order screens share: the status badge, a product line, and a loading/error note. */
import type { ReactNode } from 'react';
import { formatWon } from '#shared/format';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import '#components/ui/pill.css';

export function StatusBadge({ status, name }: { status: string; name: string }) {
  return <span className={`ui-pill order-badge order-badge--${status.toLowerCase()}`}>{name}</span>;
}

export interface LineView {
  prdNm: string;
  prdOptnNm: string;
  brandNm: string;
  imageUrl: string;
  qty: number;
  /** What the line cost, shown under its name. */
  amount?: number;
  /** Taken off sale since (판매중지): marked so. */
  saleStopYn?: 'Y' | 'N';
  /** "외 2건" and the like. */
  extra?: string;
}

export function OrderLineView({ line }: { line: LineView }) {
  return (
    <div className="order-line">
      <img className="order-line__image" src={line.imageUrl} alt={line.prdNm} width={72} height={72} loading="lazy" />
      <div className="order-line__info">
        <span className="order-line__brand">{line.brandNm}</span>
        <strong className="order-line__name">
          {line.prdNm}
          {line.extra ? <span className="order-line__extra"> {line.extra}</span> : null}
        </strong>
        {line.prdOptnNm ? <span className="order-line__option">{line.prdOptnNm}</span> : null}
        {line.saleStopYn === 'Y' ? <span className="order-line__sale-stop">판매중지</span> : null}
        <span className="order-line__qty">
          수량 {line.qty}개{line.amount !== undefined ? <> · {formatWon(line.amount)}</> : null}
        </span>
      </div>
    </div>
  );
}

export function ScreenNote({ children, alert = false }: { children: ReactNode; alert?: boolean }) {
  return alert ? <ErrorNote className="orders-note">{children}</ErrorNote> : <StatusNote className="orders-note">{children}</StatusNote>;
}

/** `01012345678` → `010-1234-5678`. */
export function formatMobile(value: string): string {
  const match = /^(\d{3})(\d{3,4})(\d{4})$/.exec(value);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : value;
}
