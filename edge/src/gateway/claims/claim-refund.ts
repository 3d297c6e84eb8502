/**
 * What a return gives back. The lines' paid share is L1's refund plan (order-history/refund-plan.ts,
 * the rule cancels use too); a shopper-fault return then pays its return shipping fee out of it,
 * from the cash first and from the points for what the cash cannot cover. The preview a shopper
 * sees and the refund the operator's completion makes both go through `deductReturnFee` (refund-plan.ts).
 */
import type { ClaimLineInput, RefundPreview } from '#shared/schemas/claim-calls';
import { readOrderRecord } from '../order-history/order-rows';
import { planFor } from '../order-history/refund';
import { deductReturnFee } from '../order-history/refund-plan';
import { GatewayError } from '../errors';

/** The refund a return of `lines` of `ordNo` would give now, after the fee. */
export async function previewReturnRefund(db: D1Database, ordNo: string, lines: readonly ClaimLineInput[], fee: number): Promise<RefundPreview> {
  const record = await readOrderRecord(db, ordNo);
  if (!record) throw new GatewayError('CLAIM_ORDER_NOT_FOUND');
  const plan = deductReturnFee(
    planFor(
      record,
      lines.map((line) => ({ ...line })),
    ),
    fee,
  );
  return { refundAmt: plan.refundAmt, refundPt: plan.refundPt, returnShippingFee: fee };
}
