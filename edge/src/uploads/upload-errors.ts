/** Error codes of uploads, by status, with their Korean messages (see ../gateway/errors.ts). */
import { errorCatalogue } from '../gateway/error-catalogue';

export const UPLOAD_ERRORS = errorCatalogue({
  400: {
    UPLOAD_EMPTY: '올릴 파일이 비어 있습니다.',
    UPLOAD_TOO_MANY: '올릴 수 있는 파일 수를 넘었습니다.',
    UPLOAD_PART_REFUSED: '동영상 조각이 올바르지 않습니다. 처음부터 다시 올려 주세요.',
  },
  404: {
    UPLOAD_USE_UNKNOWN: '파일을 올릴 수 있는 곳이 아닙니다.',
    UPLOAD_NOT_FOUND: '올린 파일을 찾을 수 없습니다. 파일을 다시 올려 주세요.',
  },
  409: {
    UPLOAD_PARTS_MISSING: '동영상을 끝까지 받지 못했습니다. 다시 올려 주세요.',
  },
  411: {
    UPLOAD_LENGTH_REQUIRED: '파일 크기를 알 수 없습니다. 다시 시도해 주세요.',
  },
  413: {
    UPLOAD_TOO_LARGE: '파일이 너무 큽니다.',
  },
  415: {
    UPLOAD_TYPE_REFUSED: '올릴 수 없는 파일 형식입니다.',
  },
  429: {
    UPLOAD_THROTTLED: '파일을 너무 많이 올렸습니다. 잠시 후 다시 시도해 주세요.',
    UPLOAD_QUOTA_EXCEEDED: '하루에 올릴 수 있는 파일 용량을 넘습니다. 내일 다시 올려 주세요.',
  },
});
