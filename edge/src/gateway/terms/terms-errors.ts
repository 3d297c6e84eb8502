/** Error codes of the terms and content pages: status and Korean message (see ../errors.ts). */
export const TERMS_ERRORS = {
  TERMS_NOT_FOUND: { status: 404, message: '약관을 찾을 수 없습니다.' },
  TERMS_VERSION_NOT_FOUND: { status: 404, message: '선택하신 버전의 약관을 찾을 수 없습니다. 약관 목록에서 다시 선택해 주세요.' },
  CONTENT_PAGE_NOT_FOUND: { status: 404, message: '안내 페이지를 찾을 수 없습니다.' },
  DOCUMENT_VERSION_DAY_PAST: { status: 400, message: '새 버전의 시행일은 내일 이후여야 합니다. 고객에게 미리 알릴 수 있도록 날짜를 다시 골라 주세요.' },
  DOCUMENT_VERSION_LOCKED: { status: 409, message: '시행 중이거나 지난 버전은 고칠 수 없습니다. 새 버전을 추가해 주세요.' },
} as const;
