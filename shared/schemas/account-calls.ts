/**
 * The member's account calls (ADR 018): re-authentication, personal information, password,
 * mobile number, e-mail and home address, consents, SNS connections, withdrawal and the usage
 * history (tnca). Everything but the re-check itself needs a live re-authentication.
 */
import { z } from 'zod';
import { validateEmail, validateMobile, validatePassword, validateSmsCode } from '../validation/member';
import { validateWithdrawComment, validateWithdrawReason } from '../account/account-rules';

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
export const ReauthStateResponseSchema = z.object({ data: ReauthStateSchema });
export const ReauthPasswordRequestSchema = z.object({ password: z.string({ error: '비밀번호를 입력해 주세요.' }).min(1, '비밀번호를 입력해 주세요.').max(64) });
export const ReauthSmsRequestSchema = z.object({ code: ruled(validateSmsCode, '인증번호를 입력해 주세요.') });
export const CodeSentResponseSchema = z.object({ data: z.object({ expiresInSeconds: z.number(), mobileMasked: z.string() }) });
export const ReauthDoneResponseSchema = z.object({ data: z.object({ verified: z.literal(true) }) });

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
export const PersonalInfoResponseSchema = z.object({ data: PersonalInfoSchema });
export type PersonalInfoResponse = z.infer<typeof PersonalInfoResponseSchema>;
export const InfoChangeResponseSchema = z.object({ data: z.object({ info: PersonalInfoSchema, message: z.string() }) });
export type InfoChangeResponse = z.infer<typeof InfoChangeResponseSchema>;

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

export const WithdrawInfoResponseSchema = z.object({
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

export const UsageHistoryResponseSchema = z.object({
  data: z.object({
    consents: z.array(z.object({ consentCd: z.string(), consentNm: z.string(), agreeYn: yn, recordedDttm: z.string() })),
    logins: z.array(z.object({ loggedDttm: z.string(), method: z.string(), channel: z.string(), device: z.string() })),
    processors: z.array(z.object({ companyNm: z.string(), task: z.string(), retention: z.string() })),
  }),
});
