/**
 * 1:1 inquiries: categories, types, the two forms and their
 * lengths (ADR 022), states, messages. Schema-free, so the screens load no zod.
 */

export const INQUIRY_CATEGORIES = {
  MEMBER: '회원',
  ORDER: '주문/결제',
  DELIVERY: '배송',
  CLAIM: '취소/교환/반품',
  BENEFIT: '포인트/쿠폰',
  PRODUCT: '상품',
  ETC: '기타',
} as const;
export type InquiryCategory = keyof typeof INQUIRY_CATEGORIES;

export const INQUIRY_TYPES = { QUESTION: '문의', COMPLAINT: '불편 신고', SUGGESTION: '제안' } as const;
export type InquiryType = keyof typeof INQUIRY_TYPES;

/** Content length: the 1:1 inquiry screens take 1,000, the quick inquiry about an order 300. */
export const INQUIRY_FORMS = { FULL: 1000, SHORT: 300 } as const;
export type InquiryForm = keyof typeof INQUIRY_FORMS;
export const INQUIRY_TITLE_MAX = 30;
export const INQUIRY_MAX_IMAGES = 10;
export const INQUIRY_PAGE_SIZE = 10;

export const INQUIRY_STATUS_NAMES = { RECEIVED: '접수', ANSWERED: '답변 완료' } as const;
export type InquiryStatus = keyof typeof INQUIRY_STATUS_NAMES;

/** What the member is told after writing, changing or deleting an inquiry. */
export const INQUIRY_REGISTERED_MESSAGE = '문의가 등록되었습니다.';
export const INQUIRY_MODIFIED_MESSAGE = '문의가 수정되었습니다.';
export const INQUIRY_DELETED_MESSAGE = '문의가 삭제되었습니다.';
