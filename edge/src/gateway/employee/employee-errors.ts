/** Error codes of employee verification: status and Korean message (see ../errors.ts). */
export const EMPLOYEE_ERRORS = {
  EMP_COMPANY_NOT_FOUND: { status: 404, message: '인증할 수 있는 회사가 아닙니다. 회사를 다시 선택해 주세요.' },
  EMP_NO_INVALID: { status: 400, message: '사번 형식이 회사 규칙과 맞지 않습니다. 사번을 확인해 주세요.' },
  EMP_ALREADY_VERIFIED: { status: 409, message: '이미 임직원 인증이 되어 있습니다. 다른 회사로 인증하려면 먼저 인증을 해제해 주세요.' },
  EMP_NO_TAKEN: { status: 409, message: '이 사번은 다른 회원이 인증해 사용하고 있습니다. 본인의 사번이라면 고객센터로 문의해 주세요.' },
  EMP_CODE_SEND_LIMIT: { status: 429, message: '인증번호는 한 시간에 5번까지 보낼 수 있습니다. 잠시 후 다시 시도해 주세요.' },
  MAIL_SEND_FAILED: { status: 502, message: '인증 메일을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.' },
  EMP_CODE_EXPIRED: { status: 400, message: '인증 시간이 지났습니다. 인증번호를 다시 받아 주세요.' },
  EMP_CODE_MISMATCH: { status: 400, message: '인증번호가 일치하지 않습니다. 메일의 인증번호를 다시 확인해 주세요.' },
  EMP_CODE_TOO_MANY: { status: 400, message: '인증번호를 5번 잘못 입력했습니다. 인증번호를 다시 받아 주세요.' },
  EMP_NOT_VERIFIED: { status: 409, message: '임직원 인증이 되어 있지 않습니다.' },
} as const;
