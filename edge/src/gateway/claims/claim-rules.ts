/**
 * The shop's claim rules in one place: how long after delivery a claim is taken, what a
 * shopper-fault claim costs in return shipping, and what a collected bottle earns.
 */
import { CLAIM_REASONS, type ClaimReasonCd } from '#shared/schemas/claim-calls';

/** Exchanges and returns are taken for 7 days after delivery (전자상거래법's 청약철회 기간). */
export const CLAIM_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Return shipping a shopper pays when the reason is their own: an exchange ships both ways. */
export const SHOPPER_FAULT_FEE = { EXCHANGE: 5000, RETURN: 2500 } as const;

export type ExchangeOrReturn = keyof typeof SHOPPER_FAULT_FEE;

/** The return shipping fee of a claim: nothing when the shop is at fault. */
export function returnShippingFee(type: ExchangeOrReturn, reasonCd: ClaimReasonCd): number {
  const reason = CLAIM_REASONS.find((candidate) => candidate.reasonCd === reasonCd);
  return reason?.shopperFault ? SHOPPER_FAULT_FEE[type] : 0;
}

/** Points one confirmed bottle earns: `BOTTLE_POINTS_PER_BOTTLE`, 500 when unset or not a number. */
export function pointsPerBottle(env: Partial<Pick<Env, 'BOTTLE_POINTS_PER_BOTTLE'>>): number {
  const value = Number(env.BOTTLE_POINTS_PER_BOTTLE);
  return env.BOTTLE_POINTS_PER_BOTTLE !== undefined && env.BOTTLE_POINTS_PER_BOTTLE !== '' && Number.isInteger(value) && value >= 0 ? value : 500;
}
