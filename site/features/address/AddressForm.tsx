/**
 * The add/edit form of one delivery address: 배송지명, 받는 분, 휴대폰 번호, the road address
 * chosen in the search dialog (shown read-only), 상세주소 and 기본 배송지. Failed rules are shown
 * beside their fields; an empty 상세주소 is confirmed before saving.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DeliveryAddress, RoadAddress } from './address-api';
import { alertText, confirmText } from './address-modal';
import { ADDRESS_NAME_MAX, DETAIL_MAX, EMPTY_DETAIL_CONFIRM, RECIPIENT_MAX, validateDraft, type AddressDraft, type DraftErrors, type DraftField } from './address-rules';
import { saveDraft } from './address-store';
import { AddressSearchDialog } from './AddressSearchDialog';
import { FieldMessage, TextField } from './TextField';

interface Props {
  initial: AddressDraft;
  /** The default cannot be unset here (another address must take it), and a first address is always the default. */
  defaultLocked: boolean;
  onSaved: (address: DeliveryAddress) => void;
  onCancel: () => void;
}

const FIELD_ORDER: readonly DraftField[] = ['addrNm', 'rcptNm', 'mobile', 'roadAddr', 'dtlAddr'];
const fieldId = (field: DraftField) => (field === 'roadAddr' ? 'addr-search-open' : `addr-${field}`);

export function AddressForm({ initial, defaultLocked, onSaved, onCancel }: Props) {
  const [draft, setDraft] = useState<AddressDraft>(initial);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [searching, setSearching] = useState(false);
  const [saving, setSaving] = useState(false);
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

  const change = (field: keyof AddressDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    if (field in errors) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: DraftErrors) => {
    setErrors(found);
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const choose = (road: RoadAddress) => {
    setDraft((current) => ({ ...current, zipNo: road.zipNo, roadAddr: road.roadAddr, jibunAddr: road.jibunAddr }));
    setErrors((current) => ({ ...current, roadAddr: undefined }));
    detailNext.current = true;
    setSearching(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const found = validateDraft(draft);
    if (Object.keys(found).length > 0) return showErrors(found);
    if (draft.dtlAddr.trim() === '' && !(await confirmText(EMPTY_DETAIL_CONFIRM))) {
      detail.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const outcome = await saveDraft(draft);
      if (outcome.ok) {
        await alertText(outcome.saved.message);
        onSaved(outcome.saved.address);
      } else if (Object.keys(outcome.fields).length > 0) showErrors(outcome.fields);
      else await alertText(outcome.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <form className="addr-form" onSubmit={submit} noValidate aria-labelledby="addr-form-title">
        <h3 className="addr-form__title" id="addr-form-title">
          {editing ? '배송지 수정' : '배송지 추가'}
        </h3>
        <TextField id="addr-addrNm" label="배송지명" value={draft.addrNm} maxLength={ADDRESS_NAME_MAX} placeholder="예) 우리집, 회사" error={errors.addrNm} onChange={change('addrNm')} />
        <TextField id="addr-rcptNm" label="받는 분" value={draft.rcptNm} maxLength={RECIPIENT_MAX} autoComplete="name" error={errors.rcptNm} onChange={change('rcptNm')} />
        <TextField
          id="addr-mobile"
          label="휴대폰 번호"
          value={draft.mobile}
          maxLength={13}
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="010-1234-5678"
          error={errors.mobile}
          onChange={change('mobile')}
        />
        <fieldset className="addr-field addr-field--address">
          <legend className="addr-field__label">주소</legend>
          <div className="addr-field__row">
            <label className="visually-hidden" htmlFor="addr-zipNo">
              우편번호
            </label>
            <input id="addr-zipNo" className="addr-input addr-input--zip" value={draft.zipNo} readOnly placeholder="우편번호" />
            <button
              type="button"
              id="addr-search-open"
              className="button addr-field__button"
              aria-describedby={errors.roadAddr ? 'addr-roadAddr-message' : undefined}
              onClick={() => setSearching(true)}
            >
              주소 검색
            </button>
          </div>
          <label className="visually-hidden" htmlFor="addr-roadAddr">
            도로명 주소
          </label>
          <input id="addr-roadAddr" className="addr-input" value={draft.roadAddr} readOnly placeholder="주소 검색 버튼을 눌러 주소를 찾아 주세요" aria-invalid={errors.roadAddr ? true : undefined} />
          {draft.jibunAddr && <p className="addr-hint">지번 {draft.jibunAddr}</p>}
          <FieldMessage id="addr-roadAddr-message" message={errors.roadAddr} />
        </fieldset>
        <TextField
          id="addr-dtlAddr"
          label="상세주소"
          inputRef={detail}
          value={draft.dtlAddr}
          maxLength={DETAIL_MAX}
          placeholder="동, 호수 등 나머지 주소"
          error={errors.dtlAddr}
          onChange={change('dtlAddr')}
        />
        <label className="addr-check">
          <input
            type="checkbox"
            checked={defaultLocked || draft.defaultYn === 'Y'}
            disabled={defaultLocked}
            onChange={(event) => setDraft((current) => ({ ...current, defaultYn: event.target.checked ? 'Y' : 'N' }))}
          />
          기본 배송지로 설정
        </label>
        <div className="addr-form__buttons">
          <button type="button" className="button" onClick={onCancel}>
            취소
          </button>
          <button type="submit" className="button button--primary" disabled={saving}>
            저장
          </button>
        </div>
      </form>
      {/* Outside the form: React events bubble through portals, and the dialog has a form of its own. */}
      {searching && <AddressSearchDialog onChoose={choose} onClose={() => setSearching(false)} />}
    </>
  );
}
