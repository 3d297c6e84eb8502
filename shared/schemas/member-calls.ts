/**
 * The member gateway's calls (`/member…`: login, join, SMS codes, social login), schemas and
 * contracts in one file (ADR 046): fields arrive from the screens' scripts as JSON and from no-JS
 * forms as form fields, and every field is checked by the rule the screens use
 * (`shared/validation/member.ts`), with its Korean message under its name.
 */
import { z } from 'zod';
import { contractsNamed } from './contract';
import * as S from './member-calls';
import { MEMBER_ROUTES } from './member-routes';
import {
  JOIN_CONSENTS,
  validateEmail,
  validateMobile,
  validateName,
  validateNightPush,
  validatePassword,
  validatePasswordConfirm,
  validateRequiredConsents,
  validateSmsCode,
  validateWebId,
} from '../validation/member';

/** No login ID or password is longer; longer input is refused before any work. */
const MAX_ID_LENGTH = 50;
const MAX_PASSWORD_LENGTH = 128;

const text = z.string().optional();
/** A yes/no field: JSON `true`, or a form's `on`, `true`, `Y`, `1`. */
const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((value) => value === true || (typeof value === 'string' && ['on', 'true', 'y', '1'].includes(value.toLowerCase())));
/** A list of strings: a JSON array, repeated form fields, or one value. */
const list = z
  .union([z.array(z.string()), z.string()])
  .optional()
  .transform((value) => [value ?? []].flat());

/** Where the browser goes next; the gateway makes it safe (a path or one of the shop's origins). */
const next = { successUrl: text };

/** Adds each failed rule's message under its field (`null`: the rule passed). */
function ruled<T>(rules: (input: T) => Record<string, string | null>) {
  return (input: T, ctx: z.RefinementCtx) => {
    for (const [field, message] of Object.entries(rules(input))) if (message) ctx.addIssue({ code: 'custom', path: [field], message });
  };
}

/** A login ID as a login reads it: present, and no longer than any ID (older IDs may predate today's ID rule). */
const typedWebId = (custWebId: string) =>
  custWebId === '' ? '아이디를 입력해 주세요.' : custWebId.length > MAX_ID_LENGTH ? `아이디는 ${MAX_ID_LENGTH}자 이내로 입력해 주세요.` : null;

export const PasswordLoginRequestSchema = z
  .object({ custWebId: text, password: text, autoLogin: flag, ...next })
  .transform((input) => ({ ...input, custWebId: (input.custWebId ?? '').trim(), password: input.password ?? '' }))
  .superRefine(
    ruled(({ custWebId, password }) => ({
      custWebId: typedWebId(custWebId),
      password:
        password === ''
          ? '비밀번호를 입력해 주세요.'
          : password.length > MAX_PASSWORD_LENGTH
            ? `비밀번호는 ${MAX_PASSWORD_LENGTH}자 이내로 입력해 주세요.`
            : null,
    })),
  );

export const SmsLoginRequestSchema = z
  .object({ mobile: text, code: text, autoLogin: flag, ...next })
  .transform((input) => ({ ...input, mobile: input.mobile ?? '', code: (input.code ?? '').trim() }))
  .superRefine(ruled(({ mobile, code }) => ({ mobile: validateMobile(mobile), code: validateSmsCode(code) })));

const KNOWN_CONSENTS: ReadonlySet<string> = new Set(JOIN_CONSENTS.map((consent) => consent.code));

/** The rules a join and a social join share: name, mobile, optional e-mail, the consents and the SMS code. */
export function profileRefusals(input: { custNm: string; mobile: string; email: string; consents: readonly string[]; code: string }) {
  const given = new Set(input.consents);
  const unknownConsent = input.consents.some((code) => !KNOWN_CONSENTS.has(code));
  return {
    custNm: validateName(input.custNm),
    mobile: validateMobile(input.mobile),
    email: validateEmail(input.email, false),
    consents: unknownConsent ? '알 수 없는 동의 항목이 있습니다.' : (validateRequiredConsents(given) ?? validateNightPush(given)),
    code: validateSmsCode(input.code),
  };
}

