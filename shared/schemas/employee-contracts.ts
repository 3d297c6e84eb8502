/** The employee verification calls' contracts (ADR 016). */
import { defineContract } from './contract';
import {
  EmpChangeResponseSchema,
  GetEmpStatusResponseSchema,
  SendEmpCodeRequestSchema,
  SendEmpCodeResponseSchema,
  VerifyEmpCodeRequestSchema,
} from './employee-calls';
import { EMPLOYEE_ROUTES } from './employee-routes';

export const EMPLOYEE_CONTRACTS = {
  getEmpStatus: defineContract(EMPLOYEE_ROUTES.getEmpStatus, {
    summary: '임직원 인증 상태와 인증 가능한 회사 목록',
    request: undefined,
    response: GetEmpStatusResponseSchema,
  }),
  sendEmpCode: defineContract(EMPLOYEE_ROUTES.sendEmpCode, {
    summary: '회사 메일로 임직원 인증번호 보내기 (10분 유효, 시간당 5회)',
    request: SendEmpCodeRequestSchema,
    response: SendEmpCodeResponseSchema,
    errors: ['EMP_COMPANY_NOT_FOUND', 'EMP_NO_INVALID', 'EMP_ALREADY_VERIFIED', 'EMP_NO_TAKEN', 'EMP_CODE_SEND_LIMIT', 'MAIL_SEND_FAILED'],
  }),
  verifyEmpCode: defineContract(EMPLOYEE_ROUTES.verifyEmpCode, {
    summary: '임직원 인증번호 확인: 맞으면 임직원 가격이 열림',
    request: VerifyEmpCodeRequestSchema,
    response: EmpChangeResponseSchema,
    errors: ['EMP_CODE_EXPIRED', 'EMP_CODE_MISMATCH', 'EMP_CODE_TOO_MANY', 'EMP_NO_TAKEN'],
  }),
  releaseEmp: defineContract(EMPLOYEE_ROUTES.releaseEmp, {
    summary: '임직원 인증 해제: 임직원 가격이 닫힘',
    request: undefined,
    response: EmpChangeResponseSchema,
    errors: ['EMP_NOT_VERIFIED'],
  }),
};
