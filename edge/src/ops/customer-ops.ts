/**
 * Operator calls for customers (`/ops/v1/customers/*`): grant or take back points (a point_history
 * ADJUST line with the operator's memo, in the same batch) and issue a coupon. The customer is
 * named by `incsNo` or by login ID `custWebId`; a refused call changes nothing.
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { POINTS_BELOW_ZERO_MESSAGE } from './ops-errors';

const DAY_MS = 86_400_000;

/** The active customer the body names; 404 otherwise. */
async function customerNo(db: D1Database, ref: { incsNo?: number; custWebId?: string }): Promise<number> {
  const row = ref.incsNo
    ? await db.prepare("SELECT incs_no FROM customers WHERE incs_no = ? AND status = 'ACTIVE'").bind(ref.incsNo).first<{ incs_no: number }>()
    : await db
        .prepare("SELECT incs_no FROM customers WHERE cust_web_id = ? AND status = 'ACTIVE'")
        .bind(ref.custWebId ?? '')
        .first<{ incs_no: number }>();
  if (!row) throw new GatewayError('CUSTOMER_NOT_FOUND');
  return row.incs_no;
}

export const grantPoints = defineEndpoint(OPS_CONTRACTS.grantPoints, async ({ db, input }) => {
  const incsNo = await customerNo(db, input);
  let credited: D1Result<{ rmn_pt: number }>;
  try {
    [credited] = await db.batch<{ rmn_pt: number }>([
      db.prepare('UPDATE customers SET rmn_pt = rmn_pt + ? WHERE incs_no = ? RETURNING rmn_pt').bind(input.delta, incsNo),
      db
        .prepare('INSERT INTO point_history (incs_no, delta, reason, memo, created_at) VALUES (?, ?, ?, ?, ?)')
        .bind(incsNo, input.delta, input.reason, input.memo, Date.now()),
    ]);
  } catch (error) {
    if (String(error).includes('rmn_pt >= 0')) throw new GatewayError('POINTS_NOT_ENOUGH', POINTS_BELOW_ZERO_MESSAGE);
    throw error;
  }
  return { data: { incsNo, rmnPt: credited.results[0]?.rmn_pt ?? 0 } };
});

export const issueCoupon = defineEndpoint(OPS_CONTRACTS.issueCoupon, async ({ db, input }) => {
  const incsNo = await customerNo(db, input);
  const now = Date.now();
  const expiresAt = now + input.days * DAY_MS;
  const result = await db
    .prepare('INSERT INTO customer_coupons (incs_no, cpn_nm, dc_amt, dc_rate, min_order_amt, chn_cds, issued_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
    .bind(incsNo, input.cpnNm, input.dcAmt ?? null, input.dcRate ?? null, input.minOrderAmt, input.chnCds, now, expiresAt)
    .run();
  return { data: { incsNo, customerCouponId: result.meta.last_row_id, cpnNm: input.cpnNm, expiresAt } };
});

export const CUSTOMER_OPS = [grantPoints, issueCoupon];
