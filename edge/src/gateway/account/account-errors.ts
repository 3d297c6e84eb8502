/** Error codes of the member's account calls, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

/**
 * `MOBILE_TAKEN` is the member gateway's code (a join with a number already joined); a member
 * changing to another member's number hears this instead.
 */
export const MOBILE_TAKEN_BY_OTHER_MESSAGE = '다른 회원이 사용 중인 휴대폰 번호입니다. 본인의 번호라면 고객센터로 문의해 주세요.';

export const ACCOUNT_ERRORS = errorCatalogue({
  400: {
    REAUTH_PASSWORD_MISMATCH: '비밀번호가 일치하지 않습니다. 다시 입력해 주세요.',
    CURRENT_PASSWORD_MISMATCH: '현재 비밀번호가 일치하지 않습니다.',
    PASSWORD_SAME: '현재 비밀번호와 다른 비밀번호를 입력해 주세요.',
    MOBILE_CODE_MISMATCH: '인증번호가 일치하지 않습니다. 다시 확인해 주세요.',
    MOBILE_CODE_EXPIRED: '인증 시간이 초과되었습니다. 인증번호를 다시 받아 주세요.',
    MOBILE_CODE_TOO_MANY: '인증번호를 5번 잘못 입력했습니다. 인증번호를 다시 받아 주세요.',
    MARKETING_CONSENT_REQUIRED: '이메일과 주소는 마케팅 활용 동의 후 저장할 수 있습니다.',
  },
  403: {
    REAUTH_REQUIRED: '개인정보 보호를 위해 본인 확인을 다시 해 주세요.',
  },
  404: {
    SNS_NOT_LINKED: '연결되어 있지 않은 SNS입니다.',
  },
  409: {
    REAUTH_NO_PASSWORD: 'SNS로 가입한 회원은 휴대폰 인증으로 본인 확인을 해 주세요.',
    MOBILE_SAME: '지금 등록된 휴대폰 번호와 같습니다.',
    SNS_LAST_LOGIN: '마지막 로그인 수단은 해제할 수 없습니다. 다른 SNS를 연결한 뒤 해제해 주세요.',
    WITHDRAW_OPEN_ORDER: '진행 중인 주문이 있어 탈퇴할 수 없습니다. 주문을 취소하거나 배송 완료 후 구매확정을 한 뒤 다시 시도해 주세요.',
    WITHDRAW_OPEN_CLAIM: '진행 중인 취소·교환·반품 또는 공병 수거가 있어 탈퇴할 수 없습니다. 처리가 끝난 뒤 다시 시도해 주세요.',
  },
  429: {
    REAUTH_THROTTLED: '본인 확인을 여러 번 실패했습니다. 15분 후 다시 시도해 주세요.',
    SMS_LIMITED: '인증번호 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    SMS_BUDGET_EXCEEDED: '지금은 인증번호 요청이 많아 문자를 보낼 수 없습니다. 잠시 후 다시 시도해 주세요.',
  },
  502: {
    SMS_SEND_FAILED: '인증번호를 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});
