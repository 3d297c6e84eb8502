/**
 * The operator's moves on an exchange or a return: REQUESTED → PICKING_UP, then
 * COMPLETED or REJECTED. Completing a return refunds its lines through L1's `refundOrder` (which
 * cancels the payment, gives back stock and points, completes this claim and, when every unit is
 * refunded, makes the order RETURNED). Completing an exchange moves no money: the claim completes
 * and a delivered order becomes EXCHANGED, in one batch.
 */
import { claimReasonName, type Claim } from '#shared/schemas/claim-calls';
import { refundOrder } from '../order-history/refund';
import { GatewayError } from '../errors';
import { readClaim } from './claim-read';

export type ClaimMove = 'PICKING_UP' | 'COMPLETED' | 'REJECTED';

/** Where each move may start from. */
const MOVES_FROM: Record<ClaimMove, readonly string[]> = {
  PICKING_UP: ['REQUESTED'],
  COMPLETED: ['REQUESTED', 'PICKING_UP'],
  REJECTED: ['REQUESTED', 'PICKING_UP'],
};

interface MovingClaim {
  id: number;
  ord_no: string;
  claim_type: 'CANCEL' | 'EXCHANGE' | 'RETURN';
  status: string;
  reason_cd: string;
  return_shipping_fee: number;
}

/** Moves claim `clmNo` to `to`, or throws the Korean refusal with nothing changed. */
export async function moveClaim(db: D1Database, env: Env, clmNo: number, to: ClaimMove, now = Date.now()): Promise<Claim> {
  const claim = await db
    .prepare('SELECT id, ord_no, claim_type, status, reason_cd, return_shipping_fee FROM order_claims WHERE id = ?')
    .bind(clmNo)
    .first<MovingClaim>();
  if (!claim) throw new GatewayError('CLAIM_NOT_FOUND');
  // A cancel completes when it is asked for; only exchanges and returns wait for the operator.
  if (claim.claim_type === 'CANCEL' || !MOVES_FROM[to].includes(claim.status)) throw new GatewayError('CLAIM_STATUS_NOT_ALLOWED');
  const from = MOVES_FROM[to].map((status) => `'${status}'`).join(', ');
  if (to === 'COMPLETED' && claim.claim_type === 'RETURN') {
    const lines = await db
      .prepare('SELECT order_line_id AS ordLineNo, qty FROM order_claim_lines WHERE claim_id = ? ORDER BY order_line_id')
      .bind(clmNo)
      .all<{ ordLineNo: number; qty: number }>();
    await refundOrder(db, env, {
      ordNo: claim.ord_no,
      lines: lines.results,
      reason: `반품 완료: ${claimReasonName(claim.reason_cd)}`,
      idempotencyKey: `claim-return-${clmNo}`,
      claim: { clmNo },
      returnShippingFee: claim.return_shipping_fee,
      now,
    });
  } else if (to === 'COMPLETED') {
    const [moved] = await db.batch([
      db.prepare(`UPDATE order_claims SET status = 'COMPLETED', completed_at = ? WHERE id = ? AND status IN (${from})`).bind(now, clmNo),
      db
        .prepare("UPDATE orders SET status = 'EXCHANGED', status_changed_at = ? WHERE ord_no = ? AND status = 'DELIVERED' AND changes() = 1")
        .bind(now, claim.ord_no),
    ]);
    if (moved.meta.changes !== 1) throw new GatewayError('CLAIM_STATUS_NOT_ALLOWED');
  } else {
    const closedAt = to === 'REJECTED' ? now : null;
    const moved = await db.prepare(`UPDATE order_claims SET status = ?, completed_at = ? WHERE id = ? AND status IN (${from})`).bind(to, closedAt, clmNo).run();
    if (moved.meta.changes !== 1) throw new GatewayError('CLAIM_STATUS_NOT_ALLOWED');
  }
  return readClaim(db, null, clmNo);
}
