/** One order line on the exchange/return form: a checkbox, the product, and a − qty + stepper capped at what is open. */
import { formatWon } from '#shared/format';
import type { ClaimableOrder } from './claim-api';

interface Props {
  line: ClaimableOrder['lines'][number];
  checked: boolean;
  qty: number;
  onToggle: (checked: boolean) => void;
  onQty: (qty: number) => void;
  /** Set when no line is ticked: the checkbox points at the form's message about it. */
  invalidMessageId?: string;
}

export function ClaimLineItem({ line, checked, qty, onToggle, onQty, invalidMessageId }: Props) {
  const open = line.claimableQty > 0;
  const name = `${line.prdNm} ${line.prdOptnNm}`;
  return (
    <li className={`claim-line${open ? '' : ' claim-line--closed'}`}>
      <label className="claim-line__pick">
        <input
          type="checkbox"
          checked={open && checked}
          disabled={!open}
          onChange={(event) => onToggle(event.target.checked)}
          aria-label={`${name} 선택`}
          aria-invalid={invalidMessageId ? true : undefined}
          aria-describedby={invalidMessageId}
        />
      </label>
      {line.imageUrl ? (
        <img className="claim-line__image" src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
      ) : (
        <span className="claim-line__image" />
      )}
      <div className="claim-line__body">
        <p className="claim-line__brand">{line.brandNm}</p>
        <p className="claim-line__name">{line.prdNm}</p>
        <p className="claim-line__meta">
          {line.prdOptnNm} · 주문 {line.qty}개 · {formatWon(line.saleAmt)}
        </p>
        {open ? (
          <div className="claim-stepper">
            <button type="button" aria-label={`${name} 수량 줄이기`} disabled={!checked || qty <= 1} onClick={() => onQty(qty - 1)}>
              −
            </button>
            <output aria-label={`${name} 신청 수량`}>{qty}</output>
            <button type="button" aria-label={`${name} 수량 늘리기`} disabled={!checked || qty >= line.claimableQty} onClick={() => onQty(qty + 1)}>
              +
            </button>
          </div>
        ) : (
          <p className="claim-line__closed">이미 신청했거나 신청할 수 없는 상품입니다.</p>
        )}
      </div>
    </li>
  );
}
