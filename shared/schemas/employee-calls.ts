/**
 * Employee verification (the customer's `empYn` and `afcpEmpBnftTgtCmpyCd`):
 * a member names their company and employee number, receives a code at the company e-mail and
 * enters it; success opens the employee shop's prices, release closes them. Member calls only.
 */
import { z } from 'zod';
import { validateCompany, validateCompanyMailId, validateEmpNo } from '../validation/employee';
import { validateSmsCode } from '../validation/member';
import { contractsNamed } from './contract';
import * as S from './employee-calls';
import { EMPLOYEE_ROUTES } from './employee-routes';

/** Code mails: 6 digits, valid 10 minutes, 5 attempts, 5 mails an hour per member. */
export const EMP_CODE = { ttlMinutes: 10, maxAttempts: 5, sendsPerHour: 5 } as const;

export const EMP_RELEASED_MESSAGE = '임직원 인증이 해제되었습니다.';
export const EMP_VERIFIED_MESSAGE = '임직원 인증이 완료되었습니다. 임직원 전용관의 가격이 열렸습니다.';
export const EMP_CODE_SENT_MESSAGE = '회사 메일로 인증번호를 보냈습니다. 10분 안에 입력해 주세요.';

export const AffiliateCompanySchema = z.object({ afcpCd: z.string(), afcpNm: z.string(), emailDomain: z.string() });
export type AffiliateCompany = z.infer<typeof AffiliateCompanySchema>;

export const EmployeeStatusSchema = z.object({
  empYn: z.enum(['Y', 'N']),
  /** The company of a verified employee, else null. */
  afcpCd: z.string().nullable(),
  afcpNm: z.string().nullable(),
  /** The employee number with all but its last two characters masked, else null. */
  empNoMasked: z.string().nullable(),
  /** When verified, 14-digit Korean time, else null. */
  verifiedDttm: z.string().nullable(),
  /** A code sent and not yet used or expired: where it went and until when. */
  pending: z.object({ afcpCd: z.string(), email: z.string(), expiresDttm: z.string() }).nullable(),
  companies: z.array(AffiliateCompanySchema),
});
export type EmployeeStatus = z.infer<typeof EmployeeStatusSchema>;
export const GetEmpStatusResponseSchema = z.object({ data: EmployeeStatusSchema });
export type GetEmpStatusResponse = z.infer<typeof GetEmpStatusResponseSchema>;

/** A string field checked by one of the shared rules, with the rule's own Korean message. */
const ruled = (rule: (value: string) => string | null, missing: string) =>
  z.string({ error: missing }).superRefine((value, ctx) => {
    const problem = rule(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const SendEmpCodeRequestSchema = z.object({
  afcpCd: ruled(validateCompany, '회사를 선택해 주세요.'),
  empNo: ruled(validateEmpNo, '사번을 입력해 주세요.'),
  emailId: ruled(validateCompanyMailId, '회사 메일 아이디를 입력해 주세요.'),
});
export type SendEmpCodeRequest = z.input<typeof SendEmpCodeRequestSchema>;
export const SendEmpCodeResponseSchema = z.object({ data: z.object({ email: z.string(), expiresDttm: z.string(), message: z.string() }) });
export type SendEmpCodeResponse = z.infer<typeof SendEmpCodeResponseSchema>;

export const VerifyEmpCodeRequestSchema = z.object({ code: ruled(validateSmsCode, '인증번호를 입력해 주세요.') });
export type VerifyEmpCodeRequest = z.input<typeof VerifyEmpCodeRequestSchema>;
export const EmpChangeResponseSchema = z.object({ data: z.object({ status: EmployeeStatusSchema, message: z.string() }) });
export type EmpChangeResponse = z.infer<typeof EmpChangeResponseSchema>;
export const VerifyEmpCodeResponseSchema = EmpChangeResponseSchema;
export const ReleaseEmpResponseSchema = EmpChangeResponseSchema;

export const EMPLOYEE_CONTRACTS = contractsNamed(S, EMPLOYEE_ROUTES, {
  getEmpStatus: { summary: '임직원 인증 상태와 인증 가능한 회사 목록' },
  sendEmpCode: {
    summary: '회사 메일로 임직원 인증번호 보내기 (10분 유효, 시간당 5회)',
    errors: ['EMP_COMPANY_NOT_FOUND', 'EMP_NO_INVALID', 'EMP_ALREADY_VERIFIED', 'EMP_NO_TAKEN', 'EMP_CODE_SEND_LIMIT', 'MAIL_SEND_FAILED'],
  },
  verifyEmpCode: {
    summary: '임직원 인증번호 확인: 맞으면 임직원 가격이 열림',
    errors: ['EMP_CODE_EXPIRED', 'EMP_CODE_MISMATCH', 'EMP_CODE_TOO_MANY', 'EMP_NO_TAKEN'],
  },
  releaseEmp: { summary: '임직원 인증 해제: 임직원 가격이 닫힘', errors: ['EMP_NOT_VERIFIED'] },
});
