/**
 * Test data for worker tests: customers, logins, coupons and cart lines written straight into the
 * test file's D1, with every column named so a test reads what it seeded.
 */
import type { OperatorRole } from '#shared/ops/operator-roles';
import { createOperatorSession } from '../auth/operator-sessions';
import { createSession } from '../auth/sessions';

/** Column → value of one `customers` row; the defaults make an active, complete member. */
export type CustomerSeed = Record<string, string | number | null>;

export const DEFAULT_CUSTOMER: CustomerSeed = {
  cust_web_id: 'nokcha01',
  cust_nm: '김녹차',
  mobile: '01012345678',
  email: 'Nokcha01@Example.com',
  editor_yn: 'N',
  editor_no: null,
  emp_yn: 'N',
  afcp_emp_bnft_tgt_cmpy_cd: null,
  inm_sxcl_cd: 'F',
  inm_cust_grd_cd: '20',
  icsg_nm: 'GREEN',
  aggr: '30',
  dtbr: '19900615',
  mkt_push_agree_yn: 'Y',
  night_push_agree_yn: 'N',
  fst_order_yn: 'N',
  lst_pay_type: 'CARD',
  lst_pay_card: '신한카드',
  rmn_pt: 12500,
  mbr_join_dttm: '20240301093000',
  status: 'ACTIVE',
};

async function insert(db: D1Database, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const result = await db
    .prepare(`INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`)
    .bind(...Object.values(row))
    .run();
  return result.meta.last_row_id;
}

/** Inserts a customer (defaults overridden by `overrides`) and returns their incsNo. */
export function seedCustomer(db: D1Database, overrides: CustomerSeed = {}): Promise<number> {
  return insert(db, 'customers', { ...DEFAULT_CUSTOMER, ...overrides });
}

/**
 * Member `n` of a test file's series: the ID `${series}${n}`, its e-mail, and the mobile
 * `mobileHead` with `n` in seven digits, so the members of one series never meet on a unique column.
 */
export function seriesCustomer(series: string, mobileHead: string, n: number, overrides: CustomerSeed = {}): CustomerSeed {
  return { cust_web_id: `${series}${n}`, mobile: `${mobileHead}${String(n).padStart(7, '0')}`, email: `${series}${n}@example.com`, ...overrides };
}

/** Inserts `customer` and logs them in: their incsNo and Bearer token. */
export async function seedMember(db: D1Database, customer: CustomerSeed): Promise<{ incsNo: number; token: string }> {
  const incsNo = await seedCustomer(db, customer);
  return { incsNo, token: await loginAs(db, incsNo) };
}

/** Logs `incsNo` in (at `now`, epoch ms) and returns the Bearer token. */
export function loginAs(db: D1Database, incsNo: number, now = Date.now()): Promise<string> {
  return createSession(db, { incsNo, provider: 'ID' }, now);
}

/** Makes `incsNo` an active editor, as the operator's appointment does; answers the editor number. */
export async function seedEditor(db: D1Database, incsNo: number): Promise<string> {
  const editorNo = `ED${String(incsNo).padStart(4, '0')}`;
  await db.batch([
    db.prepare('INSERT INTO editors (editor_no, incs_no, nick_nm, appointed_at) VALUES (?, ?, ?, ?)').bind(editorNo, incsNo, `에디터${incsNo}`, Date.now()),
    db.prepare("UPDATE customers SET editor_yn = 'Y', editor_no = ? WHERE incs_no = ?").bind(editorNo, incsNo),
  ]);
  return editorNo;
}

/** An operator of `role` logged in to the console; answers the session cookie's value. */
export async function seedOperatorSession(db: D1Database, role: OperatorRole): Promise<string> {
  const operatorId = await insert(db, 'operators', {
    login_id: `${role.toLowerCase()}${crypto.randomUUID().slice(0, 8)}`,
    name: `운영자 ${role}`,
    role,
    password_hash: 'unused',
    password_salt: 'unused',
    password_iterations: 1,
    totp_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    created_at: Date.now(),
  });
  return createOperatorSession(db, operatorId);
}

/** Inserts a coupon of `incsNo`, usable on every channel for a day unless overridden. */
export function seedCoupon(db: D1Database, incsNo: number, overrides: Record<string, unknown> = {}): Promise<number> {
  const now = Date.now();
  return insert(db, 'customer_coupons', {
    incs_no: incsNo,
    cpn_nm: '신규가입 10% 할인',
    dc_rate: 10,
    issued_at: now - 1000,
    expires_at: now + 86_400_000,
    ...overrides,
  });
}

/** Inserts a cart line of a guest cart (its key, gateway/cart/guest-cart.ts) and/or a member. */
export function seedCartLine(db: D1Database, owner: { cartKey?: string; incsNo?: number }): Promise<number> {
  return insert(db, 'cart_lines', {
    sess_id: owner.cartKey ?? null,
    incs_no: owner.incsNo ?? null,
    inm_optn_prd_no: '100200300',
    qty: 1,
    prdprice: 32000,
    added_at: Date.now(),
  });
}

/** Row counts of the tables the customer calls touch: what "nothing changed" compares. */
export async function tableCounts(db: D1Database): Promise<Record<string, number>> {
  const tables = ['customers', 'auth_sessions', 'customer_coupons', 'cart_lines'];
  const rows = await db.batch(tables.map((table) => db.prepare(`SELECT COUNT(*) AS n FROM ${table}`)));
  return Object.fromEntries(tables.map((table, index) => [table, (rows[index].results[0] as { n: number }).n]));
}
