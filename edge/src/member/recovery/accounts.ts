/**
 * What 아이디 찾기 and 비밀번호 찾기 read of an active member, and how a found ID is shown: with its
 * middle hidden, so a screen over the shopper's shoulder or a shared phone does not give it away.
 */
import type { StoredPassword } from '../password';

/** A social login a member may have linked (`social_accounts.provider`). */
export type SocialProvider = 'KAKAO' | 'NAVER' | 'FACEBOOK' | 'AppleID';

/** An active member as the recovery calls see them. */
export interface MemberAccount {
  incsNo: number;
  custWebId: string | null;
  custNm: string;
  mobile: string;
  /** yyyyMMddHHmmss, Korean time. */
  joinDttm: string;
  providers: SocialProvider[];
  password: StoredPassword | null;
}

interface AccountRow {
  incsNo: number;
  custWebId: string | null;
  custNm: string;
  mobile: string;
  joinDttm: string;
  providers: string | null;
  hash: string | null;
  salt: string | null;
  iterations: number | null;
}

const ACCOUNT_SELECT = `SELECT c.incs_no AS incsNo, c.cust_web_id AS custWebId, c.cust_nm AS custNm, c.mobile, c.mbr_join_dttm AS joinDttm,
    (SELECT group_concat(provider) FROM (SELECT provider FROM social_accounts WHERE incs_no = c.incs_no ORDER BY linked_dttm)) AS providers,
    c.password_hash AS hash, c.password_salt AS salt, c.password_iterations AS iterations
  FROM customers c`;

function toAccount(row: AccountRow | null): MemberAccount | null {
  if (!row) return null;
  const { hash, salt, iterations, providers, ...account } = row;
  return {
    ...account,
    providers: providers ? (providers.split(',') as SocialProvider[]) : [],
    password: hash && salt && iterations ? { hash, salt, iterations } : null,
  };
}

/** The active member who joined with this mobile number (digits only), or null. */
export async function accountByMobile(db: D1Database, mobile: string): Promise<MemberAccount | null> {
  return toAccount(await db.prepare(`${ACCOUNT_SELECT} WHERE c.mobile = ? AND c.status = 'ACTIVE'`).bind(mobile).first<AccountRow>());
}

/** The active member with this login ID (in any case), or null. */
export async function accountByWebId(db: D1Database, custWebId: string): Promise<MemberAccount | null> {
  return toAccount(await db.prepare(`${ACCOUNT_SELECT} WHERE c.cust_web_id = ? AND c.status = 'ACTIVE'`).bind(custWebId).first<AccountRow>());
}

/** The active member with this customer number, or null. */
export async function accountByNumber(db: D1Database, incsNo: number): Promise<MemberAccount | null> {
  return toAccount(await db.prepare(`${ACCOUNT_SELECT} WHERE c.incs_no = ? AND c.status = 'ACTIVE'`).bind(incsNo).first<AccountRow>());
}

/** Whether a typed name is the member's: spaces and the case of Latin letters do not count. */
export function sameName(typed: string, stored: string): boolean {
  const plain = (name: string) => name.replace(/\s+/g, '').toLowerCase();
  return plain(typed) === plain(stored);
}

/**
 * A login ID with its middle hidden and its length kept: at least three characters, and all but
 * five, become `*`; the rest is shown half at the head, half at the tail (`nokcha12` → `nok***12`).
 */
export function maskWebId(custWebId: string): string {
  const hidden = Math.max(3, custWebId.length - 5);
  const shown = Math.max(0, custWebId.length - hidden);
  const head = Math.ceil(shown / 2);
  const tail = shown - head;
  return custWebId.slice(0, head) + '*'.repeat(custWebId.length - head - tail) + (tail > 0 ? custWebId.slice(-tail) : '');
}
