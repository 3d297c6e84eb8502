/** Error codes of the terms and content pages, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const TERMS_ERRORS = errorCatalogue({
  400: {
    DOCUMENT_VERSION_DAY_PAST: '새 버전의 시행일은 내일 이후여야 합니다. 고객에게 미리 알릴 수 있도록 날짜를 다시 골라 주세요.',
  },
  404: {
    TERMS_NOT_FOUND: '약관을 찾을 수 없습니다.',
    TERMS_VERSION_NOT_FOUND: '선택하신 버전의 약관을 찾을 수 없습니다. 약관 목록에서 다시 선택해 주세요.',
    CONTENT_PAGE_NOT_FOUND: '안내 페이지를 찾을 수 없습니다.',
  },
  409: {
    DOCUMENT_VERSION_LOCKED: '시행 중이거나 지난 버전은 고칠 수 없습니다. 새 버전을 추가해 주세요.',
  },
});
