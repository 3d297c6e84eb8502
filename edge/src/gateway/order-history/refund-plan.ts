/**
 * How much a refund gives back, computed from the order alone (no D1, no provider), so the cancel
 * screen's preview, cancelOrder and L2's returns all agree to the won.
 *
 * The rules, for a refund of some units of some lines:
 * - A line's paid share is its sale price × units minus its share of the coupon discount. The
 *   coupon is spread over the lines by their sale totals (remainders to the first lines), and a
 *   line's share over its units by `floor(share × n / qty)` counted cumulatively, so refunding a
 *   line unit by unit gives back exactly what refunding it at once would.
 * - Cash first, points last: the paid share comes out of what is left of the payment; points are
 *   given back only for the part the payment can no longer cover. Shipping is not refunded by a
 *   partial refund.
 * - The refund that leaves no unit unrefunded settles everything: the rest of the payment
 *   (shipping included), the rest of the points, and the coupon. Only then does the coupon return.
 */

export interface PlanLine {
  ordLineNo: number;
  qty: number;
  saleAmt: number;
  /** Units already refunded by earlier cancels or returns. */
  refundedQty: number;
}

export interface PlanOrder {
  cpnDcAmt: number;
  usePt: number;
  /** What was charged and what of it is already cancelled (0 and 0 when nothing was charged). */
  paidAmt: number;
  cancelledAmt: number;
  /** Points already given back by earlier refunds. */
  refundedPt: number;
  hasCoupon: boolean;
  lines: readonly PlanLine[];
}

export interface RefundUnits {
  ordLineNo: number;
  qty: number;
}

export interface RefundPlan {
  /** Cash back through the payment provider. */
  refundAmt: number;
  /** Points back to `customers.rmn_pt`. */
  refundPt: number;
  /** True when this refund leaves nothing of the order unrefunded. */
  whole: boolean;
  restoreCoupon: boolean;
  /** The units refunded per line (every unrefunded unit when the request named none). */
  units: RefundUnits[];
}

/** Why a requested refund cannot be planned. */
export type PlanRefusal = 'NOTHING_TO_REFUND' | 'LINE_INVALID';

/** Each line's share of the coupon discount: proportional to its sale total, remainders first-come. */
export function couponShares(cpnDcAmt: number, lines: readonly PlanLine[]): number[] {
  const totals = lines.map((line) => line.saleAmt * line.qty);
  const sum = totals.reduce((a, b) => a + b, 0);
  if (sum === 0 || cpnDcAmt === 0) return lines.map(() => 0);
  const shares = totals.map((total) => Math.floor((cpnDcAmt * total) / sum));
  let left = cpnDcAmt - shares.reduce((a, b) => a + b, 0);
  for (let index = 0; left > 0; index = (index + 1) % shares.length) {
    if (totals[index] > 0) {
      shares[index] += 1;
      left -= 1;
    }
  }
  return shares;
}

/** The paid share of `qty` more units of a line of which `refundedQty` are already refunded. */
function paidShare(line: PlanLine, couponShare: number, qty: number): number {
  const couponPart = (units: number) => Math.floor((couponShare * units) / line.qty);
  return line.saleAmt * qty - (couponPart(line.refundedQty + qty) - couponPart(line.refundedQty));
}

/** Plans a refund of `request` (omitted: every unit not yet refunded), or says why it cannot be. */
export function planRefund(order: PlanOrder, request?: readonly RefundUnits[]): RefundPlan | PlanRefusal {
  const units = request
    ? mergeUnits(request)
    : order.lines.filter((line) => line.qty > line.refundedQty).map((line) => ({ ordLineNo: line.ordLineNo, qty: line.qty - line.refundedQty }));
  if (units === null) return 'LINE_INVALID';
  if (units.length === 0) return 'NOTHING_TO_REFUND';
  const shares = couponShares(order.cpnDcAmt, order.lines);
  let value = 0;
  for (const unit of units) {
    const index = order.lines.findIndex((line) => line.ordLineNo === unit.ordLineNo);
    const line = order.lines[index];
    if (!line || unit.qty < 1 || line.refundedQty + unit.qty > line.qty) return 'LINE_INVALID';
    value += paidShare(line, shares[index], unit.qty);
  }
  const cashLeft = order.paidAmt - order.cancelledAmt;
  const pointsLeft = order.usePt - order.refundedPt;
  const refundedAfter = (line: PlanLine) => line.refundedQty + (units.find((unit) => unit.ordLineNo === line.ordLineNo)?.qty ?? 0);
  const whole = order.lines.every((line) => refundedAfter(line) === line.qty);
  if (whole) return { refundAmt: cashLeft, refundPt: pointsLeft, whole, restoreCoupon: order.hasCoupon, units };
  const refundAmt = Math.min(value, cashLeft);
  const refundPt = Math.min(value - refundAmt, pointsLeft);
  return { refundAmt, refundPt, whole, restoreCoupon: false, units };
}

/** Adds up repeated lines; null on a non-positive quantity. */
function mergeUnits(request: readonly RefundUnits[]): RefundUnits[] | null {
  const byLine = new Map<number, number>();
  for (const unit of request) {
    if (!Number.isInteger(unit.qty) || unit.qty < 1) return null;
    byLine.set(unit.ordLineNo, (byLine.get(unit.ordLineNo) ?? 0) + unit.qty);
  }
  return [...byLine].map(([ordLineNo, qty]) => ({ ordLineNo, qty }));
}

/** `plan` with a return shipping `fee` taken off: cash first, then points; never below zero. */
export function deductReturnFee<T extends Pick<RefundPlan, 'refundAmt' | 'refundPt'>>(plan: T, fee: number): T {
  const fromCash = Math.min(fee, plan.refundAmt);
  return { ...plan, refundAmt: plan.refundAmt - fromCash, refundPt: Math.max(0, plan.refundPt - (fee - fromCash)) };
}