/** Who a new member is. */
const profile = { custNm: text, mobile: text, email: text, consents: list, code: text };
const cleanProfile = <T extends { custNm?: string; mobile?: string; email?: string; code?: string }>(input: T) => ({
  ...input,
  custNm: input.custNm ?? '',
  mobile: input.mobile ?? '',
  email: input.email ?? '',
  code: (input.code ?? '').trim(),
});

export const JoinRequestSchema = z
  .object({ custWebId: text, password: text, passwordConfirm: text, autoLogin: flag, ...profile, ...next })
  .transform((input) => ({
    ...cleanProfile(input),
    custWebId: (input.custWebId ?? '').trim(),
    password: input.password ?? '',
    passwordConfirm: input.passwordConfirm ?? '',
  }))
  .superRefine(
    ruled((input) => ({
      custWebId: validateWebId(input.custWebId),
      password: validatePassword(input.password),
      passwordConfirm: validatePasswordConfirm(input.password, input.passwordConfirm),
      ...profileRefusals(input),
    })),
  );

/** A social join's fields: empty ones take what the provider told, so its rules run once those are known. */
export const SocialJoinRequestSchema = z.object({ ...profile, ...next }).transform(cleanProfile);

export const CheckIdRequestSchema = z
  .object({ custWebId: text })
  .transform((input) => ({ custWebId: (input.custWebId ?? '').trim() }))
  .superRefine(ruled(({ custWebId }) => ({ custWebId: validateWebId(custWebId) })));

/** What a code is for, named in its text so a member who did not ask for it knows what someone tried. */
export const SMS_CODE_PURPOSES = ['FIND_ID', 'RESET_PASSWORD'] as const;
export type SmsCodePurpose = (typeof SMS_CODE_PURPOSES)[number];

export const SendSmsCodeRequestSchema = z
  .object({ mobile: text, purpose: z.enum(SMS_CODE_PURPOSES, '알 수 없는 인증 목적입니다.').optional() })
  .transform((input) => ({ ...input, mobile: input.mobile ?? '' }))
  .superRefine(ruled(({ mobile }) => ({ mobile: validateMobile(mobile) })));

/** 아이디 찾기: the name and number the member joined with, and the code texted to that number. */
export const FindIdRequestSchema = z
  .object({ custNm: text, mobile: text, code: text })
  .transform((input) => ({ custNm: (input.custNm ?? '').trim(), mobile: input.mobile ?? '', code: (input.code ?? '').trim() }))
  .superRefine(ruled(({ custNm, mobile, code }) => ({ custNm: validateName(custNm), mobile: validateMobile(mobile), code: validateSmsCode(code) })));

/** 비밀번호 찾기, first step: the ID and the code texted to the number it was joined with. */
export const VerifyPasswordResetRequestSchema = z
  .object({ custWebId: text, mobile: text, code: text })
  .transform((input) => ({ custWebId: (input.custWebId ?? '').trim(), mobile: input.mobile ?? '', code: (input.code ?? '').trim() }))
  .superRefine(ruled(({ custWebId, mobile, code }) => ({ custWebId: typedWebId(custWebId), mobile: validateMobile(mobile), code: validateSmsCode(code) })));

/**
 * 비밀번호 찾기, second step: the new password under the first step's grant. The password rules run
 * in the handler once the grant has been checked, so nobody without one learns anything from them.
 */
export const ResetPasswordRequestSchema = z
  .object({ resetToken: text, password: text, passwordConfirm: text, ...next })
  .transform((input) => ({ ...input, resetToken: input.resetToken ?? '', password: input.password ?? '', passwordConfirm: input.passwordConfirm ?? '' }));

