/**
 * The member's account calls (ADR 018): re-authentication, personal information, password,
 * mobile number, e-mail and home address, consents, SNS connections, withdrawal and the usage
 * history (tnca). Everything but the re-check itself needs a live re-authentication.
 */
import { z } from 'zod';
import { validateEmail, validateMobile, validatePassword, validateSmsCode } from '../validation/member';
import { validateWithdrawComment, validateWithdrawReason } from '../account/account-rules';
import { ACCOUNT_ROUTES as R } from './account-routes';
import { contractsNamed } from './contract';
import * as S from './account-calls';

/** A string field checked by one of the shared rules, with the rule's own Korean message. */
const ruled = (rule: (value: string) => string | null, missing: string) =>
  z.string({ error: missing }).superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
const yn = z.enum(['Y', 'N']);
const message = z.object({ message: z.string() });

export const ReauthStateSchema = z.object({
  /** How this member proves themselves: a password, or an SMS code for members without one. */
  method: z.enum(['PASSWORD', 'SMS']),
  mobileMasked: z.string(),
  /** Whether this session is already re-authenticated. */
  verified: z.boolean(),
});
export type ReauthState = z.infer<typeof ReauthStateSchema>;
export const GetReauthStateResponseSchema = z.object({ data: ReauthStateSchema });
export const ReauthPasswordRequestSchema = z.object({ password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, '비밀번호를 입력해 주세요.').max(64) });
export const ReauthSmsRequestSchema = z.object({ code: ruled(validateSmsCode, '인증번호를 입력해 주세요.') });
export const CodeSentResponseSchema = z.object({ data: z.object({ expiresInSeconds: z.number(), mobileMasked: z.string() }) });
export const SendReauthCodeResponseSchema = CodeSentResponseSchema;
export const SendMobileCodeResponseSchema = CodeSentResponseSchema;
export const ReauthDoneResponseSchema = z.object({ data: z.object({ verified: z.literal(true) }) });
export const ReauthPasswordResponseSchema = ReauthDoneResponseSchema;
export const ReauthSmsResponseSchema = ReauthDoneResponseSchema;

const ConsentStateSchema = z.object({ agreeYn: yn, recordedDttm: z.string().nullable() });
export const PersonalInfoSchema = z.object({
  custNm: z.string(),
  custWebId: z.string().nullable(),
  hasPassword: z.boolean(),
  mobile: z.string(),
  email: z.string().nullable(),
  home: z.object({ zipNo: z.string(), roadAddr: z.string(), dtlAddr: z.string() }).nullable(),
  dtbr: z.string().nullable(),
  consents: z.object({
    MKT_USE: ConsentStateSchema,
    MKT_SMS: ConsentStateSchema,
    MKT_EMAIL: ConsentStateSchema,
    MKT_PUSH: ConsentStateSchema,
    NIGHT_PUSH: ConsentStateSchema,
  }),
  /** Every social provider the shop has on, linked or not. */
  sns: z.array(z.object({ provider: z.string(), linked: z.boolean(), linkedDttm: z.string().nullable() })),
});
export type PersonalInfo = z.infer<typeof PersonalInfoSchema>;
export const GetPersonalInfoResponseSchema = z.object({ data: PersonalInfoSchema });
export type GetPersonalInfoResponse = z.infer<typeof GetPersonalInfoResponseSchema>;
export const InfoChangeResponseSchema = z.object({ data: z.object({ info: PersonalInfoSchema, message: z.string() }) });
export type InfoChangeResponse = z.infer<typeof InfoChangeResponseSchema>;
export const ChangeMobileResponseSchema = InfoChangeResponseSchema;
export const ChangeProfileResponseSchema = InfoChangeResponseSchema;
export const ChangeConsentsResponseSchema = InfoChangeResponseSchema;
export const DisconnectSnsResponseSchema = InfoChangeResponseSchema;

export const ChangePasswordRequestSchema = z
  .object({
    currentPassword: z.string({ error: '현재 비밀번호를 입력해 주세요.' }).min(1, '현재 비밀번호를 입력해 주세요.').max(64),
    newPassword: ruled(validatePassword, '새 비밀번호를 입력해 주세요.'),
    newPasswordConfirm: z.string({ error: '새 비밀번호를 한 번 더 입력해 주세요.' }).min(1, '새 비밀번호를 한 번 더 입력해 주세요.'),
  })
  .refine((input) => input.newPassword === input.newPasswordConfirm, { message: '새 비밀번호가 일치하지 않습니다.', path: ['newPasswordConfirm'] });
export const SendMobileCodeRequestSchema = z.object({ mobile: ruled(validateMobile, '휴대폰 번호를 입력해 주세요.') });
export const ChangeMobileRequestSchema = z.object({
  mobile: ruled(validateMobile, '휴대폰 번호를 입력해 주세요.'),
  code: ruled(validateSmsCode, '인증번호를 입력해 주세요.'),
});

