/** Error codes of editor postings, by status, with their Korean messages (see ../errors.ts). */
import { NOT_EDITOR_MESSAGE } from '#shared/postings/posting-rules';
import { errorCatalogue } from '../error-catalogue';

export const POSTING_ERRORS = errorCatalogue({
  403: {
    POSTING_NOT_EDITOR: NOT_EDITOR_MESSAGE,
  },
  404: {
    POSTING_NOT_FOUND: '포스팅을 찾을 수 없습니다.',
    POSTING_PRODUCT_NOT_FOUND: '고른 상품을 찾을 수 없습니다. 상품을 다시 골라 주세요.',
    EDITOR_NOT_FOUND: '회원을 찾을 수 없습니다.',
  },
  409: {
    POSTING_PUBLISHED: '게시된 포스팅은 수정하거나 삭제할 수 없습니다.',
    POSTING_NOT_PENDING: '검토 중인 포스팅만 게시하거나 반려할 수 있습니다.',
  },
});
