/**
 * Employee verification: a code mailed to `{id}@{company domain}`, checked in D1 by
 * its SHA-256 only; success sets `empYn` and the affiliate code and binds the employee number to
 * this member, release undoes both. Each limit is one conditional statement, so parallel requests
 * cannot overrun it, and each change is one batch.
 */
import { EMP_CODE, type SendEmpCodeRequest } from '#shared/schemas/employee-calls';
import { hashToken } from '#edge/auth/sessions';
import type { MailSender } from '#edge/mail/sender';
import { randomCode } from '#edge/member/sms/codes';
import { constantTimeEqual } from '#edge/member/password';
import { GatewayError } from '../errors';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

interface CompanyRow {
  afcp_nm: string;
  email_domain: string;
  emp_no_pattern: string;
}

const codeHash = (incsNo: number, code: string) => hashToken(`emp:${incsNo}:${code}`);

/** Refuses a member who is verified already, or an employee number another member holds. */
async function checkFree(db: D1Database, incsNo: number, afcpCd: string, empNo: string): Promise<void> {
  const [customer, link] = await Promise.all([
    db.prepare('SELECT emp_yn FROM customers WHERE incs_no = ?').bind(incsNo).first<{ emp_yn: string }>(),
    db.prepare('SELECT incs_no FROM employee_links WHERE afcp_cd = ? AND emp_no = ?').bind(afcpCd, empNo).first<{ incs_no: number }>(),
  ]);
  if (customer?.emp_yn === 'Y') throw new GatewayError('EMP_ALREADY_VERIFIED');
  if (link && link.incs_no !== incsNo) throw new GatewayError('EMP_NO_TAKEN');
}

/** The active company `afcpCd` when `empNo` has its employee numbers' form; refused otherwise. */
export async function companyFor(db: D1Database, afcpCd: string, empNo: string): Promise<CompanyRow> {
  const company = await db
    .prepare('SELECT afcp_nm, email_domain, emp_no_pattern FROM affiliate_companies WHERE afcp_cd = ? AND active = 1')
    .bind(afcpCd)
    .first<CompanyRow>();
  if (!company) throw new GatewayError('EMP_COMPANY_NOT_FOUND');
  const matches = await db.prepare('SELECT ? GLOB ? AS ok').bind(empNo, company.emp_no_pattern).first<{ ok: number }>();
  if (!matches?.ok) throw new GatewayError('EMP_NO_INVALID');
  return company;
}

/** Mails a new code for `request`, replacing any earlier one; returns where it went and until when. */
export async function sendEmployeeCode(
  db: D1Database,
  mail: MailSender,
  incsNo: number,
  request: SendEmpCodeRequest,
  now = Date.now(),
): Promise<{ email: string; expiresAt: number }> {
  const afcpCd = request.afcpCd.trim();
  const empNo = request.empNo.trim().toUpperCase();
  const company = await companyFor(db, afcpCd, empNo);
  await checkFree(db, incsNo, afcpCd, empNo);
  const reserved = await db
    .prepare(
      `INSERT INTO employee_code_sends (incs_no, sent_at)
       SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM employee_code_sends WHERE incs_no = ?1 AND sent_at > ?3) < ?4`,
    )
    .bind(incsNo, now, now - HOUR_MS, EMP_CODE.sendsPerHour)
    .run();
  if (reserved.meta.changes !== 1) throw new GatewayError('EMP_CODE_SEND_LIMIT');
  const email = `${request.emailId.trim()}@${company.email_domain}`.toLowerCase();
  const code = randomCode();
  const expiresAt = now + EMP_CODE.ttlMinutes * MINUTE_MS;
  await db
    .prepare(
      `INSERT INTO employee_verifications (incs_no, afcp_cd, emp_no, email, code_hash, attempts, expires_at, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6, ?7)
       ON CONFLICT (incs_no) DO UPDATE SET afcp_cd = ?2, emp_no = ?3, email = ?4, code_hash = ?5, attempts = 0, expires_at = ?6, created_at = ?7`,
    )
    .bind(incsNo, afcpCd, empNo, email, await codeHash(incsNo, code), expiresAt, now)
    .run();
  try {
    await mail.send({
      to: email,
      subject: '[녹차숍] 임직원 인증번호',
      text: `${company.afcp_nm} 임직원 인증번호는 ${code} 입니다. ${EMP_CODE.ttlMinutes}분 안에 녹차숍 임직원 인증 화면에 입력해 주세요.\n본인이 요청하지 않았다면 이 메일을 무시해 주세요.`,
    });
  } catch (error) {
    console.error(JSON.stringify({ level: 'error', note: 'employee code mail failed', mailer: mail.name, error: String(error) }));
    await db.prepare('DELETE FROM employee_verifications WHERE incs_no = ?').bind(incsNo).run();
    throw new GatewayError('MAIL_SEND_FAILED');
  }
  return { email, expiresAt };
}

