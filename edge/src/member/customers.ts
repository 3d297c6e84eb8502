/**
 * The member gateway's reads and writes of `customers` and what hangs off a new member: every
 * consent given or refused (customer_consents), the welcome coupon, the social account link. A
 * join is one D1 batch, so nothing is half-written.
 */
import { JOIN_CONSENTS } from '#shared/validation/member';
import { REJOIN_BLOCK_DAYS } from '#shared/account/account-rules';
import { hashToken } from '#edge/auth/sessions';
import { GatewayError } from '../gateway/errors';
import { toDttm14 } from '#shared/format';
import type { StoredPassword } from './password';

/** An active member as a login sees it. */
export interface MemberRow {
  incsNo: number;
  password: StoredPassword | null;
}

/** The welcome coupon every new member gets. */
export const WELCOME_COUPON = { name: '신규가입 15% 할인 쿠폰', rate: 15, days: 30 } as const;

interface PasswordColumns {
  incsNo: number;
  hash: string | null;
  salt: string | null;
  iterations: number | null;
}

function toMember(row: PasswordColumns | null): MemberRow | null {
  if (!row) return null;
  const password = row.hash && row.salt && row.iterations ? { hash: row.hash, salt: row.salt, iterations: row.iterations } : null;
  return { incsNo: row.incsNo, password };
}

const MEMBER_COLUMNS = 'incs_no AS incsNo, password_hash AS hash, password_salt AS salt, password_iterations AS iterations';

/** The active member with this login ID (case-insensitive), or null. */
export async function findByWebId(db: D1Database, custWebId: string): Promise<MemberRow | null> {
  const row = await db.prepare(`SELECT ${MEMBER_COLUMNS} FROM customers WHERE cust_web_id = ? AND status = 'ACTIVE'`).bind(custWebId).first<PasswordColumns>();
  return toMember(row);
}

/** The active member with this mobile number (digits only), or null. */
export async function findByMobile(db: D1Database, mobile: string): Promise<MemberRow | null> {
  const row = await db.prepare(`SELECT ${MEMBER_COLUMNS} FROM customers WHERE mobile = ? AND status = 'ACTIVE'`).bind(mobile).first<PasswordColumns>();
  return toMember(row);
}

/** The key a withdrawn ID is blocked under: its hash, so the list names nobody outright. */
export function withdrawnIdKey(custWebId: string): Promise<string> {
  return hashToken(`withdrawn:${custWebId.toLowerCase()}`);
}

/** Why a login ID cannot be had: a member holds it, or it was withdrawn less than 30 days ago. */
export async function webIdRefusal(db: D1Database, custWebId: string, now = Date.now()): Promise<'WEB_ID_TAKEN' | 'WEB_ID_WITHDRAWN' | null> {
  if (await db.prepare('SELECT 1 FROM customers WHERE cust_web_id = ?').bind(custWebId).first()) return 'WEB_ID_TAKEN';
  const since = now - REJOIN_BLOCK_DAYS * 24 * 60 * 60 * 1000;
  const blocked = await db
    .prepare('SELECT 1 FROM withdrawn_ids WHERE id_hash = ? AND withdrawn_at > ?')
    .bind(await withdrawnIdKey(custWebId), since)
    .first();
  return blocked ? 'WEB_ID_WITHDRAWN' : null;
}

/** Whether a login ID is free to join with. */
export async function isWebIdAvailable(db: D1Database, custWebId: string): Promise<boolean> {
  return (await webIdRefusal(db, custWebId)) === null;
}

/** Whether a mobile number already belongs to a member (one number, one member). */
export async function isMobileTaken(db: D1Database, mobile: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 FROM customers WHERE mobile = ?').bind(mobile).first()) !== null;
}

/** The statement that stores a member's password, for a caller's batch. */
export function passwordUpdate(db: D1Database, incsNo: number, password: StoredPassword): D1PreparedStatement {
  return db
    .prepare('UPDATE customers SET password_hash = ?, password_salt = ?, password_iterations = ? WHERE incs_no = ?')
    .bind(password.hash, password.salt, password.iterations, incsNo);
}

