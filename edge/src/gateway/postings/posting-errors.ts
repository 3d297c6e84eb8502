/** Error codes of editor postings: status and Korean message (see ../errors.ts). */
import { NOT_EDITOR_MESSAGE } from '#shared/postings/posting-rules';

export const POSTING_ERRORS = {
  POSTING_NOT_EDITOR: { status: 403, message: NOT_EDITOR_MESSAGE },
  POSTING_NOT_FOUND: { status: 404, message: '포스팅을 찾을 수 없습니다.' },
  POSTING_PUBLISHED: { status: 409, message: '게시된 포스팅은 수정하거나 삭제할 수 없습니다.' },
  POSTING_NOT_PENDING: { status: 409, message: '검토 중인 포스팅만 게시하거나 반려할 수 있습니다.' },
  POSTING_PRODUCT_NOT_FOUND: { status: 404, message: '고른 상품을 찾을 수 없습니다. 상품을 다시 골라 주세요.' },
  EDITOR_NOT_FOUND: { status: 404, message: '회원을 찾을 수 없습니다.' },
} as const;
