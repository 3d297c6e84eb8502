/**
 * The D1 reads behind the customer calls: one customer with the name of their grade, their usable
 * coupons on a channel, and cart lines. Only active customers are ever read.
 */

/** A `customers` row with its grade name; secrets (password hash, salt) are never selected. */
export interface CustomerRow {
  incs_no: number;
  cust_web_id: string | null;
  cust_nm: string;
  email: string | null;
  editor_yn: 'Y' | 'N';
  editor_no: string | null;
  emp_yn: 'Y' | 'N';
  afcp_emp_bnft_tgt_cmpy_cd: string | null;
  inm_sxcl_cd: string | null;
  inm_cust_grd_cd: string;
  inm_cust_grd_cd_nm: string | null;
  icsg_nm: string | null;
  aggr: string | null;
  dtbr: string | null;
  mkt_push_agree_yn: 'Y' | 'N';
  night_push_agree_yn: 'Y' | 'N';
  fst_order_yn: 'Y' | 'N';
  lst_pay_type: string | null;
  lst_pay_card: string | null;
  rmn_pt: number;
  mbr_join_dttm: string;
}

const CUSTOMER_COLUMNS = `c.incs_no, c.cust_web_id, c.cust_nm, c.email, c.editor_yn, c.editor_no, c.emp_yn,
  c.afcp_emp_bnft_tgt_cmpy_cd, c.inm_sxcl_cd, c.inm_cust_grd_cd, g.inm_cust_grd_cd_nm, c.icsg_nm, c.aggr, c.dtbr,
  c.mkt_push_agree_yn, c.night_push_agree_yn, c.fst_order_yn, c.lst_pay_type, c.lst_pay_card, c.rmn_pt, c.mbr_join_dttm`;

/** The active customer `incsNo`, or null. */
export async function findCustomer(db: D1Database, incsNo: number): Promise<CustomerRow | null> {
  return db
    .prepare(
      `SELECT ${CUSTOMER_COLUMNS} FROM customers c LEFT JOIN customer_grades g ON g.inm_cust_grd_cd = c.inm_cust_grd_cd
       WHERE c.incs_no = ? AND c.status = 'ACTIVE'`,
    )
    .bind(incsNo)
    .first<CustomerRow>();
}

/** Coupons of `incsNo` not used, not expired at `now` (epoch ms), and valid on channel `channel`. */
export async function countUsableCoupons(db: D1Database, incsNo: number, channel: string, now = Date.now()): Promise<number> {
  const row = await db
    .prepare(
      `SELECT COUNT(*) AS n FROM customer_coupons
       WHERE incs_no = ? AND used_at IS NULL AND expires_at > ?
         AND instr(',' || replace(chn_cds, ' ', '') || ',', ',' || ? || ',') > 0`,
    )
    .bind(incsNo, now, channel)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/**
 * Cart lines of the guest cart `cartKey` (lines no member owns; null: no guest cart) plus, when
 * logged in, the member's own lines; a line that is both is counted once.
 */
export async function countCartLines(db: D1Database, cartKey: string | null, incsNo: number | null): Promise<number> {
  if (cartKey === null && incsNo === null) return 0;
  const row = await db
    .prepare('SELECT COUNT(*) AS n FROM cart_lines WHERE (sess_id = ? AND incs_no IS NULL) OR incs_no = ?')
    .bind(cartKey, incsNo)
    .first<{ n: number }>();
  return row?.n ?? 0;
}
