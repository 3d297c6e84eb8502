/**
 * The employee verification calls (`/cu/customer/emp/v1`). Every contract is a
 * member's; the mail sender comes from the environment (`MAIL_PROVIDER`).
 */
import { EMP_CODE_SENT_MESSAGE, EMP_RELEASED_MESSAGE, EMP_VERIFIED_MESSAGE, EMPLOYEE_CONTRACTS } from '#shared/schemas/employee-calls';
import { toDttm14 } from '#shared/format';
import { createMailSender } from '#edge/mail/sender';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { readEmployeeStatus } from './employee-status';
import { releaseEmployee, sendEmployeeCode, verifyEmployeeCode } from './employee-verification';

export const getEmpStatus = defineEndpoint(EMPLOYEE_CONTRACTS.getEmpStatus, async ({ db, owner }) => ({
  data: await readEmployeeStatus(db, owner.incsNo),
}));

export const sendEmpCode = defineEndpoint(EMPLOYEE_CONTRACTS.sendEmpCode, async ({ c, db, owner, input }) => {
  const { email, expiresAt } = await sendEmployeeCode(db, createMailSender(c.env), owner.incsNo, input);
  return { data: { email, expiresDttm: toDttm14(expiresAt), message: EMP_CODE_SENT_MESSAGE } };
});

export const verifyEmpCode = defineEndpoint(EMPLOYEE_CONTRACTS.verifyEmpCode, async ({ db, owner, input }) => {
  await verifyEmployeeCode(db, owner.incsNo, input.code);
  return { data: { status: await readEmployeeStatus(db, owner.incsNo), message: EMP_VERIFIED_MESSAGE } };
});

export const releaseEmp = defineEndpoint(EMPLOYEE_CONTRACTS.releaseEmp, async ({ db, owner }) => {
  await releaseEmployee(db, owner.incsNo);
  return { data: { status: await readEmployeeStatus(db, owner.incsNo), message: EMP_RELEASED_MESSAGE } };
});

/** The employee verification calls, in the order the screen uses them. */
export const EMPLOYEE_ENDPOINTS: readonly Endpoint[] = [getEmpStatus, sendEmpCode, verifyEmpCode, releaseEmp];
