/** The customer centre's content (issue 12 §1): FAQ categories and list sizes. Schema-free for the screens. */

/** Issue 12 §1: 회원, 주문/결제, 배송, 취소/교환/반품, 포인트/쿠폰, 기타. */
export const FAQ_CATEGORIES = { MEMBER: '회원', ORDER: '주문/결제', DELIVERY: '배송', CLAIM: '취소/교환/반품', BENEFIT: '포인트/쿠폰', ETC: '기타' } as const;
export type FaqCategory = keyof typeof FAQ_CATEGORIES;

export const NOTICE_PAGE_SIZE = 10;
