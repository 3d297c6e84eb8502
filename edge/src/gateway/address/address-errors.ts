/** Error codes of the address calls, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const ADDRESS_ERRORS = errorCatalogue({
  400: {
    // KEYWORD_* and SEARCH_UNAVAILABLE: the road address search (either provider); the rest: the member's address book.
    ADDRESS_KEYWORD_TOO_SHORT: '검색어를 두 글자 이상 입력해 주세요.',
    ADDRESS_KEYWORD_TOO_BROAD: '검색 결과가 많습니다. 도로명과 건물번호 등 상세 주소를 입력해 주세요.',
    ADDRESS_KEYWORD_INVALID: '검색어에 사용할 수 없는 문자가 있습니다. 도로명, 건물명 또는 지번으로 검색해 주세요.',
    ADDRESS_NOT_VERIFIED: '주소 검색으로 찾은 주소만 등록할 수 있습니다. 주소를 다시 검색해 주세요.',
  },
  404: {
    ADDRESS_NOT_FOUND: '배송지를 찾을 수 없습니다.',
  },
  409: {
    ADDRESS_LIMIT_REACHED: '배송지는 최대 20개까지 등록할 수 있습니다. 사용하지 않는 배송지를 삭제한 뒤 등록해 주세요.',
    ADDRESS_DEFAULT_NOT_DELETABLE: '기본 배송지는 삭제할 수 없습니다. 다른 배송지를 기본 배송지로 설정한 뒤 삭제해 주세요.',
    ADDRESS_DEFAULT_REQUIRED: '기본 배송지는 해제할 수 없습니다. 다른 배송지를 기본 배송지로 설정해 주세요.',
  },
  502: {
    ADDRESS_SEARCH_UNAVAILABLE: '주소 검색 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});
