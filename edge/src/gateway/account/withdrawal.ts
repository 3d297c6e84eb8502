/**
 * 회원 탈퇴 (ADR 018). Refused while an order, a claim or a bottle collection is still moving.
 * Otherwise, in one batch: the points and coupons lapse (and the ledger says so), what identifies
 * the member is erased (name, number, e-mail, address, password, birth date, social links,
 * addresses, cart, wishlist, searches, card, inbox, login history, consents), every login ends,
 * and the ID is blocked from joining again for 30 days by its hash. Orders, claims and the points
 * ledger stay under the customer number, which no longer names anyone (전자상거래법 §6: 5 years).
 */
import { sessionRevocations } from '#edge/auth/sessions';
import { withdrawnIdKey } from '#edge/member/customers';
import { GatewayError } from '../errors';

/** Orders the member must finish first: paid and not yet 구매확정, cancelled or refunded. */
const OPEN_ORDER = "status IN ('PAID', 'PREPARING', 'SHIPPING', 'DELIVERED')";
const OPEN_CLAIM = "status IN ('REQUESTED', 'PICKING_UP')";
const OPEN_BOTTLE = "status IN ('REQUESTED', 'COLLECTED')";

/** What the member loses and what still blocks leaving. */
export async function withdrawInfo(db: D1Database, incsNo: number, now = Date.now()) {
  const row = await db
    .prepare(
      `SELECT c.cust_nm AS custNm, c.rmn_pt AS rmnPt,
         (SELECT COUNT(*) FROM customer_coupons WHERE incs_no = ?1 AND used_at IS NULL AND expires_at > ?2) AS couponCnt,
         (SELECT COUNT(*) FROM orders WHERE incs_no = ?1 AND ${OPEN_ORDER}) AS openOrderCnt,
         (SELECT COUNT(*) FROM order_claims WHERE incs_no = ?1 AND ${OPEN_CLAIM})
           + (SELECT COUNT(*) FROM bottle_collections WHERE incs_no = ?1 AND ${OPEN_BOTTLE}) AS openClaimCnt
       FROM customers c WHERE c.incs_no = ?1`,
    )
    .bind(incsNo, now)
    .first<{ custNm: string; rmnPt: number; couponCnt: number; openOrderCnt: number; openClaimCnt: number }>();
  return row!;
}

/** Tables whose rows only serve the member and go with them. */
const ERASED_TABLES = [
  'cart_lines',
  'wish_items',
  'delivery_addresses',
  'social_accounts',
  'recent_searches',
  'member_cards',
  'inbox_messages',
  'login_history',
  'customer_consents',
  'employee_links',
  'employee_verifications',
];

export async function withdraw(db: D1Database, incsNo: number, reason: { reasonCd: string; comment: string }, now = Date.now()): Promise<void> {
  const info = await withdrawInfo(db, incsNo, now);
  if (info.openOrderCnt > 0) throw new GatewayError('WITHDRAW_OPEN_ORDER');
  if (info.openClaimCnt > 0) throw new GatewayError('WITHDRAW_OPEN_CLAIM');
  const id = await db.prepare('SELECT cust_web_id AS custWebId FROM customers WHERE incs_no = ?').bind(incsNo).first<{ custWebId: string | null }>();
  const statements = [
    db
      .prepare('INSERT OR REPLACE INTO withdrawals (incs_no, reason_cd, comment, withdrawn_at) VALUES (?, ?, ?, ?)')
      .bind(incsNo, reason.reasonCd, reason.comment.trim(), now),
    db.prepare('UPDATE customer_coupons SET expires_at = ? WHERE incs_no = ? AND used_at IS NULL AND expires_at > ?').bind(now, incsNo, now),
    db.prepare('UPDATE point_history SET settled_at = ? WHERE incs_no = ? AND delta > 0 AND settled_at IS NULL').bind(now, incsNo),
    ...sessionRevocations(db, incsNo, now),
    ...ERASED_TABLES.map((table) => db.prepare(`DELETE FROM ${table} WHERE incs_no = ?`).bind(incsNo)),
    db
      .prepare(
        `UPDATE customers SET status = 'WITHDRAWN', cust_web_id = NULL, cust_nm = '탈퇴회원', mobile = 'withdrawn-' || incs_no, email = NULL,
         password_hash = NULL, password_salt = NULL, password_iterations = NULL, dtbr = NULL, inm_sxcl_cd = NULL, aggr = NULL, skin_type_cd = NULL,
         home_zip_no = NULL, home_road_addr = NULL, home_dtl_addr = NULL, emp_yn = 'N', afcp_emp_bnft_tgt_cmpy_cd = NULL, editor_yn = 'N',
         mkt_agree_yn = 'N', mkt_sms_agree_yn = 'N', mkt_email_agree_yn = 'N', mkt_push_agree_yn = 'N', night_push_agree_yn = 'N', rmn_pt = 0
       WHERE incs_no = ?`,
      )
      .bind(incsNo),
  ];
  if (info.rmnPt > 0) {
    statements.splice(
      2,
      0,
      db
        .prepare("INSERT INTO point_history (incs_no, delta, reason, memo, created_at) VALUES (?, ?, 'EXPIRE', '회원 탈퇴로 소멸', ?)")
        .bind(incsNo, -info.rmnPt, now),
    );
  }
  if (id?.custWebId)
    statements.push(db.prepare('INSERT OR REPLACE INTO withdrawn_ids (id_hash, withdrawn_at) VALUES (?, ?)').bind(await withdrawnIdKey(id.custWebId), now));
  await db.batch(statements);
}
