/** Error codes of the wish calls: status and Korean message (see ../errors.ts). */
export const WISH_ERRORS = {
  WISH_LIMIT_EXCEEDED: { status: 409, message: '위시리스트에는 최대 200개까지 담을 수 있습니다. 담아 둔 상품을 정리한 뒤 다시 담아 주세요.' },
  WISH_ITEM_NOT_FOUND: { status: 404, message: '위시리스트에서 상품을 찾을 수 없습니다. 새로고침한 뒤 다시 시도해 주세요.' },
} as const;
