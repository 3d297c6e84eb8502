/**
 * What the employee verification screen shows: the member's verified company and masked employee
 * number, a code that is on its way, and the companies one can verify with.
 */
import { toDttm14 } from '#shared/format';
import type { AffiliateCompany, EmployeeStatus } from '#shared/schemas/employee-calls';

interface StatusRow {
  emp_yn: 'Y' | 'N';
  afcp_cd: string | null;
  afcp_nm: string | null;
  emp_no: string | null;
  verified_at: number | null;
}

/** All but the last two characters as `*`, so the screen confirms the number without showing it. */
export function maskEmpNo(empNo: string): string {
  return '*'.repeat(Math.max(0, empNo.length - 2)) + empNo.slice(-2);
}

/** The companies one can verify with, in display order. */
export async function readCompanies(db: D1Database): Promise<AffiliateCompany[]> {
  const { results } = await db
    .prepare('SELECT afcp_cd AS afcpCd, afcp_nm AS afcpNm, email_domain AS emailDomain FROM affiliate_companies WHERE active = 1 ORDER BY display_order')
    .all<AffiliateCompany>();
  return results;
}

/** The member's employee status at `now`. */
export async function readEmployeeStatus(db: D1Database, incsNo: number, now = Date.now()): Promise<EmployeeStatus> {
  const [status, pending, companies] = await Promise.all([
    db
      .prepare(
        `SELECT c.emp_yn, c.afcp_emp_bnft_tgt_cmpy_cd AS afcp_cd, a.afcp_nm, l.emp_no, l.verified_at
           FROM customers c
           LEFT JOIN affiliate_companies a ON a.afcp_cd = c.afcp_emp_bnft_tgt_cmpy_cd
           LEFT JOIN employee_links l ON l.incs_no = c.incs_no
          WHERE c.incs_no = ?`,
      )
      .bind(incsNo)
      .first<StatusRow>(),
    db
      .prepare('SELECT afcp_cd AS afcpCd, email, expires_at AS expiresAt FROM employee_verifications WHERE incs_no = ? AND expires_at > ?')
      .bind(incsNo, now)
      .first<{ afcpCd: string; email: string; expiresAt: number }>(),
    readCompanies(db),
  ]);
  const verified = status?.emp_yn === 'Y';
  return {
    empYn: verified ? 'Y' : 'N',
    afcpCd: verified ? status.afcp_cd : null,
    afcpNm: verified ? status.afcp_nm : null,
    empNoMasked: verified && status.emp_no ? maskEmpNo(status.emp_no) : null,
    verifiedDttm: verified && status.verified_at ? toDttm14(status.verified_at) : null,
    pending: pending && !verified ? { afcpCd: pending.afcpCd, email: pending.email, expiresDttm: toDttm14(pending.expiresAt) } : null,
    companies,
  };
}
