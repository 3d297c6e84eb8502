/**
 * The delivery address's field rules (ADR 014): each returns the Korean message or null. The
 * gateway's schema (shared/schemas/address-calls.ts) calls them in its refinements and the address
 * form uses them as they are, so both refuse the same input with the same words. No zod here:
 * the address island imports this file.
 */

/** How long each field of an address may be, and how many addresses a member may keep. */
export const DELIVERY_ADDRESS_LIMITS = { addrNm: 20, rcptNm: 20, dtlAddr: 100, addresses: 20 } as const;
/** The shortest search keyword the 도로명주소 search accepts, and the longest. */
export const ADDRESS_KEYWORD_MIN = 2;
export const ADDRESS_KEYWORD_MAX = 40;
/** The longest road or lot address the book keeps (a searched one is far shorter). */
const ADDRESS_LINE_MAX = 200;

export const ADDRESS_NOT_SEARCHED = '주소 검색으로 주소를 선택해 주세요.';
export const KEYWORD_TOO_SHORT = '검색어를 두 글자 이상 입력해 주세요.';
const CONTROL_CHARACTERS = '줄바꿈이나 탭 문자는 입력할 수 없습니다.';

const hasControl = (value: string) => /[\r\n\t]/.test(value);

function requiredText(value: string, max: number, empty: string, tooLong: string): string | null {
  const text = value.trim();
  if (text === '') return empty;
  if (text.length > max) return tooLong;
  return hasControl(text) ? CONTROL_CHARACTERS : null;
}

export const addressNameProblem = (value: string) =>
  requiredText(value, DELIVERY_ADDRESS_LIMITS.addrNm, '배송지명을 입력해 주세요.', `배송지명은 ${DELIVERY_ADDRESS_LIMITS.addrNm}자 이내로 입력해 주세요.`);

export const recipientProblem = (value: string) =>
  requiredText(
    value,
    DELIVERY_ADDRESS_LIMITS.rcptNm,
    '받는 분 이름을 입력해 주세요.',
    `받는 분 이름은 ${DELIVERY_ADDRESS_LIMITS.rcptNm}자 이내로 입력해 주세요.`,
  );

/** The 우편번호 only ever comes from the search, five digits. */
export const zipNoProblem = (zipNo: string) => (/^\d{5}$/.test(zipNo) ? null : ADDRESS_NOT_SEARCHED);

export function roadAddressProblem(value: string): string | null {
  const text = value.trim();
  if (text === '') return ADDRESS_NOT_SEARCHED;
  return text.length > ADDRESS_LINE_MAX ? '주소가 너무 깁니다.' : null;
}

export const lotAddressProblem = (value: string) => (value.trim().length > ADDRESS_LINE_MAX ? '지번 주소가 너무 깁니다.' : null);

/** 상세주소 may be empty (the form asks before saving one without it). */
export function detailAddressProblem(value: string): string | null {
  const text = value.trim();
  if (text.length > DELIVERY_ADDRESS_LIMITS.dtlAddr) return `상세주소는 ${DELIVERY_ADDRESS_LIMITS.dtlAddr}자 이내로 입력해 주세요.`;
  return hasControl(text) ? CONTROL_CHARACTERS : null;
}

export function addressKeywordProblem(keyword: string): string | null {
  const text = keyword.trim();
  if (text.length < ADDRESS_KEYWORD_MIN) return KEYWORD_TOO_SHORT;
  return text.length > ADDRESS_KEYWORD_MAX ? `검색어는 ${ADDRESS_KEYWORD_MAX}자 이내로 입력해 주세요.` : null;
}
