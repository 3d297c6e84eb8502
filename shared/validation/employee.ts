/**
 * The employee verification form's rules, written once: the gateway's zod schema
 * and the screen both call them, so they refuse the same input with the same Korean message.
 */
import { validateEmail } from './member';

export function validateCompany(afcpCd: string): string | null {
  return afcpCd.trim() === '' ? '회사를 선택해 주세요.' : null;
}

export function validateEmpNo(empNo: string): string | null {
  const value = empNo.trim();
  if (value === '') return '사번을 입력해 주세요.';
  return value.length > 20 ? '사번은 20자 이내로 입력해 주세요.' : null;
}

/** The part before `@` of the company mail: the e-mail ID rules (20 bytes, format). */
export function validateCompanyMailId(id: string): string | null {
  if (id.trim() === '') return '회사 메일 아이디를 입력해 주세요.';
  const problem = validateEmail(`${id.trim()}@example.com`);
  return problem ? problem.replace('이메일', '회사 메일') : null;
}

/** Every field's message for one request; empty when it may be sent. */
export function checkEmployeeCodeRequest(request: { afcpCd: string; empNo: string; emailId: string }): Record<string, string> {
  const found = { afcpCd: validateCompany(request.afcpCd), empNo: validateEmpNo(request.empNo), emailId: validateCompanyMailId(request.emailId) };
  return Object.fromEntries(Object.entries(found).filter((entry): entry is [string, string] => entry[1] !== null));
}
