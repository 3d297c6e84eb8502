/**
 * The member's address book: the list, default first, with add, edit, delete and
 * 기본 배송지. `manage` is the mypage screen; in `choose` (checkout) each address also has a 선택
 * button, and an address added here is chosen at once.
 */
import { loginUrl } from '#features/member/login-question.ts';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { messageOf } from '#components/ui/message-of.ts';
import { ScreenError } from '#components/ui/ScreenError.tsx';
import { ask, tell } from '#components/ui/tell.ts';
import type { DeliveryAddress } from './address-api';
import { EMPTY_DRAFT, formatMobile, type AddressDraft } from './address-rules';
import { $addressBook, loadAddressBook, makeDefault, removeAddress } from './address-store';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import './address.css';

/** How many addresses a member may keep (the gateway's limit too). */
const MAX_ADDRESSES = 20;

export interface AddressBookProps {
  mode: 'manage' | 'choose';
  selectedNo?: number;
  onChoose?: (address: DeliveryAddress) => void;
}

const draftOf = (address: DeliveryAddress): AddressDraft => ({ ...address, mobile: formatMobile(address.mobile) });

/** Runs a change: its outcome is a toast, a refusal the gateway's Korean message in an alert to read. */
async function report(change: () => Promise<string>): Promise<void> {
  try {
    await tell(await change(), 'toast');
  } catch (error) {
    await tell(messageOf(error));
  }
}

export function AddressBook({ mode, selectedNo, onChoose }: AddressBookProps) {
  const book = useStore($addressBook);
  const [editing, setEditing] = useState<AddressDraft | null>(null);
  /** The control that opened the form, focused again when the form closes. */
  const opener = useRef('');
  useEffect(() => void loadAddressBook(), []);
  useEffect(() => {
    if (editing || !opener.current) return;
    document.getElementById(opener.current)?.focus();
    opener.current = '';
  }, [editing]);
  const edit = (draft: AddressDraft, from: string) => {
    opener.current = from;
    setEditing(draft);
  };

  if (editing) {
    const current = book.addresses.find((address) => address.dlvAddrNo === editing.dlvAddrNo);
    return (
      <div className="address-book">
        <AddressForm
          initial={editing}
          defaultLocked={book.addresses.length === 0 || current?.defaultYn === 'Y'}
          onCancel={() => setEditing(null)}
          onSaved={(address) => {
            setEditing(null);
            if (mode === 'choose' && editing.dlvAddrNo === undefined) onChoose?.(address);
          }}
        />
      </div>
    );
  }

  const remove = async (address: DeliveryAddress) => {
    if (await ask(`'${address.addrNm}' 배송지를 삭제하시겠습니까?`)) await report(() => removeAddress(address.dlvAddrNo));
  };
  const full = book.addresses.length >= MAX_ADDRESSES;

  return (
    <section className="address-book" aria-labelledby="address-book-title" aria-busy={book.status === 'loading'}>
      <div className="address-book__head">
        <h2 className="address-book__title" id="address-book-title">
          배송지 목록{' '}
          <span className="address-book__count">
            ({book.addresses.length}/{MAX_ADDRESSES})
          </span>
        </h2>
        {book.status === 'ready' && (
          <button
            type="button"
            className="button button--primary address-book__add"
            disabled={full}
            id="address-book-add"
            onClick={() => edit({ ...EMPTY_DRAFT }, 'address-book-add')}
          >
            배송지 추가
          </button>
        )}
      </div>
      {full && <p className="addr-hint">배송지는 최대 {MAX_ADDRESSES}개까지 등록할 수 있습니다.</p>}
      {book.status === 'loading' && (
        <p className="addr-empty" role="status">
          배송지를 불러오고 있습니다.
        </p>
      )}
      {book.status === 'error' && <ScreenError message={book.message} onRetry={() => void loadAddressBook()} />}
      {book.status === 'login' && (
        <div className="addr-empty">
          <p>로그인이 필요한 서비스입니다.</p>
          <a className="button button--primary" href={loginUrl({ url: new URL(location.href) })}>
            로그인
          </a>
        </div>
      )}
      {book.status === 'ready' && book.addresses.length === 0 && <p className="addr-empty">등록된 배송지가 없습니다. 배송지를 추가해 주세요.</p>}
      {book.status === 'ready' && book.addresses.length > 0 && (
        <ul className="address-book__list">
          {book.addresses.map((address) => (
            <AddressCard
              key={address.dlvAddrNo}
              address={address}
              mode={mode}
              selected={address.dlvAddrNo === selectedNo}
              onEdit={() => edit(draftOf(address), `addr-edit-${address.dlvAddrNo}`)}
              onDelete={() => void remove(address)}
              onMakeDefault={() => void report(() => makeDefault(address.dlvAddrNo))}
              onChoose={() => onChoose?.(address)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
