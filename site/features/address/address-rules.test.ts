import { describe, expect, it } from 'vitest';
import { SaveDeliveryAddressRequestSchema } from '#shared/schemas/address-calls';
import { draftRequest, EMPTY_DRAFT, formatMobile, validateDraft, type AddressDraft } from './address-rules';

const VALID: AddressDraft = {
  ...EMPTY_DRAFT,
  addrNm: '우리집',
  rcptNm: '김녹차',
  mobile: '010-1234-5678',
  zipNo: '06236',
  roadAddr: '서울특별시 강남구 테헤란로 152 (역삼동, 강남파이낸스센터)',
  jibunAddr: '서울특별시 강남구 역삼동 737 강남파이낸스센터',
};

/** The gateway's failing fields for a draft, named as the form names them. */
function gatewayFields(draft: AddressDraft): Record<string, string> {
  const parsed = SaveDeliveryAddressRequestSchema.safeParse({
    ...draftRequest(draft),
    mobile: draft.mobile,
    addrNm: draft.addrNm,
    rcptNm: draft.rcptNm,
    dtlAddr: draft.dtlAddr,
  });
  const fields: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const name = String(issue.path[0]) === 'zipNo' ? 'roadAddr' : String(issue.path[0]);
    fields[name] ??= issue.message;
  }
  return fields;
}

describe('validateDraft', () => {
  it.each([
    ['a complete draft', {}],
    ['an empty 상세주소', { dtlAddr: '' }],
    ['no 배송지명', { addrNm: ' ' }],
    ['a 배송지명 of 21', { addrNm: '가'.repeat(21) }],
    ['no 받는 분', { rcptNm: '' }],
    ['a 받는 분 of 21', { rcptNm: '나'.repeat(21) }],
    ['a tab in the name', { addrNm: '우리\t집' }],
    ['no number', { mobile: '' }],
    ['a landline', { mobile: '02-123-4567' }],
    ['010 with 7 digits', { mobile: '010-123-4567' }],
    ['016 with 7 digits', { mobile: '016-123-4567' }],
    ['letters in the number', { mobile: '010-abcd-5678' }],
    ['no searched address', { zipNo: '', roadAddr: '' }],
    ['a 상세주소 of 101', { dtlAddr: '다'.repeat(101) }],
  ])('agrees with the gateway on %s', (_name, overrides) => {
    const draft = { ...VALID, ...overrides };
    expect(validateDraft(draft)).toEqual(gatewayFields(draft));
  });

  it('words every failure in Korean, in the form’s order', () => {
    expect(validateDraft({ ...EMPTY_DRAFT })).toEqual({
      addrNm: '배송지명을 입력해 주세요.',
      rcptNm: '받는 분 이름을 입력해 주세요.',
      mobile: '휴대폰 번호를 입력해 주세요.',
      roadAddr: '주소 검색으로 주소를 선택해 주세요.',
    });
  });
});

describe('draftRequest and formatMobile', () => {
  it('sends trimmed text and the number as digits', () => {
    expect(draftRequest({ ...VALID, addrNm: ' 우리집 ', mobile: '010 1234-5678', dtlAddr: ' 12층 ', dlvAddrNo: 7 })).toEqual({
      dlvAddrNo: 7,
      addrNm: '우리집',
      rcptNm: '김녹차',
      mobile: '01012345678',
      zipNo: '06236',
      roadAddr: VALID.roadAddr,
      jibunAddr: VALID.jibunAddr,
      dtlAddr: '12층',
      defaultYn: 'N',
    });
  });

  it('writes numbers with dashes', () => {
    expect(formatMobile('01012345678')).toBe('010-1234-5678');
    expect(formatMobile('0111234567')).toBe('011-123-4567');
    expect(formatMobile('12345')).toBe('12345');
  });
});
