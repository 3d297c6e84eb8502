/** The member's account calls' contracts (ADR 016). */
import * as S from './account-calls';
import { ACCOUNT_ROUTES as R } from './account-routes';
import { defineContract } from './contract';

const CODE_ERRORS = ['MOBILE_CODE_MISMATCH', 'MOBILE_CODE_EXPIRED', 'MOBILE_CODE_TOO_MANY'] as const;
const SEND_ERRORS = ['SMS_LIMITED', 'SMS_BUDGET_EXCEEDED', 'SMS_SEND_FAILED'] as const;

export const ACCOUNT_CONTRACTS = {
  getReauthState: defineContract(R.getReauthState, {
    summary: '개인정보 수정 전 본인 확인 방법과 확인 여부',
    request: undefined,
    response: S.ReauthStateResponseSchema,
  }),
  reauthPassword: defineContract(R.reauthPassword, {
    summary: '비밀번호로 본인 확인 (10분 동안 개인정보 수정 가능)',
    request: S.ReauthPasswordRequestSchema,
    response: S.ReauthDoneResponseSchema,
    errors: ['REAUTH_PASSWORD_MISMATCH', 'REAUTH_NO_PASSWORD', 'REAUTH_THROTTLED'],
  }),
  sendReauthCode: defineContract(R.sendReauthCode, {
    summary: '등록된 휴대폰으로 본인 확인 인증번호 보내기 (3분 유효)',
    request: undefined,
    response: S.CodeSentResponseSchema,
    errors: SEND_ERRORS,
  }),
  reauthSms: defineContract(R.reauthSms, {
    summary: '휴대폰 인증번호로 본인 확인',
    request: S.ReauthSmsRequestSchema,
    response: S.ReauthDoneResponseSchema,
    errors: CODE_ERRORS,
  }),
  getPersonalInfo: defineContract(R.getPersonalInfo, {
    summary: '회원정보: 연락처, 이메일, 주소, 동의 내역, SNS 연결',
    request: undefined,
    response: S.PersonalInfoResponseSchema,
    errors: ['REAUTH_REQUIRED'],
  }),
  changePassword: defineContract(R.changePassword, {
    summary: '비밀번호 변경 (현재 비밀번호 확인, 8~16자, 2종류 이상 조합)',
    request: S.ChangePasswordRequestSchema,
    response: S.MessageResponseSchema,
    errors: ['REAUTH_REQUIRED', 'CURRENT_PASSWORD_MISMATCH', 'PASSWORD_SAME', 'REAUTH_NO_PASSWORD'],
  }),
  sendMobileCode: defineContract(R.sendMobileCode, {
    summary: '새 휴대폰 번호로 인증번호 보내기 (3분 유효)',
    request: S.SendMobileCodeRequestSchema,
    response: S.CodeSentResponseSchema,
    errors: ['REAUTH_REQUIRED', 'MOBILE_SAME', 'MOBILE_TAKEN', ...SEND_ERRORS],
  }),
  changeMobile: defineContract(R.changeMobile, {
    summary: '인증된 새 휴대폰 번호로 변경',
    request: S.ChangeMobileRequestSchema,
    response: S.InfoChangeResponseSchema,
    errors: ['REAUTH_REQUIRED', 'MOBILE_SAME', 'MOBILE_TAKEN', ...CODE_ERRORS],
  }),
  changeProfile: defineContract(R.changeProfile, {
    summary: '이메일과 주소 저장 (마케팅 활용 동의 필요)',
    request: S.ChangeProfileRequestSchema,
    response: S.InfoChangeResponseSchema,
    errors: ['REAUTH_REQUIRED', 'MARKETING_CONSENT_REQUIRED'],
  }),
  changeConsents: defineContract(R.changeConsents, {
    summary: '마케팅 활용·광고성 정보 수신 동의 변경 (철회 시 이메일과 주소 삭제)',
    request: S.ChangeConsentsRequestSchema,
    response: S.InfoChangeResponseSchema,
    errors: ['REAUTH_REQUIRED'],
  }),
  disconnectSns: defineContract(R.disconnectSns, {
    summary: 'SNS 로그인 연결 해제 (마지막 로그인 수단은 해제 불가)',
    request: S.DisconnectSnsRequestSchema,
    response: S.InfoChangeResponseSchema,
    errors: ['REAUTH_REQUIRED', 'SNS_NOT_LINKED', 'SNS_LAST_LOGIN'],
  }),
  getWithdrawInfo: defineContract(R.getWithdrawInfo, {
    summary: '탈퇴 시 사라지는 포인트·쿠폰과 진행 중인 주문·클레임 수',
    request: undefined,
    response: S.WithdrawInfoResponseSchema,
    errors: ['REAUTH_REQUIRED'],
  }),
  withdraw: defineContract(R.withdraw, {
    summary: '회원 탈퇴: 모든 로그인 종료, 개인정보 삭제(주문 기록은 법정 기간 보관), 같은 아이디 30일 재가입 불가',
    request: S.WithdrawRequestSchema,
    response: S.MessageResponseSchema,
    errors: ['REAUTH_REQUIRED', 'WITHDRAW_OPEN_ORDER', 'WITHDRAW_OPEN_CLAIM'],
  }),
  getUsageHistory: defineContract(R.getUsageHistory, {
    summary: '개인정보 이용 내역: 동의 이력, 최근 로그인, 개인정보 처리 위탁',
    request: undefined,
    response: S.UsageHistoryResponseSchema,
  }),
};