interface PendingRow {
  afcp_cd: string;
  emp_no: string;
  email: string;
  code_hash: string;
  attempts: number;
}

/** Spends one attempt on the member's live code; null when there is none or its attempts are used up. */
async function spendAttempt(db: D1Database, incsNo: number, now: number): Promise<PendingRow | null> {
  return db
    .prepare(
      `UPDATE employee_verifications SET attempts = attempts + 1 WHERE incs_no = ? AND attempts < ? AND expires_at > ?
       RETURNING afcp_cd, emp_no, email, code_hash, attempts`,
    )
    .bind(incsNo, EMP_CODE.maxAttempts, now)
    .first<PendingRow>();
}

/** Checks `code`; on success the member is an employee of the pending company (one batch). */
export async function verifyEmployeeCode(db: D1Database, incsNo: number, code: string, now = Date.now()): Promise<void> {
  const pending = await spendAttempt(db, incsNo, now);
  if (!pending) {
    const live = await db.prepare('SELECT 1 AS live FROM employee_verifications WHERE incs_no = ? AND expires_at > ?').bind(incsNo, now).first();
    throw new GatewayError(live ? 'EMP_CODE_TOO_MANY' : 'EMP_CODE_EXPIRED');
  }
  const encoder = new TextEncoder();
  if (!constantTimeEqual(encoder.encode(await codeHash(incsNo, code.trim())), encoder.encode(pending.code_hash))) {
    throw new GatewayError(pending.attempts >= EMP_CODE.maxAttempts ? 'EMP_CODE_TOO_MANY' : 'EMP_CODE_MISMATCH');
  }
  await checkFree(db, incsNo, pending.afcp_cd, pending.emp_no);
  await linkEmployee(db, incsNo, { afcpCd: pending.afcp_cd, empNo: pending.emp_no, email: pending.email }, now);
}

/**
 * Makes the member the employee `link` names, replacing any earlier link and open verification
 * (one batch). `email` is where the code went; empty when an operator confirmed the employee.
 */
export async function linkEmployee(db: D1Database, incsNo: number, link: { afcpCd: string; empNo: string; email: string }, now = Date.now()): Promise<void> {
  try {
    await db.batch([
      db.prepare('DELETE FROM employee_verifications WHERE incs_no = ?').bind(incsNo),
      db.prepare('DELETE FROM employee_links WHERE incs_no = ?').bind(incsNo),
      db
        .prepare('INSERT INTO employee_links (afcp_cd, emp_no, incs_no, email, verified_at) VALUES (?, ?, ?, ?, ?)')
        .bind(link.afcpCd, link.empNo, incsNo, link.email, now),
      db.prepare(`UPDATE customers SET emp_yn = 'Y', afcp_emp_bnft_tgt_cmpy_cd = ? WHERE incs_no = ?`).bind(link.afcpCd, incsNo),
    ]);
  } catch (error) {
    // The primary key on (company, number): another member holds the same number.
    if (/UNIQUE|PRIMARY/.test(String(error))) throw new GatewayError('EMP_NO_TAKEN');
    throw error;
  }
}

/** Releases the member's verification: the employee shop's prices close at once. */
export async function releaseEmployee(db: D1Database, incsNo: number): Promise<void> {
  const [released] = await db.batch([
    db.prepare(`UPDATE customers SET emp_yn = 'N', afcp_emp_bnft_tgt_cmpy_cd = NULL WHERE incs_no = ? AND emp_yn = 'Y'`).bind(incsNo),
    db.prepare('DELETE FROM employee_links WHERE incs_no = ?').bind(incsNo),
  ]);
  if (released.meta.changes !== 1) throw new GatewayError('EMP_NOT_VERIFIED');
}
