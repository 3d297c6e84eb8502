/**
 * The member's account screens as both sides read them, schema-free so islands
 * import them without zod: how long a re-authentication lasts, the consents a member manages,
 * why one leaves, and their Korean messages.
 */

/** A password or SMS re-check opens the personal information screens this long, moved on by each change. */
export const REAUTH_MINUTES = 10;
/** A withdrawn ID may not join again for this many days. */
export const REJOIN_BLOCK_DAYS = 30;
/** A 기타 withdrawal comment: at most this many characters. */
export const WITHDRAW_COMMENT_MAX = 300;

export const CONSENT_CHANGED_MESSAGE = '동의 정보가 변경되었습니다.';
export const MEMBER_INFO_CHANGED_MESSAGE = '회원정보가 수정되었습니다.';
export const SNS_DISCONNECTED_MESSAGE = 'SNS 로그인 연결이 해제되었습니다.';
export const SNS_CONNECTED_MESSAGE = 'SNS 로그인이 연결되었습니다.';
export const PASSWORD_CHANGED_MESSAGE = '비밀번호가 변경되었습니다.';
export const MOBILE_CHANGED_MESSAGE = '휴대폰 번호가 변경되었습니다.';
export const WITHDRAWN_MESSAGE = '회원 탈퇴가 완료되었습니다. 그동안 녹차숍을 이용해 주셔서 감사합니다.';
/** The confirmation before marketing consent is withdrawn: what else goes with it. */
export const MARKETING_WITHDRAW_QUESTION =
  '마케팅 활용 동의를 철회하면 광고성 정보 수신 동의(문자, 이메일, 앱 푸시, 야간 푸시)도 함께 철회되고, 저장된 이메일과 주소 정보가 삭제됩니다. 철회하시겠습니까?';

/** The consents of the personal information screen, in the order it lists them. */
export const MANAGED_CONSENTS = [
  { code: 'MKT_USE', label: '마케팅 목적의 개인정보 수집·이용 동의 (이메일, 주소)' },
  { code: 'MKT_SMS', label: '광고성 정보 수신: 문자(SMS)' },
  { code: 'MKT_EMAIL', label: '광고성 정보 수신: 이메일' },
  { code: 'MKT_PUSH', label: '광고성 정보 수신: 앱 푸시' },
  { code: 'NIGHT_PUSH', label: '야간(21시~08시) 광고성 앱 푸시 수신' },
] as const;
export type ManagedConsentCode = (typeof MANAGED_CONSENTS)[number]['code'];

/** Every consent's Korean name, for the consent history (join consents included). */
export const CONSENT_NAMES: Readonly<Record<string, string>> = {
  AGE14: '만 14세 이상 확인',
  TERMS: '이용약관',
  PRIVACY_REQUIRED: '개인정보 수집·이용 (필수)',
  PRIVACY_OPTIONAL: '개인정보 수집·이용 (선택: 생년월일, 성별)',
  ...Object.fromEntries(MANAGED_CONSENTS.map((consent) => [consent.code, consent.label])),
};

/** Why a member leaves (a reason must be chosen; 기타 needs a comment). */
export const WITHDRAW_REASONS = [
  { code: 'LOW_USE', label: '이용 빈도가 낮아요' },
  { code: 'PRODUCT', label: '상품이 마음에 들지 않아요' },
  { code: 'DELIVERY', label: '배송이 느리거나 불편해요' },
  { code: 'SERVICE', label: '교환·반품 등 서비스가 불만족스러워요' },
  { code: 'BENEFIT', label: '혜택(포인트, 쿠폰)이 부족해요' },
  { code: 'PRIVACY', label: '개인정보 유출이 걱정돼요' },
  { code: 'OTHER', label: '기타' },
] as const;
export type WithdrawReasonCode = (typeof WITHDRAW_REASONS)[number]['code'];

/** The withdrawal form's rules, shared by the screen and the gateway. */
export function validateWithdrawReason(reasonCd: string): string | null {
  return WITHDRAW_REASONS.some((reason) => reason.code === reasonCd) ? null : '탈퇴 사유를 선택해 주세요.';
}
export function validateWithdrawComment(reasonCd: string, comment: string): string | null {
  if (reasonCd === 'OTHER' && comment.trim() === '') return '기타 사유를 입력해 주세요.';
  return comment.length > WITHDRAW_COMMENT_MAX ? `사유는 ${WITHDRAW_COMMENT_MAX}자 이내로 입력해 주세요.` : null;
}

/** The Korean names of the channel codes (1 PC, 2 mobile web, 3 app), for recent logins. */
export const CHANNEL_NAMES: Readonly<Record<string, string>> = { '1': 'PC 웹', '2': '모바일 웹', '3': '앱' };
/** How each login happened, for recent logins. */
export const LOGIN_METHOD_NAMES: Readonly<Record<string, string>> = {
  ID: '아이디',
  SMS: '휴대폰 인증',
  AUTO: '자동 로그인',
  KAKAO: '카카오',
  NAVER: '네이버',
  FACEBOOK: '페이스북',
  AppleID: 'Apple',
};

/** The account screens, under mypage. */
export const ACCOUNT_PATHS = {
  reauth: '/kr/ko/cu/mypage/personal-information-modify',
  detail: '/kr/ko/cu/mypage/personal-information-modify/personal-information-detail',
  withdraw: '/kr/ko/cu/mypage/personal-information-modify/customer-withdraw',
  tnca: '/kr/ko/cu/mypage/tnca',
} as const;

/** How an SNS connection ended: the social callback sends `?sns=` to the detail screen. */
export const SNS_LINK_RESULTS = {
  connected: SNS_CONNECTED_MESSAGE,
  already: '이미 연결된 SNS입니다.',
  taken: '이 SNS 계정은 다른 회원에게 연결되어 있어 연결할 수 없습니다.',
  denied: 'SNS 연결을 취소했습니다.',
  failed: 'SNS 연결 중 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.',
} as const;
export type SnsLinkResult = keyof typeof SNS_LINK_RESULTS;
