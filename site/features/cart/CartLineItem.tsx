/**
 * One cart line: its selection, image, brand, name, option select, unit price (the list price
 * struck through when discounted), quantity, line total, the gateway's notice and 삭제. A sold-out
 * line is flagged 품절, cannot be selected and counts in no total, but can move to another option.
 * A line of a product taken off sale (판매중지) is flagged so and can only be deleted.
 */
import type { CartLine } from '#shared/schemas/cart-calls';
import type { ProductOption } from '#shared/schemas/display-calls';
import { productPath } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import { QuantityStepper } from './QuantityStepper';
import { changeOption, changeQuantity, deleteLines, toggleLine } from './store';
import { LineDeleteButton } from '#components/ui/LineDeleteButton.tsx';
import '#components/ui/outlined.css';

interface Props {
  line: CartLine;
  selected: boolean;
  busy: boolean;
  notice: string;
  options: ProductOption[] | undefined;
}

export function CartLineItem({ line, selected, busy, notice, options }: Props) {
  const saleStopped = line.saleStopYn === 'Y';
  const soldOut = line.soldOutYn === 'Y' || saleStopped;
  const flag = saleStopped ? '판매중지' : '품절';
  const label = `${line.prdNm} ${line.prdOptnNm}`;
  const choices = options ?? [{ inmOptnPrdNo: line.inmOptnPrdNo, prdOptnNm: line.prdOptnNm, soldOutYn: line.soldOutYn } as ProductOption];
  return (
    <li className={`cart-line${soldOut ? ' cart-line--soldout' : ''}`} aria-busy={busy}>
      <input
        className="cart-line__check"
        type="checkbox"
        aria-label={`${label} 선택`}
        checked={selected}
        disabled={soldOut}
        onChange={() => void toggleLine(line.cartLineId)}
      />
      <a className="cart-line__media" href={productPath(line.productCode)} tabIndex={-1} aria-hidden="true">
        <img src={line.imageUrl} alt="" width={88} height={88} loading="lazy" decoding="async" />
        {soldOut && <span className="cart-line__soldout-cover">{flag}</span>}
      </a>
      <div className="cart-line__info">
        <p className="cart-line__brand">{line.brandNm}</p>
        <a className="cart-line__name" href={productPath(line.productCode)}>
          {line.prdNm}
        </a>
        {soldOut && <span className="cart-line__soldout">{flag}</span>}
        <select
          className="ui-outlined cart-line__option"
          aria-label={`${line.prdNm} 옵션 변경`}
          value={line.inmOptnPrdNo}
          disabled={busy || saleStopped || choices.length < 2}
          onChange={(event) => void changeOption(line, event.target.value)}
        >
          {choices.map((option) => (
            <option key={option.inmOptnPrdNo} value={option.inmOptnPrdNo} disabled={option.soldOutYn === 'Y' && option.inmOptnPrdNo !== line.inmOptnPrdNo}>
              {option.soldOutYn === 'Y' ? `${option.prdOptnNm} (품절)` : option.prdOptnNm}
            </option>
          ))}
        </select>
        <p className="cart-line__unit">
          {line.cnsmAmt > line.saleAmt && (
            <>
              <span className="visually-hidden">정가</span>
              <del>{formatWon(line.cnsmAmt)}</del>{' '}
            </>
          )}
          <span className="visually-hidden">판매가</span>
          <span>{formatWon(line.saleAmt)}</span>
        </p>
        <div className="cart-line__qty">
          <QuantityStepper
            name={line.prdNm}
            qty={line.qty}
            maxQty={line.maxQty}
            disabled={busy || soldOut}
            onChange={(qty) => void changeQuantity(line, qty)}
          />
          <strong className="cart-line__total">
            <span className="visually-hidden">상품 금액 </span>
            {formatWon(line.saleAmt * line.qty)}
          </strong>
        </div>
        {!soldOut && line.qty >= line.maxQty && !notice && <p className="cart-line__hint">최대 구매 수량 {line.maxQty}개</p>}
        <p className="cart-line__notice" role="status">
          {notice}
        </p>
      </div>
      <LineDeleteButton
        label={`${label} 삭제`}
        disabled={busy}
        onDelete={() => void deleteLines([line.cartLineId], { question: `${label} 상품을 장바구니에서 삭제하시겠습니까?` })}
      />
    </li>
  );
}
