/**
 * Finding a customer (`/ops/v1/customers/search|get`): customer service searches by
 * login ID, name, mobile or customer number (each exact, each on an index) and reads what a call
 * about the member needs: grade, points and their latest lines, coupons, employee status, orders.
 */
import { formatMobile, maskMobile, toDttm14 } from '#shared/format';
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { pagedAnswer } from './paged-rows';

interface CustomerRow {
  incs_no: number;
  cust_web_id: string | null;
  cust_nm: string;
  mobile: string;
  email: string | null;
  inm_cust_grd_cd: string;
  grade_nm: string | null;
  rmn_pt: number;
  emp_yn: 'Y' | 'N';
  status: 'ACTIVE' | 'WITHDRAWN';
  mbr_join_dttm: string;
}

const COLUMNS = `c.incs_no, c.cust_web_id, c.cust_nm, c.mobile, c.email, c.inm_cust_grd_cd, g.inm_cust_grd_cd_nm AS grade_nm,
  c.rmn_pt, c.emp_yn, c.status, c.mbr_join_dttm`;
const FROM = 'customers c LEFT JOIN customer_grades g ON g.inm_cust_grd_cd = c.inm_cust_grd_cd';

const briefOf = (row: CustomerRow) => ({
  incsNo: row.incs_no,
  custWebId: row.cust_web_id,
  custNm: row.cust_nm,
  maskedMobile: maskMobile(row.mobile),
  gradeNm: row.grade_nm ?? row.inm_cust_grd_cd,
  rmnPt: row.rmn_pt,
  empYn: row.emp_yn,
  status: row.status,
  joinDttm: row.mbr_join_dttm,
});

/** Every search is exact on an indexed column; a number may be a customer number or a mobile. */
const SEARCH_WHERE = `?1 IS NULL OR c.cust_web_id = ?1 OR c.cust_nm = ?1 OR c.mobile = ?2 OR c.incs_no = ?3`;

export const searchCustomers = defineEndpoint(OPS_CONTRACTS.searchCustomers, async ({ db, input }) => {
  const keyword = input.keyword || null;
  const digits = keyword?.replace(/-/g, '') ?? '';
  const binds = [keyword, /^\d+$/.test(digits) ? digits : null, /^\d+$/.test(digits) ? Number(digits) : null];
  return pagedAnswer(db, input, { select: COLUMNS, from: FROM, where: SEARCH_WHERE, orderBy: 'c.incs_no DESC', binds }, briefOf);
});

interface LinkRow {
  afcp_cd: string | null;
  afcp_nm: string | null;
  emp_no: string | null;
}

/** Everything customer service reads about one member, with the grades and companies to choose from. */
export async function customerDetail(db: D1Database, incsNo: number) {
  const [customer, link, orders, coupons, points, grades, companies, editor] = await db.batch<unknown>([
    db.prepare(`SELECT ${COLUMNS} FROM ${FROM} WHERE c.incs_no = ?`).bind(incsNo),
    db
      .prepare(
        `SELECT c.afcp_emp_bnft_tgt_cmpy_cd AS afcp_cd, a.afcp_nm, l.emp_no FROM customers c
           LEFT JOIN affiliate_companies a ON a.afcp_cd = c.afcp_emp_bnft_tgt_cmpy_cd LEFT JOIN employee_links l ON l.incs_no = c.incs_no
         WHERE c.incs_no = ?`,
      )
      .bind(incsNo),
    db
      .prepare(`SELECT COUNT(*) AS cnt, MAX(ordered_at) AS last_at FROM orders WHERE incs_no = ? AND status NOT IN ('PAYMENT_PENDING', 'ABANDONED')`)
      .bind(incsNo),
    db
      .prepare('SELECT id, cpn_nm, dc_amt, dc_rate, min_order_amt, expires_at, used_at FROM customer_coupons WHERE incs_no = ? ORDER BY id DESC LIMIT 20')
      .bind(incsNo),
    db.prepare('SELECT delta, reason, memo, created_at FROM point_history WHERE incs_no = ? ORDER BY id DESC LIMIT 10').bind(incsNo),
    db.prepare('SELECT inm_cust_grd_cd AS code, inm_cust_grd_cd_nm AS name FROM customer_grades ORDER BY inm_cust_grd_cd'),
    db.prepare('SELECT afcp_cd AS code, afcp_nm AS name FROM affiliate_companies WHERE active = 1 ORDER BY display_order'),
    db.prepare('SELECT c.editor_yn, e.editor_no, e.nick_nm FROM customers c JOIN editors e ON e.editor_no = c.editor_no WHERE c.incs_no = ?').bind(incsNo),
  ]);
  const editorRow = editor.results[0] as { editor_yn: 'Y' | 'N'; editor_no: string; nick_nm: string } | undefined;
  const row = customer.results[0] as CustomerRow | undefined;
  if (!row) throw new GatewayError('CUSTOMER_NOT_FOUND');
  const employee = link.results[0] as LinkRow;
  const ordered = orders.results[0] as { cnt: number; last_at: number | null };
  return {
    data: {
      ...briefOf(row),
      mobile: formatMobile(row.mobile),
      email: row.email,
      gradeCd: row.inm_cust_grd_cd,
      afcpCd: row.emp_yn === 'Y' ? employee.afcp_cd : null,
      afcpNm: row.emp_yn === 'Y' ? employee.afcp_nm : null,
      empNo: row.emp_yn === 'Y' ? employee.emp_no : null,
      editor: editorRow ? { editorYn: editorRow.editor_yn, editorNo: editorRow.editor_no, nickNm: editorRow.nick_nm } : null,
      orderCnt: ordered.cnt,
      lastOrderDttm: ordered.last_at === null ? null : toDttm14(ordered.last_at),
      coupons: (
        coupons.results as {
          id: number;
          cpn_nm: string;
          dc_amt: number | null;
          dc_rate: number | null;
          min_order_amt: number;
          expires_at: number;
          used_at: number | null;
        }[]
      ).map((coupon) => ({
        customerCouponId: coupon.id,
        cpnNm: coupon.cpn_nm,
        dcAmt: coupon.dc_amt,
        dcRate: coupon.dc_rate,
        minOrderAmt: coupon.min_order_amt,
        expiresDttm: toDttm14(coupon.expires_at),
        usedDttm: coupon.used_at === null ? null : toDttm14(coupon.used_at),
      })),
      points: (points.results as { delta: number; reason: string; memo: string | null; created_at: number }[]).map((line) => ({
        delta: line.delta,
        reason: line.reason,
        memo: line.memo,
        createdDttm: toDttm14(line.created_at),
      })),
      grades: grades.results as { code: string; name: string }[],
      companies: companies.results as { code: string; name: string }[],
    },
  };
}

export const getCustomer = defineEndpoint(OPS_CONTRACTS.getCustomer, ({ db, input }) => customerDetail(db, input.incsNo));

export const CUSTOMER_LOOKUP_OPS = [searchCustomers, getCustomer];
