/** The customer centre's content: FAQ categories and list sizes. Schema-free for the screens. */

/** The FAQ categories: 회원, 주문/결제, 배송, 취소/교환/반품, 포인트/쿠폰, 기타. */
export const FAQ_CATEGORIES = { MEMBER: '회원', ORDER: '주문/결제', DELIVERY: '배송', CLAIM: '취소/교환/반품', BENEFIT: '포인트/쿠폰', ETC: '기타' } as const;
export type FaqCategory = keyof typeof FAQ_CATEGORIES;

export const NOTICE_PAGE_SIZE = 10;

/** A notice's or a question's state: shoppers see only what is published (and due). */
export const CONTENT_STATUS_NAMES = { PUBLISHED: '게시', HIDDEN: '숨김' } as const;
export type ContentStatus = keyof typeof CONTENT_STATUS_NAMES;

/** What the content team may write; the notice title is the table's own limit (migration 0023). */
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_BODY_MAX = 10_000;
export const FAQ_QUESTION_MAX = 200;
export const FAQ_ANSWER_MAX = 5_000;