export const ChangeProfileRequestSchema = z.object({
  email: z.string().superRefine((value, ctx) => {
    const problem = validateEmail(value, false);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
  home: z
    .object({
      zipNo: z.string().regex(/^\d{5}$/, '주소를 검색해 주세요.'),
      roadAddr: z.string().min(1, '주소를 검색해 주세요.').max(200),
      dtlAddr: z.string().max(100),
    })
    .nullable(),
});
export const ChangeConsentsRequestSchema = z
  .object({ MKT_USE: yn, MKT_SMS: yn, MKT_EMAIL: yn, MKT_PUSH: yn, NIGHT_PUSH: yn })
  .refine((input) => input.MKT_USE === 'Y' || [input.MKT_SMS, input.MKT_EMAIL, input.MKT_PUSH].every((value) => value === 'N'), {
    message: '광고성 정보 수신은 마케팅 활용 동의 후 선택할 수 있습니다.',
    path: ['MKT_USE'],
  })
  .refine((input) => input.NIGHT_PUSH === 'N' || input.MKT_PUSH === 'Y', {
    message: '야간 푸시 수신은 앱 푸시 수신에 동의한 경우에만 선택할 수 있습니다.',
    path: ['NIGHT_PUSH'],
  });
export const DisconnectSnsRequestSchema = z.object({ provider: z.enum(['KAKAO', 'NAVER', 'FACEBOOK', 'AppleID'], { error: 'SNS를 선택해 주세요.' }) });
export const MessageResponseSchema = z.object({ data: message });
export const ChangePasswordResponseSchema = MessageResponseSchema;
export const WithdrawResponseSchema = MessageResponseSchema;

export const GetWithdrawInfoResponseSchema = z.object({
  data: z.object({ custNm: z.string(), rmnPt: z.number(), couponCnt: z.number(), openOrderCnt: z.number(), openClaimCnt: z.number() }),
});
export const WithdrawRequestSchema = z
  .object({ reasonCd: z.string({ error: '탈퇴 사유를 선택해 주세요.' }), comment: z.string().default('') })
  .superRefine((input, ctx) => {
    const reason = validateWithdrawReason(input.reasonCd);
    if (reason) ctx.addIssue({ code: 'custom', message: reason, path: ['reasonCd'] });
    const comment = validateWithdrawComment(input.reasonCd, input.comment);
    if (!reason && comment) ctx.addIssue({ code: 'custom', message: comment, path: ['comment'] });
  });

export const GetUsageHistoryResponseSchema = z.object({
  data: z.object({
    consents: z.array(z.object({ consentCd: z.string(), consentNm: z.string(), agreeYn: yn, recordedDttm: z.string() })),
    logins: z.array(z.object({ loggedDttm: z.string(), method: z.string(), channel: z.string(), device: z.string() })),
    processors: z.array(z.object({ companyNm: z.string(), task: z.string(), retention: z.string() })),
  }),
});

const CODE_ERRORS = ['MOBILE_CODE_MISMATCH', 'MOBILE_CODE_EXPIRED', 'MOBILE_CODE_TOO_MANY'] as const;
const SEND_ERRORS = ['SMS_LIMITED', 'SMS_BUDGET_EXCEEDED', 'SMS_SEND_FAILED'] as const;

export const ACCOUNT_CONTRACTS = contractsNamed(S, R, {
  getReauthState: { summary: '개인정보 수정 전 본인 확인 방법과 확인 여부' },
  reauthPassword: {
    summary: '비밀번호로 본인 확인 (10분 동안 개인정보 수정 가능)',
    errors: ['REAUTH_PASSWORD_MISMATCH', 'REAUTH_NO_PASSWORD', 'REAUTH_THROTTLED'],
  },
  sendReauthCode: { summary: '등록된 휴대폰으로 본인 확인 인증번호 보내기 (3분 유효)', errors: SEND_ERRORS },
  reauthSms: { summary: '휴대폰 인증번호로 본인 확인', errors: CODE_ERRORS },
  getPersonalInfo: { summary: '회원정보: 연락처, 이메일, 주소, 동의 내역, SNS 연결', errors: ['REAUTH_REQUIRED'] },
  changePassword: {
    summary: '비밀번호 변경 (현재 비밀번호 확인, 8~16자, 2종류 이상 조합)',
    errors: ['REAUTH_REQUIRED', 'CURRENT_PASSWORD_MISMATCH', 'PASSWORD_SAME', 'REAUTH_NO_PASSWORD'],
  },
  sendMobileCode: { summary: '새 휴대폰 번호로 인증번호 보내기 (3분 유효)', errors: ['REAUTH_REQUIRED', 'MOBILE_SAME', 'MOBILE_TAKEN', ...SEND_ERRORS] },
  changeMobile: { summary: '인증된 새 휴대폰 번호로 변경', errors: ['REAUTH_REQUIRED', 'MOBILE_SAME', 'MOBILE_TAKEN', ...CODE_ERRORS] },
  changeProfile: { summary: '이메일과 주소 저장 (마케팅 활용 동의 필요)', errors: ['REAUTH_REQUIRED', 'MARKETING_CONSENT_REQUIRED'] },
  changeConsents: { summary: '마케팅 활용·광고성 정보 수신 동의 변경 (철회 시 이메일과 주소 삭제)', errors: ['REAUTH_REQUIRED'] },
  disconnectSns: { summary: 'SNS 로그인 연결 해제 (마지막 로그인 수단은 해제 불가)', errors: ['REAUTH_REQUIRED', 'SNS_NOT_LINKED', 'SNS_LAST_LOGIN'] },
  getWithdrawInfo: { summary: '탈퇴 시 사라지는 포인트·쿠폰과 진행 중인 주문·클레임 수', errors: ['REAUTH_REQUIRED'] },
  withdraw: {
    summary: '회원 탈퇴: 모든 로그인 종료, 개인정보 삭제(주문 기록은 법정 기간 보관), 같은 아이디 30일 재가입 불가',
    errors: ['REAUTH_REQUIRED', 'WITHDRAW_OPEN_ORDER', 'WITHDRAW_OPEN_CLAIM'],
  },
  getUsageHistory: { summary: '개인정보 이용 내역: 동의 이력, 최근 로그인, 개인정보 처리 위탁' },
});
