/** Error codes of the terms and content pages (issue 12 §1): status and Korean message (see ../errors.ts). */
export const TERMS_ERRORS = {
  TERMS_NOT_FOUND: { status: 404, message: '약관을 찾을 수 없습니다.' },
  TERMS_VERSION_NOT_FOUND: { status: 404, message: '선택하신 버전의 약관을 찾을 수 없습니다. 약관 목록에서 다시 선택해 주세요.' },
  CONTENT_PAGE_NOT_FOUND: { status: 404, message: '안내 페이지를 찾을 수 없습니다.' },
} as const;