/** Where the script sends the browser after a login or a join (a no-JS form gets a 303 there instead). */
export const RedirectResponseSchema = z.object({ redirect: z.string() });
export const PasswordLoginResponseSchema = RedirectResponseSchema;
export const SmsLoginResponseSchema = RedirectResponseSchema;
export const JoinResponseSchema = RedirectResponseSchema;
export const SocialJoinResponseSchema = RedirectResponseSchema;
export const CheckIdResponseSchema = z.object({ available: z.boolean() });
export const AutoLoginResponseSchema = z.object({ loggedIn: z.literal(true) });
export const SendSmsCodeResponseSchema = z.object({ sent: z.literal(true), expiresInSeconds: z.number() });
const SOCIAL_PROVIDERS = z.enum(['KAKAO', 'NAVER', 'FACEBOOK', 'AppleID']);
export const SocialProvidersResponseSchema = z.object({ providers: z.array(SOCIAL_PROVIDERS) });
/** A found member: the login ID with its middle hidden (null without one), the social logins linked, the join date. */
export const FindIdResponseSchema = z.object({
  maskedId: z.string().nullable(),
  providers: z.array(SOCIAL_PROVIDERS),
  /** `yyyyMMdd`, Korean time. */
  joinDt: z.string().regex(/^\d{8}$/),
});
/** The grant the second step of 비밀번호 찾기 sends back, and how long it lasts. */
export const VerifyPasswordResetResponseSchema = z.object({ resetToken: z.string(), expiresInSeconds: z.number() });
export const ResetPasswordResponseSchema = RedirectResponseSchema;
/** What the provider told about a pending social join, to prefill the last step. */
export const PendingJoinResponseSchema = z.object({
  provider: SOCIAL_PROVIDERS,
  custNm: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
});

/** What a browser's sign-in may be refused with beyond its fields: a post from another site, a wrong code. */
const SIGN_IN = ['CROSS_ORIGIN'];
const CODE_CHECK = [...SIGN_IN, 'SMS_CODE_MISMATCH', 'SMS_CODE_EXPIRED', 'SMS_TOO_MANY_ATTEMPTS'];
/** A login is refused on a `processType` the gateway does not know (a join's is its own call). */
const NO_PROCESS_TYPE = z.object({ processType: z.literal('', '알 수 없는 요청 종류입니다.').optional() });

export const MEMBER_CONTRACTS = contractsNamed(S, MEMBER_ROUTES, {
  passwordLogin: { summary: '아이디와 비밀번호로 로그인', query: NO_PROCESS_TYPE, errors: [...SIGN_IN, 'LOGIN_FAILED', 'LOGIN_THROTTLED'] },
  smsLogin: { summary: '휴대폰 인증번호로 로그인', query: NO_PROCESS_TYPE, errors: [...CODE_CHECK, 'NOT_A_MEMBER'] },
  join: { summary: '아이디로 회원가입', errors: [...CODE_CHECK, 'WEB_ID_TAKEN', 'WEB_ID_WITHDRAWN', 'MOBILE_TAKEN'] },
  socialJoin: { summary: '소셜 로그인 회원가입 완료', errors: [...CODE_CHECK, 'PENDING_JOIN_NOT_FOUND', 'MOBILE_TAKEN'] },
  checkId: { summary: '아이디 사용 가능 여부', errors: ['CHECK_ID_THROTTLED'] },
  autoLogin: { summary: '앱 자동 로그인', errors: [...SIGN_IN, 'AUTO_LOGIN_RECENT', 'AUTO_LOGIN_UNAVAILABLE'] },
  sendSmsCode: {
    summary: '로그인·가입 인증번호 발송',
    errors: [...SIGN_IN, 'SMS_RATE_LIMITED', 'SMS_ADDRESS_LIMITED', 'SMS_BUDGET_EXCEEDED', 'SMS_SEND_FAILED'],
  },
  findId: { summary: '아이디 찾기 (이름과 휴대폰 인증)', errors: [...CODE_CHECK, 'ACCOUNT_NOT_FOUND'] },
  verifyPasswordReset: { summary: '비밀번호 찾기: 아이디와 휴대폰 인증', errors: [...CODE_CHECK, 'ACCOUNT_NOT_FOUND'] },
  resetPassword: { summary: '비밀번호 찾기: 새 비밀번호 설정', errors: [...SIGN_IN, 'PASSWORD_RESET_EXPIRED', 'PASSWORD_SAME'] },
  socialProviders: { summary: '사용 중인 소셜 로그인' },
  pendingJoin: { summary: '대기 중인 소셜 가입 정보', errors: ['PENDING_JOIN_NOT_FOUND'] },
});
