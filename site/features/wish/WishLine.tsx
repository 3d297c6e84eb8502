/** One wished product: the checkbox, image, brand, name, prices, how it may be bought, the option select and 삭제. */
import type { WishItem } from '#shared/schemas/wish-calls';
import { productPath } from '#shared/catalog/paths';
import { formatWon } from '#shared/format';
import { chooseOption, removeWishes, toggleItem } from './store';
import { isSelectable } from './wish-rules';
import { LineDeleteButton } from '#components/ui/LineDeleteButton.tsx';
import '#components/ui/outlined.css';

const BUY_RULE_NOTES: Record<WishItem['buyRule'], string> = {
  ANY: '',
  CART_ONLY: '단독구매 불가 · 장바구니에서 함께 구매',
  DIRECT_ONLY: '바로구매 전용',
};

interface Props {
  item: WishItem;
  checked: boolean;
  optionNo: string;
  busy: boolean;
}

export function WishLine({ item, checked, optionNo, busy }: Props) {
  const selectable = isSelectable(item);
  const discounted = item.dcRate > 0 && item.cnsmAmt > item.saleAmt;
  const note = BUY_RULE_NOTES[item.buyRule];
  const href = productPath(item.productCode);
  return (
    <li className={selectable ? 'wish-line' : 'wish-line wish-line--sold-out'}>
      <input
        className="wish-line__check"
        type="checkbox"
        checked={checked}
        disabled={!selectable}
        onChange={() => toggleItem(item.inmPrdNo)}
        aria-label={`${item.prdNm} 선택`}
      />
      <a className="wish-line__image" href={href} tabIndex={-1} aria-hidden="true">
        <img src={item.imageUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
        {!selectable && <span className="wish-line__sold-out">{item.saleStopYn === 'Y' ? '판매중지' : '품절'}</span>}
      </a>
      <div className="wish-line__info">
        <span className="wish-line__brand">{item.brandNm}</span>
        <a className="wish-line__name" href={href}>
          {item.prdNm}
        </a>
        <span className="wish-line__prices">
          {discounted && (
            <span className="wish-line__rate">
              <span className="visually-hidden">할인율 </span>
              {item.dcRate}%
            </span>
          )}
          <strong>
            <span className="visually-hidden">판매가 </span>
            {formatWon(item.saleAmt)}
          </strong>
          {discounted && (
            <del>
              <span className="visually-hidden">정가 </span>
              {formatWon(item.cnsmAmt)}
            </del>
          )}
        </span>
        {note && <span className={`wish-line__rule wish-line__rule--${item.buyRule.toLowerCase()}`}>{note}</span>}
        {selectable && (
          <select
            className="ui-outlined wish-line__option"
            value={optionNo}
            onChange={(event) => chooseOption(item.inmPrdNo, event.target.value)}
            aria-label={`${item.prdNm} 옵션 선택`}
          >
            {item.options.map((option) => (
              <option key={option.inmOptnPrdNo} value={option.inmOptnPrdNo} disabled={option.soldOutYn === 'Y'}>
                {option.prdOptnNm} ({formatWon(option.saleAmt)}){option.soldOutYn === 'Y' ? ' - 품절' : ''}
              </option>
            ))}
          </select>
        )}
      </div>
      <LineDeleteButton
        label={`${item.prdNm} 삭제`}
        disabled={busy}
        onDelete={() => void removeWishes([item.inmPrdNo], '이 상품을 위시리스트에서 삭제하시겠습니까?')}
      />
    </li>
  );
}
