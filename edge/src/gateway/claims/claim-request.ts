/**
 * Writes an exchange or a return request. The checks run on a fresh reading of the
 * order; the batch that writes the claim ends with a guard that breaks the `refund_amt >= 0`
 * CHECK when, meanwhile, the order left DELIVERED or a line became over-claimed or doubly open,
 * so two racing requests can never both be written.
 */
import type { PickupAddress, RequestClaimRequestSchema } from '#shared/schemas/claim-calls';
import type { z } from 'zod';
import { GatewayError } from '../errors';
import { checkAskedLines, loadClaimableOrder } from './claimable-order';
import { previewReturnRefund } from './claim-refund';
import { returnShippingFee, type ExchangeOrReturn } from './claim-rules';

export type ClaimRequestInput = z.output<typeof RequestClaimRequestSchema>;

const GUARD_SQL = `
  UPDATE order_claims SET refund_amt = -1
  WHERE id = (SELECT MAX(id) FROM order_claims) AND (
    NOT EXISTS (SELECT 1 FROM orders WHERE ord_no = ?1 AND status = 'DELIVERED')
    OR EXISTS (SELECT 1 FROM order_lines l WHERE l.ord_no = ?1 AND (
      (SELECT COALESCE(SUM(cl.qty), 0) FROM order_claim_lines cl JOIN order_claims c ON c.id = cl.claim_id
        WHERE cl.order_line_id = l.id AND c.status <> 'REJECTED') > l.qty
      OR (SELECT COUNT(*) FROM order_claim_lines cl JOIN order_claims c ON c.id = cl.claim_id
        WHERE cl.order_line_id = l.id AND c.status IN ('REQUESTED', 'PICKING_UP')) > 1)))`;

async function resolvePickup(db: D1Database, incsNo: number, pickup: ClaimRequestInput['pickup']): Promise<PickupAddress> {
  if (!('dlvAddrNo' in pickup)) return pickup;
  const row = await db
    .prepare('SELECT rcpt_nm, mobile, zip_no, road_addr, dtl_addr FROM delivery_addresses WHERE id = ? AND incs_no = ? AND deleted_at IS NULL')
    .bind(pickup.dlvAddrNo, incsNo)
    .first<{ rcpt_nm: string; mobile: string; zip_no: string; road_addr: string; dtl_addr: string }>();
  if (!row) throw new GatewayError('CLAIM_ADDRESS_NOT_FOUND');
  return { rcptNm: row.rcpt_nm, mobile: row.mobile, zipNo: row.zip_no, roadAddr: row.road_addr, dtlAddr: row.dtl_addr };
}

/** Checks and writes the claim; answers its number. */
export async function requestClaim(db: D1Database, incsNo: number, type: ExchangeOrReturn, input: ClaimRequestInput, now = Date.now()): Promise<number> {
  const loaded = await loadClaimableOrder(db, incsNo, input.ordNo, now);
  checkAskedLines(loaded, input.lines);
  const pickup = await resolvePickup(db, incsNo, input.pickup);
  const fee = returnShippingFee(type, input.reasonCd);
  const refund = type === 'RETURN' ? await previewReturnRefund(db, input.ordNo, input.lines, fee) : { refundAmt: 0, refundPt: 0, returnShippingFee: fee };
  const statements = [
    db
      .prepare(
        `INSERT INTO order_claims (ord_no, incs_no, claim_type, status, reason_cd, reason_text, pickup_rcpt_nm, pickup_mobile, pickup_zip_no,
          pickup_road_addr, pickup_dtl_addr, refund_amt, refund_pt, return_shipping_fee, requested_at)
         VALUES (?, ?, ?, 'REQUESTED', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .bind(
        input.ordNo,
        incsNo,
        type,
        input.reasonCd,
        input.reasonText,
        pickup.rcptNm,
        pickup.mobile,
        pickup.zipNo,
        pickup.roadAddr,
        pickup.dtlAddr,
        refund.refundAmt,
        refund.refundPt,
        refund.returnShippingFee,
        now,
      ),
    db
      .prepare(
        `INSERT INTO order_claim_lines (claim_id, order_line_id, qty)
         SELECT (SELECT MAX(id) FROM order_claims), json_extract(value, '$.ordLineNo'), json_extract(value, '$.qty') FROM json_each(?)`,
      )
      .bind(JSON.stringify(input.lines)),
    db.prepare(GUARD_SQL).bind(input.ordNo),
  ];
  try {
    const [inserted] = await db.batch(statements);
    return inserted.meta.last_row_id;
  } catch (error) {
    // The guard fired: someone else changed the order in between. Tell the caller what changed.
    checkAskedLines(await loadClaimableOrder(db, incsNo, input.ordNo, now), input.lines);
    throw error;
  }
}
