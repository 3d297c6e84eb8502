/**
 * 배송지 and 배송 요청사항. The chosen address (the default at first); 배송지 변경 opens the
 * address book in `choose` mode, where the shopper can also add an address found by search.
 * Without any address the section asks for one and 결제하기 stays off.
 */
import { useState } from 'react';
import type { OrderAddress } from '#shared/schemas/order-calls';
import { AddressBook } from '../address/AddressBook';
import { listDeliveryAddresses } from '../address/address-api';
import { formatMobile } from '../address/address-rules';
import { Dialog } from '#components/ui/Dialog.tsx';
import '#components/ui/pill.css';
import { CUSTOM_MEMO, DLV_MEMO_MAX, MEMO_PRESETS, type MemoChoice } from './delivery-memo';
import { chooseAddress, setMemo } from './store';
import '#components/ui/outlined.css';

interface Props {
  address: OrderAddress | null;
  memo: MemoChoice;
}

export function DeliverySection({ address, memo }: Props) {
  const [choosing, setChoosing] = useState(false);
  const close = async () => {
    setChoosing(false);
    // The chosen address may have been edited or deleted in the book, or one added without 선택.
    const addresses = await listDeliveryAddresses().catch(() => null);
    if (addresses) chooseAddress(addresses.find((candidate) => candidate.dlvAddrNo === address?.dlvAddrNo) ?? addresses[0] ?? null);
  };
  return (
    <section className="checkout-section" aria-labelledby="checkout-delivery-title">
      <div className="checkout-section__head">
        <h2 id="checkout-delivery-title" className="checkout-section__title">
          배송지
        </h2>
        {address && (
          <button type="button" className="ui-outlined checkout-link-button" onClick={() => setChoosing(true)}>
            배송지 변경
          </button>
        )}
      </div>
      {address ? (
        <div className="checkout-address">
          <p className="checkout-address__name">
            <strong>{address.rcptNm}</strong> <span className="checkout-address__label">{address.addrNm}</span>
            {address.defaultYn === 'Y' && <span className="ui-pill checkout-address__default">기본배송지</span>}
          </p>
          <p className="checkout-address__mobile">{formatMobile(address.mobile)}</p>
          <p className="checkout-address__road">
            ({address.zipNo}) {address.roadAddr} {address.dtlAddr}
          </p>
        </div>
      ) : (
        <div className="checkout-address checkout-address--empty">
          <p>등록된 배송지가 없습니다. 배송지를 추가해 주세요.</p>
          <button type="button" className="button" onClick={() => setChoosing(true)}>
            배송지 추가
          </button>
        </div>
      )}
      <div className="checkout-memo">
        <label className="checkout-memo__label" htmlFor="checkout-memo-select">
          배송 요청사항
        </label>
        <select
          id="checkout-memo-select"
          className="ui-outlined checkout-select"
          value={memo.preset}
          onChange={(event) => setMemo({ ...memo, preset: event.target.value })}
        >
          <option value="">배송 요청사항을 선택해 주세요</option>
          {MEMO_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {preset}
            </option>
          ))}
          <option value={CUSTOM_MEMO}>직접 입력</option>
        </select>
        {memo.preset === CUSTOM_MEMO && (
          <div className="checkout-memo__custom">
            <input
              className="ui-outlined checkout-input"
              aria-label="배송 요청사항 직접 입력"
              maxLength={DLV_MEMO_MAX}
              value={memo.custom}
              placeholder="배송 기사님께 전할 말씀을 입력해 주세요"
              onChange={(event) => setMemo({ ...memo, custom: event.target.value })}
            />
            <span className="checkout-memo__count" aria-live="polite">
              {memo.custom.length}/{DLV_MEMO_MAX}
            </span>
          </div>
        )}
      </div>
      {choosing && (
        <Dialog title={address ? '배송지 변경' : '배송지 추가'} onClose={() => void close()}>
          <AddressBook
            mode="choose"
            selectedNo={address?.dlvAddrNo}
            onChoose={(chosen) => {
              chooseAddress(chosen);
              setChoosing(false);
            }}
          />
        </Dialog>
      )}
    </section>
  );
}
