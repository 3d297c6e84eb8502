/** Error codes of uploads: status and Korean message (see ../gateway/errors.ts). */
export const UPLOAD_ERRORS = {
  UPLOAD_USE_UNKNOWN: { status: 404, message: '파일을 올릴 수 있는 곳이 아닙니다.' },
  UPLOAD_EMPTY: { status: 400, message: '올릴 파일이 비어 있습니다.' },
  UPLOAD_LENGTH_REQUIRED: { status: 411, message: '파일 크기를 알 수 없습니다. 다시 시도해 주세요.' },
  UPLOAD_TOO_LARGE: { status: 413, message: '파일이 너무 큽니다.' },
  UPLOAD_TYPE_REFUSED: { status: 415, message: '올릴 수 없는 파일 형식입니다.' },
  UPLOAD_THROTTLED: { status: 429, message: '파일을 너무 많이 올렸습니다. 잠시 후 다시 시도해 주세요.' },
  UPLOAD_QUOTA_EXCEEDED: { status: 429, message: '하루에 올릴 수 있는 파일 용량을 넘습니다. 내일 다시 올려 주세요.' },
  UPLOAD_NOT_FOUND: { status: 404, message: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.' },
  UPLOAD_TOO_MANY: { status: 400, message: '올릴 수 있는 파일 수를 넘었습니다.' },
  UPLOAD_PART_REFUSED: { status: 400, message: '동영상 조각이 올바르지 않습니다. 처음부터 다시 올려 주세요.' },
  UPLOAD_PARTS_MISSING: { status: 409, message: '동영상을 끝까지 받지 못했습니다. 다시 올려 주세요.' },
} as const;
