/**
 * Error codes of the member gateway (login, join, SMS codes, social login): status and Korean
 * message, in the gateway's one catalogue (../gateway/errors.ts). The codes every gateway shares
 * (`INVALID_INPUT`, `NOT_FOUND`, `PAYLOAD_TOO_LARGE`, `INTERNAL_ERROR`) are there already, and so
 * are the SMS codes the account's re-check shares (`SMS_BUDGET_EXCEEDED`, `SMS_SEND_FAILED`).
 */
import { errorCatalogue } from '../gateway/error-catalogue';

export const MEMBER_ERRORS = errorCatalogue({
  400: {
    OAUTH_STATE_MISMATCH: '로그인 요청이 만료되었거나 올바르지 않습니다. 처음부터 다시 시도해 주세요.',
    OAUTH_DENIED: '소셜 로그인이 취소되었습니다.',
    PENDING_JOIN_NOT_FOUND: '소셜 로그인 정보가 만료되었습니다. 다시 로그인해 주세요.',
  },
  401: {
    LOGIN_FAILED: '아이디 또는 비밀번호가 일치하지 않습니다.',
    SMS_CODE_MISMATCH: '인증번호가 일치하지 않습니다.',
    SMS_CODE_EXPIRED: '인증 시간이 만료되었습니다. 인증번호를 다시 받아 주세요.',
    AUTO_LOGIN_UNAVAILABLE: '자동 로그인 정보가 없습니다. 다시 로그인해 주세요.',
    PASSWORD_RESET_EXPIRED: '비밀번호 변경 시간이 지났습니다. 휴대폰 인증부터 다시 해 주세요.',
  },
  403: {
    CROSS_ORIGIN: '이 사이트에서 보낸 요청만 처리할 수 있습니다.',
  },
  404: {
    NOT_A_MEMBER: '가입되지 않은 휴대폰 번호입니다. 회원가입 후 이용해 주세요.',
    SOCIAL_PROVIDER_DISABLED: '사용할 수 없는 로그인 방법입니다.',
    // 아이디·비밀번호 찾기: the same words whichever detail did not match, and whether or not a member exists.
    ACCOUNT_NOT_FOUND: '입력하신 정보와 일치하는 회원이 없습니다. 입력한 내용을 다시 확인해 주세요.',
  },
  409: {
    WEB_ID_TAKEN: '이미 사용 중인 아이디입니다.',
    WEB_ID_WITHDRAWN: '탈퇴 후 30일이 지나지 않은 아이디는 사용할 수 없습니다. 다른 아이디를 입력해 주세요.',
    MOBILE_TAKEN: '이미 가입된 휴대폰 번호입니다. 로그인 또는 아이디 찾기를 이용해 주세요.',
  },
  429: {
    LOGIN_THROTTLED: '로그인 시도가 너무 많습니다. 15분 후에 다시 시도해 주세요.',
    CHECK_ID_THROTTLED: '아이디 확인 요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    SMS_ADDRESS_LIMITED: '이 네트워크에서 인증번호 요청이 너무 많습니다. 1시간 후에 다시 시도해 주세요.',
    SMS_RATE_LIMITED: '인증번호 요청 횟수를 초과했습니다. 1시간 후에 다시 시도해 주세요.',
    SMS_TOO_MANY_ATTEMPTS: '인증번호 입력 횟수를 초과했습니다. 인증번호를 다시 받아 주세요.',
    AUTO_LOGIN_RECENT: '자동 로그인은 30분에 한 번만 시도할 수 있습니다.',
  },
  502: {
    OAUTH_PROVIDER_ERROR: '소셜 로그인 중 문제가 발생했습니다. 잠시 후 다시 시도해 주세요.',
    MEMBER_GATEWAY_UNAVAILABLE: '회원 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});

/** The member gateway's 404: its paths are pages and forms, not only API calls. */
export const MEMBER_NOT_FOUND_MESSAGE = '요청하신 주소를 찾을 수 없습니다.';

/** A login or join by SMS that the hourly budget stops can still go by password: the refusal says so. */
export const SMS_BUDGET_LOGIN_MESSAGE =
  '지금은 인증번호 요청이 많아 문자를 보낼 수 없습니다. 잠시 후 다시 시도해 주세요. 아이디와 비밀번호로는 지금도 로그인할 수 있습니다.';
