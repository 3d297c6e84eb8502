/** Exchange and return reasons, schema-free so the claim island loads no zod (ADR 014). */

/** Why a shopper asks for an exchange or a return; `shopperFault` reasons carry a return shipping fee. */
export const CLAIM_REASONS = [
  { reasonCd: 'CHANGE_OF_MIND', reasonNm: '단순 변심', shopperFault: true },
  { reasonCd: 'DEFECTIVE', reasonNm: '상품 불량', shopperFault: false },
  { reasonCd: 'WRONG_ITEM', reasonNm: '오배송', shopperFault: false },
  { reasonCd: 'DAMAGED', reasonNm: '배송 중 파손', shopperFault: false },
  { reasonCd: 'OTHER', reasonNm: '기타', shopperFault: false },
] as const;
export type ClaimReasonCd = (typeof CLAIM_REASONS)[number]['reasonCd'];

/** The Korean name of a reason code (the code itself when unknown, e.g. a cancel's reason). */
export function claimReasonName(reasonCd: string): string {
  return CLAIM_REASONS.find((reason) => reason.reasonCd === reasonCd)?.reasonNm ?? reasonCd;
}
