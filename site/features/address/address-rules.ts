/**
 * The address form's draft and its rules: the field rules are shared/validation/address.ts, the
 * same functions the gateway's schema calls, so both refuse the same input with the same words.
 */
import { addressNameProblem, detailAddressProblem, recipientProblem, roadAddressProblem, zipNoProblem } from '#shared/validation/address';
import { normalizeMobile, validateMobile } from '#shared/validation/member';
import type { DeliveryAddress } from '#shared/schemas/address-calls';
import { checkFields, type FieldRules } from '#components/ui/form/field-errors.ts';

export const EMPTY_DETAIL_CONFIRM = '상세주소가 입력되지 않았습니다. 이대로 저장하시겠습니까?';
export const TOO_MANY_RESULTS = '검색 결과가 많습니다. 도로명과 건물번호 등 상세 주소를 입력해 주세요.';

/** What the form holds; the road address only ever comes from the search dialog. */
export type AddressDraft = Omit<DeliveryAddress, 'dlvAddrNo'> & { dlvAddrNo?: number };

export type DraftField = 'addrNm' | 'rcptNm' | 'mobile' | 'roadAddr' | 'dtlAddr';
export type DraftErrors = Partial<Record<DraftField, string>>;

export const EMPTY_DRAFT: AddressDraft = { addrNm: '', rcptNm: '', mobile: '', zipNo: '', roadAddr: '', jibunAddr: '', dtlAddr: '', defaultYn: 'N' };

/** One rule per field (the form recipe, ADR 014), in the form's order. */
export const DRAFT_RULES: FieldRules<AddressDraft> = {
  addrNm: addressNameProblem,
  rcptNm: recipientProblem,
  mobile: (value) => validateMobile(value),
  roadAddr: (value, draft) => zipNoProblem(draft.zipNo) ?? roadAddressProblem(value),
  dtlAddr: detailAddressProblem,
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
