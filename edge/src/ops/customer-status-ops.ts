/**
 * Changing a customer's standing (`/ops/v1/customers/grade|employee`), always with a
 * reason the audit log keeps. A grade set by hand holds until the club's monthly run grades every
 * member again (edge/src/club/grade-job.ts); an employee confirmed by an operator gets the same
 * link a verified one does, and ending it closes the employee prices at once.
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { companyFor, linkEmployee, releaseEmployee } from '../gateway/employee/employee-verification';
import { customerDetail } from './customer-lookup-ops';

async function assertActive(db: D1Database, incsNo: number): Promise<void> {
  const row = await db.prepare("SELECT 1 AS found FROM customers WHERE incs_no = ? AND status = 'ACTIVE'").bind(incsNo).first();
  if (!row) throw new GatewayError('CUSTOMER_NOT_FOUND');
}

export const setCustomerGrade = defineEndpoint(OPS_CONTRACTS.setCustomerGrade, async ({ db, input }) => {
  await assertActive(db, input.incsNo);
  const grade = await db.prepare('SELECT 1 AS found FROM customer_grades WHERE inm_cust_grd_cd = ?').bind(input.gradeCd).first();
  if (!grade) throw new GatewayError('GRADE_NOT_FOUND');
  await db.prepare('UPDATE customers SET inm_cust_grd_cd = ? WHERE incs_no = ?').bind(input.gradeCd, input.incsNo).run();
  return customerDetail(db, input.incsNo);
});

export const setCustomerEmployee = defineEndpoint(OPS_CONTRACTS.setCustomerEmployee, async ({ db, input }) => {
  await assertActive(db, input.incsNo);
  if (input.empYn === 'Y') {
    const empNo = input.empNo!.toUpperCase();
    await companyFor(db, input.afcpCd!, empNo);
    await linkEmployee(db, input.incsNo, { afcpCd: input.afcpCd!, empNo, email: '' });
  } else {
    await releaseEmployee(db, input.incsNo);
  }
  return customerDetail(db, input.incsNo);
});

export const CUSTOMER_STATUS_OPS = [setCustomerGrade, setCustomerEmployee];
