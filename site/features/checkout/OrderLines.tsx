/** 주문상품: what is being bought, with each line's price in KRW. */
import type { OrderSheetLine } from '#shared/schemas/order-calls';
import { formatWon } from '#shared/format';

export function OrderLines({
  lines,
}: {
  lines: Pick<OrderSheetLine, 'inmOptnPrdNo' | 'imageUrl' | 'brandNm' | 'prdNm' | 'prdOptnNm' | 'qty' | 'cnsmAmt' | 'saleAmt'>[];
}) {
  return (
    <ul className="checkout-lines">
      {lines.map((line) => (
        <li key={line.inmOptnPrdNo} className="checkout-line">
          <img className="checkout-line__image" src={line.imageUrl} alt="" width="72" height="72" loading="lazy" />
          <div className="checkout-line__info">
            <p className="checkout-line__brand">{line.brandNm}</p>
            <p className="checkout-line__name">{line.prdNm}</p>
            <p className="checkout-line__option">
              {line.prdOptnNm} / {line.qty}개
            </p>
            <p className="checkout-line__price">
              {line.cnsmAmt > line.saleAmt && <del aria-label={`정가 ${formatWon(line.cnsmAmt * line.qty)}`}>{formatWon(line.cnsmAmt * line.qty)}</del>}{' '}
              <strong>{formatWon(line.saleAmt * line.qty)}</strong>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
