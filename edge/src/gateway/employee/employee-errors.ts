/** Error codes of employee verification, by status, with their Korean messages (see ../errors.ts). */
import { errorCatalogue } from '../error-catalogue';

export const EMPLOYEE_ERRORS = errorCatalogue({
  400: {
    EMP_NO_INVALID: '사번 형식이 회사 규칙과 맞지 않습니다. 사번을 확인해 주세요.',
    EMP_CODE_EXPIRED: '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.',
    EMP_CODE_MISMATCH: '인증번호가 일치하지 않습니다. 메일의 인증번호를 다시 확인해 주세요.',
    EMP_CODE_TOO_MANY: '인증번호를 5번 잘못 입력했습니다. 인증번호를 다시 받아 주세요.',
  },
  404: {
    EMP_COMPANY_NOT_FOUND: '인증할 수 있는 회사가 아닙니다. 회사를 다시 선택해 주세요.',
  },
  409: {
    EMP_ALREADY_VERIFIED: '이미 임직원 인증이 되어 있습니다. 다른 회사로 인증하려면 먼저 인증을 해제해 주세요.',
    EMP_NO_TAKEN: '이 사번은 다른 회원이 인증해 사용하고 있습니다. 본인의 사번이라면 고객센터로 문의해 주세요.',
    EMP_NOT_VERIFIED: '임직원 인증이 되어 있지 않습니다.',
  },
  429: {
    EMP_CODE_SEND_LIMIT: '인증번호는 한 시간에 5번까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.',
  },
  502: {
    MAIL_SEND_FAILED: '인증 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  },
});
