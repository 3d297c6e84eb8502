/**
 * The add/edit form of one delivery address (the form recipe, ADR 014): 배송지명, 받는 분, 휴대폰
 * 번호, the road address chosen in the search dialog (shown read-only), 상세주소 and 기본 배송지.
 * Failed rules are shown beside their fields; an empty 상세주소 is confirmed before saving.
 */
import { useEffect, useRef, useState } from 'react';
import { ErrorNote } from '#components/ui/Notes.tsx';
import { Field, fieldProps, messageId } from '#components/ui/form/Field.tsx';
import { useForm } from '#components/ui/form/use-form.ts';
import '#components/ui/text-input.css';
import type { DeliveryAddress, RoadAddress } from './address-api';
import { ask, tell } from '#components/ui/tell.ts';
import { DELIVERY_ADDRESS_LIMITS } from '#shared/validation/address';
import { DRAFT_RULES, EMPTY_DETAIL_CONFIRM, type AddressDraft } from './address-rules';
import { saveDraft } from './address-store';
import { AddressSearchDialog } from './AddressSearchDialog';

interface Props {
  initial: AddressDraft;
  /** The default cannot be unset here (another address must take it), and a first address is always the default. */
  defaultLocked: boolean;
  onSaved: (address: DeliveryAddress) => void;
  onCancel: () => void;
}

export function AddressForm({ initial, defaultLocked, onSaved, onCancel }: Props) {
  const form = useForm({ initial, rules: DRAFT_RULES });
  const { values: draft, errors, setValue } = form;
  const [searching, setSearching] = useState(false);
  const detail = useRef<HTMLInputElement>(null);
  const detailNext = useRef(false);
  const editing = initial.dlvAddrNo !== undefined;

  useEffect(() => document.getElementById('addr-addrNm')?.focus(), []);

  // After a road address is chosen, 상세주소 is what the shopper fills in next.
  useEffect(() => {
    if (!searching && detailNext.current) {
      detailNext.current = false;
      detail.current?.focus();
    }
  }, [searching]);

  const choose = (road: RoadAddress) => {
    setValue('zipNo', road.zipNo);
    setValue('jibunAddr', road.jibunAddr);
    setValue('roadAddr', road.roadAddr);
    detailNext.current = true;
    setSearching(false);
  };

  const send = async (values: AddressDraft) => {
    if (values.dtlAddr.trim() === '' && !(await ask(EMPTY_DETAIL_CONFIRM))) {
      detail.current?.focus();
      return;
    }
    const saved = await saveDraft(values);
    await tell(saved.message, 'toast');
    onSaved(saved.address);
  };

  const text = (name: 'addrNm' | 'rcptNm' | 'mobile' | 'dtlAddr') => ({
    ...fieldProps(`addr-${name}`, errors[name]),
    className: 'ui-text-input addr-input',
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setValue(name, event.target.value),
  });

  return (
    <>
      <form ref={form.formRef} className="addr-form" onSubmit={form.submit(send)} noValidate aria-labelledby="addr-form-title" aria-busy={form.busy}>
        <h3 className="addr-form__title" id="addr-form-title">
          {editing ? '배송지 수정' : '배송지 추가'}
        </h3>
        <Field id="addr-addrNm" label="배송지명" error={errors.addrNm}>
          <input {...text('addrNm')} maxLength={DELIVERY_ADDRESS_LIMITS.addrNm} placeholder="예) 우리집, 회사" />
        </Field>
        <Field id="addr-rcptNm" label="받는 분" error={errors.rcptNm}>
          <input {...text('rcptNm')} maxLength={DELIVERY_ADDRESS_LIMITS.rcptNm} autoComplete="name" />
        </Field>
        <Field id="addr-mobile" label="휴대폰 번호" error={errors.mobile}>
          <input {...text('mobile')} maxLength={13} type="tel" inputMode="numeric" autoComplete="tel" placeholder="010-1234-5678" />
        </Field>
        <fieldset className="addr-field addr-field--address">
          <legend className="addr-field__label">주소</legend>
          <div className="addr-field__row">
            <label className="visually-hidden" htmlFor="addr-zipNo">
              우편번호
            </label>
            <input id="addr-zipNo" className="ui-text-input addr-input addr-input--zip" value={draft.zipNo} readOnly placeholder="우편번호" />
            <button type="button" id="addr-search-open" className="button addr-field__button" onClick={() => setSearching(true)}>
              주소 검색
            </button>
          </div>
          <label className="visually-hidden" htmlFor="addr-roadAddr">
            도로명 주소
          </label>
          <input
            {...fieldProps('addr-roadAddr', errors.roadAddr)}
            className="ui-text-input addr-input"
            value={draft.roadAddr}
            readOnly
            placeholder="주소 검색 버튼을 눌러 주소를 찾아 주세요"
          />
          {draft.jibunAddr && <p className="addr-hint">지번 {draft.jibunAddr}</p>}
          {errors.roadAddr && (
            <p className="ui-field__message" id={messageId('addr-roadAddr')}>
              {errors.roadAddr}
            </p>
          )}
        </fieldset>
        <Field id="addr-dtlAddr" label="상세주소" error={errors.dtlAddr}>
          <input {...text('dtlAddr')} ref={detail} maxLength={DELIVERY_ADDRESS_LIMITS.dtlAddr} placeholder="동, 호수 등 나머지 주소" />
        </Field>
        <label className="addr-check">
          <input
            type="checkbox"
            checked={defaultLocked || draft.defaultYn === 'Y'}
            disabled={defaultLocked}
            onChange={(event) => setValue('defaultYn', event.target.checked ? 'Y' : 'N')}
          />
          기본 배송지로 설정
        </label>
        {form.formMessage && <ErrorNote>{form.formMessage}</ErrorNote>}
        <div className="addr-form__buttons">
          <button type="button" className="button" onClick={onCancel}>
            취소
          </button>
          <button type="submit" className="button button--primary" disabled={form.busy}>
            저장
          </button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and the dialog has a form of its own. */}
      {searching && <AddressSearchDialog onChoose={choose} onClose={() => setSearching(false)} />}
    </>
  );
}
