/**
 * Turns a customer row into the `CustomerInfo` the calls answer: numbers as the schema
 * says, the age computed in Korean time, and the e-mail only as a hash.
 */
import { KST_OFFSET_MS } from '#shared/format';
import type { CustomerInfo } from '#shared/schemas/customer';
import type { CustomerRow } from './customer-store';

/** Hex SHA-256 of the trimmed, lower-cased e-mail; null without one. */
export async function emailHash(email: string | null): Promise<string | null> {
  const normalized = email?.trim().toLowerCase() ?? '';
  if (normalized === '') return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalized));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Full years since the birth date `yyyyMMdd` on today's date in Korea (만 나이, the legal age since
 * 2023). A 29 February birthday counts from 1 March in other years. Null for a missing, invalid or
 * future date.
 */
export function koreanAge(dtbr: string | null, now: Date = new Date()): number | null {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(dtbr ?? '');
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  const birth = new Date(Date.UTC(year, month - 1, day));
  if (birth.getUTCFullYear() !== year || birth.getUTCMonth() !== month - 1 || birth.getUTCDate() !== day) return null;
  const today = new Date(now.getTime() + KST_OFFSET_MS);
  const todayMonthDay = (today.getUTCMonth() + 1) * 100 + today.getUTCDate();
  const age = today.getUTCFullYear() - year - (todayMonthDay < month * 100 + day ? 1 : 0);
  return age >= 0 ? age : null;
}

/** The answer of getCustInfo for `row`. */
export async function toCustomerInfo(row: CustomerRow, now: Date = new Date()): Promise<CustomerInfo> {
  return {
    incsNo: String(row.incs_no),
    editorYn: row.editor_yn,
    editorNo: row.editor_no,
    empYn: row.emp_yn,
    afcpEmpBnftTgtCmpyCd: row.afcp_emp_bnft_tgt_cmpy_cd,
    inmSxclCd: row.inm_sxcl_cd,
    inmCustGrdCd: row.inm_cust_grd_cd,
    inmCustGrdCdNm: row.inm_cust_grd_cd_nm ?? '',
    icsgNm: row.icsg_nm,
    aggr: row.aggr,
    custWebId: row.cust_web_id,
    dtbr: row.dtbr,
    age: koreanAge(row.dtbr, now),
    custEmad: await emailHash(row.email),
    mktPushAgreeYn: row.mkt_push_agree_yn,
    nightPushAgreeYn: row.night_push_agree_yn,
    fstOrderYn: row.fst_order_yn,
    lstPayType: row.lst_pay_type,
    lstPayCard: row.lst_pay_card,
    mbrJoinDttm: row.mbr_join_dttm,
  };
}
