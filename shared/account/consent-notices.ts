/**
 * What the join screen tells beside each consent to collect personal information, as the
 * Personal Information Protection Act asks before such a consent: the items, why they are
 * collected, how long they are kept, and that the member may refuse and what refusing means. The
 * items are the ones the join form and its follow-up ask for; the privacy policy
 * (shared/seeds/terms/privacy-policy.ts) says the same for the whole shop.
 */
export interface ConsentNotice {
  items: string;
  purpose: string;
  retention: string;
  refusal: string;
}

export const CONSENT_NOTICES = {
  PRIVACY_REQUIRED: {
    items: '아이디, 비밀번호, 이름, 휴대전화번호',
    purpose: '회원 가입 의사 확인과 본인 식별, 회원 자격 유지·관리, 주문·결제·배송과 교환·반품, 고객 상담, 부정 이용 방지',
    retention: '회원 탈퇴 시까지. 다만 관계 법령에 따라 보존하는 기록은 그 기간까지(계약·결제 기록 5년, 소비자 불만·분쟁 처리 기록 3년)',
    refusal: '동의를 거부할 수 있으나, 거부하면 회원 가입을 할 수 없습니다.',
  },
  PRIVACY_OPTIONAL: {
    items: '생년월일, 성별',
    purpose: '포미 추천 등 연령과 성별에 맞춘 상품 추천, 서비스 이용 통계',
    retention: '회원 탈퇴 또는 동의 철회 시까지',
    refusal: '동의하지 않아도 회원 가입과 쇼핑에는 제한이 없으며, 맞춤 추천만 받을 수 없습니다.',
  },
} as const satisfies Record<string, ConsentNotice>;

export type NoticedConsent = keyof typeof CONSENT_NOTICES;
