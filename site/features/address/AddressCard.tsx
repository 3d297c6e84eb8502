/** One address of the book: name and 기본 배송지 badge, recipient, number, address, and its actions. */
import '#components/ui/pill.css';
import type { DeliveryAddress } from './address-api';
import { formatMobile } from './address-rules';

interface Props {
  address: DeliveryAddress;
  mode: 'manage' | 'choose';
  selected: boolean;
  onEdit: () => void;
  onDelete: () => void;
  onMakeDefault: () => void;
  onChoose?: () => void;
}

export function AddressCard({ address, mode, selected, onEdit, onDelete, onMakeDefault, onChoose }: Props) {
  const isDefault = address.defaultYn === 'Y';
  const titleId = `addr-card-${address.dlvAddrNo}`;
  return (
    <li className="addr-card" data-selected={selected ? '' : undefined}>
      <div className="addr-card__head">
        <h3 className="addr-card__name" id={titleId}>
          {address.addrNm}
        </h3>
        {isDefault && <span className="ui-pill addr-badge">기본 배송지</span>}
      </div>
      <p className="addr-card__person">
        {address.rcptNm} <span aria-hidden="true">·</span> {formatMobile(address.mobile)}
      </p>
      <p className="addr-card__address">
        ({address.zipNo}) {address.roadAddr}
        {address.dtlAddr && ` ${address.dtlAddr}`}
      </p>
      <div className="addr-card__actions">
        <button type="button" id={`addr-edit-${address.dlvAddrNo}`} className="addr-link-button" aria-label={`${address.addrNm} 수정`} onClick={onEdit}>
          수정
        </button>
        <button type="button" className="addr-link-button" aria-label={`${address.addrNm} 삭제`} onClick={onDelete}>
          삭제
        </button>
        {!isDefault && (
          <button type="button" className="addr-link-button" aria-label={`${address.addrNm} 기본 배송지로 설정`} onClick={onMakeDefault}>
            기본 배송지로 설정
          </button>
        )}
        {mode === 'choose' && (
          <button
            type="button"
            className="button button--primary addr-card__choose"
            aria-label={`${address.addrNm} 선택`}
            aria-pressed={selected}
            onClick={onChoose}
          >
            {selected ? '선택됨' : '선택'}
          </button>
        )}
      </div>
    </li>
  );
}