/** Stores a rehashed password. */
export async function updatePassword(db: D1Database, incsNo: number, password: StoredPassword): Promise<void> {
  await passwordUpdate(db, incsNo, password).run();
}

/** A new member: who they are, how they log in, and what they agreed to. */
export interface NewMember {
  custNm: string;
  mobile: string;
  email: string | null;
  custWebId: string | null;
  password: StoredPassword | null;
  consents: ReadonlySet<string>;
  social?: { provider: string; providerUserId: string };
}

/**
 * Creates the member with their consents, welcome coupon and social link in one batch, and
 * answers the new customer number. A unique-key race becomes `WEB_ID_TAKEN` or `MOBILE_TAKEN`.
 */
export async function createMember(db: D1Database, member: NewMember, now = Date.now()): Promise<number> {
  const joined = toDttm14(now);
  const yn = (code: string) => (member.consents.has(code) ? 'Y' : 'N');
  // The join's marketing group is the consent e-mail and the channels are kept under (ADR 018).
  const marketing = member.email !== null || ['MKT_SMS', 'MKT_EMAIL', 'MKT_PUSH'].some((code) => member.consents.has(code)) ? 'Y' : 'N';
  // Later statements find the new row by its unique mobile number: last_insert_rowid() moves on.
  const incsNo = '(SELECT incs_no FROM customers WHERE mobile = ?)';
  const statements = [
    db
      .prepare(
        `INSERT INTO customers (cust_web_id, cust_nm, mobile, email, password_hash, password_salt, password_iterations,
           mkt_sms_agree_yn, mkt_email_agree_yn, mkt_push_agree_yn, night_push_agree_yn, mkt_agree_yn, mbr_join_dttm)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        member.custWebId,
        member.custNm,
        member.mobile,
        member.email,
        member.password?.hash ?? null,
        member.password?.salt ?? null,
        member.password?.iterations ?? null,
        yn('MKT_SMS'),
        yn('MKT_EMAIL'),
        yn('MKT_PUSH'),
        yn('NIGHT_PUSH'),
        marketing,
        joined,
      ),
    ...JOIN_CONSENTS.map((consent) =>
      db
        .prepare(`INSERT INTO customer_consents (incs_no, consent_cd, agree_yn, recorded_dttm) VALUES (${incsNo}, ?, ?, ?)`)
        .bind(member.mobile, consent.code, yn(consent.code), joined),
    ),
    db
      .prepare(`INSERT INTO customer_consents (incs_no, consent_cd, agree_yn, recorded_dttm) VALUES (${incsNo}, 'MKT_USE', ?, ?)`)
      .bind(member.mobile, marketing, joined),
    db
      .prepare(`INSERT INTO customer_coupons (incs_no, cpn_nm, dc_rate, issued_at, expires_at) VALUES (${incsNo}, ?, ?, ?, ?)`)
      .bind(member.mobile, WELCOME_COUPON.name, WELCOME_COUPON.rate, now, now + WELCOME_COUPON.days * 24 * 60 * 60 * 1000),
  ];
  if (member.social) {
    statements.push(
      db
        .prepare(`INSERT INTO social_accounts (provider, provider_user_id, incs_no, linked_dttm) VALUES (?, ?, ${incsNo}, ?)`)
        .bind(member.social.provider, member.social.providerUserId, member.mobile, joined),
    );
  }
  statements.push(db.prepare('SELECT incs_no AS incsNo FROM customers WHERE mobile = ?').bind(member.mobile));
  try {
    const results = await db.batch<{ incsNo: number }>(statements);
    return results.at(-1)!.results[0].incsNo;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (/UNIQUE/i.test(message) && /cust_web_id/i.test(message)) throw new GatewayError('WEB_ID_TAKEN');
    if (/UNIQUE/i.test(message) && /mobile/i.test(message)) throw new GatewayError('MOBILE_TAKEN');
    throw error;
  }
}
