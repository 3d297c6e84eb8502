/**
 * The address form's rules, checked in the browser before the gateway checks them
 * again with shared/schemas/address-calls.ts; address-rules.test.ts keeps the two in step. They
 * live here, without zod, so the island's bundle stays small.
 */
import { normalizeMobile, validateMobile } from '#shared/validation/member';
import type { DeliveryAddress } from '#shared/schemas/address-calls';
import { checkFields, type FieldRules } from '#components/ui/form/field-errors.ts';

export const ADDRESS_NAME_MAX = 20;
export const RECIPIENT_MAX = 20;
export const DETAIL_MAX = 100;
export const KEYWORD_MIN = 2;

export const EMPTY_DETAIL_CONFIRM = '상세주소가 입력되지 않았습니다. 이대로 저장하시겠습니까?';
export const TOO_MANY_RESULTS = '검색 결과가 많습니다. 도로명과 건물번호 등 상세 주소를 입력해 주세요.';
export const KEYWORD_TOO_SHORT = '검색어를 두 글자 이상 입력해 주세요.';

/** What the form holds; the road address only ever comes from the search dialog. */
export type AddressDraft = Omit<DeliveryAddress, 'dlvAddrNo'> & { dlvAddrNo?: number };

export type DraftField = 'addrNm' | 'rcptNm' | 'mobile' | 'roadAddr' | 'dtlAddr';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: AddressDraft = { addrNm: '', rcptNm: '', mobile: '', zipNo: '', roadAddr: '', jibunAddr: '', dtlAddr: '', defaultYn: 'N' };

const hasControl = (value: string) => /[\r\n\t]/.test(value);

function requiredText(value: string, max: number, empty: string, tooLong: string): string | null {
  const text = value.trim();
  if (text === '') return empty;
  if (text.length > max) return tooLong;
  return hasControl(text) ? '줄바꿈이나 탭 문자는 입력할 수 없습니다.' : null;
}

/** One rule per field (the form recipe, ADR 014), in the form's order. */
export const DRAFT_RULES: FieldRules<AddressDraft> = {
  addrNm: (value) => requiredText(value, ADDRESS_NAME_MAX, '배송지명을 입력해 주세요.', `배송지명은 ${ADDRESS_NAME_MAX}자 이내로 입력해 주세요.`),
  rcptNm: (value) => requiredText(value, RECIPIENT_MAX, '받는 분 이름을 입력해 주세요.', `받는 분 이름은 ${RECIPIENT_MAX}자 이내로 입력해 주세요.`),
  mobile: (value) => validateMobile(value),
  roadAddr: (value, draft) => (!/^\d{5}$/.test(draft.zipNo) || value.trim() === '' ? '주소 검색으로 주소를 선택해 주세요.' : null),
  dtlAddr: (value) => {
    if (value.trim().length > DETAIL_MAX) return `상세주소는 ${DETAIL_MAX}자 이내로 입력해 주세요.`;
    return hasControl(value.trim()) ? '줄바꿈이나 탭 문자는 입력할 수 없습니다.' : null;
  },
};

/** Every failing field and its Korean message, in the form's order; empty when the draft can be saved. */
export function validateDraft(draft: AddressDraft): DraftErrors {
  return checkFields(DRAFT_RULES, draft);
}

/** The save call's body for a valid draft. */
export function draftRequest(draft: AddressDraft) {
  return {
    ...(draft.dlvAddrNo === undefined ? {} : { dlvAddrNo: draft.dlvAddrNo }),
    addrNm: draft.addrNm.trim(),
    rcptNm: draft.rcptNm.trim(),
    mobile: normalizeMobile(draft.mobile),
    zipNo: draft.zipNo,
    roadAddr: draft.roadAddr,
    jibunAddr: draft.jibunAddr,
    dtlAddr: draft.dtlAddr.trim(),
    defaultYn: draft.defaultYn,
  };
}

/** `01012345678` → `010-1234-5678`, `0111234567` → `011-123-4567`. */
export function formatMobile(digits: string): string {
  const match = /^(01\d)(\d{3,4})(\d{4})$/.exec(digits);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : digits;
}
