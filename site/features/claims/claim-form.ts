/**
 * The exchange/return form's rules, kept out of the components: which lines are chosen and how
 * many, what is still missing before 신청하기, and the words the screens show.
 */
import { CLAIM_REASONS, type ClaimReasonCd } from '#shared/order/claim-reasons';
import { checkFields, type FieldErrors } from '#components/ui/form/field-errors.ts';
import type { ClaimableOrder, ClaimLineInput, ExchangeOrReturn } from './claim-api';

/** Per order line: ticked or not, and the quantity asked for. */
export type Selection = Record<number, { checked: boolean; qty: number }>;

export const CLAIM_WORDS: Record<ExchangeOrReturn, { name: string; done: string }> = {
  EXCHANGE: { name: '교환', done: '교환 신청이 완료되었습니다.' },
  RETURN: { name: '반품', done: '반품 신청이 완료되었습니다.' },
};

export { CLAIM_REASONS };

/** Nothing ticked; each line's quantity starts at all that is still open. */
export function initialSelection(order: ClaimableOrder): Selection {
  return Object.fromEntries(order.lines.map((line) => [line.ordLineNo, { checked: false, qty: Math.max(1, line.claimableQty) }]));
}

/** The ticked lines that can still be claimed, with their quantities capped to what is open. */
export function chosenLines(order: ClaimableOrder, selection: Selection): ClaimLineInput[] {
  return order.lines
    .filter((line) => line.claimableQty > 0 && selection[line.ordLineNo]?.checked)
    .map((line) => ({ ordLineNo: line.ordLineNo, qty: Math.min(Math.max(1, selection[line.ordLineNo].qty), line.claimableQty) }));
}

/** What the form holds that the rules check. */
export interface ClaimFormValues {
  lines: readonly ClaimLineInput[];
  reasonCd: ClaimReasonCd | '';
  reasonText: string;
}

/** The form's rules (the form recipe, ADR 014): each failing field with its Korean message. */
export function claimFormErrors(values: ClaimFormValues, type: ExchangeOrReturn): FieldErrors {
  const name = CLAIM_WORDS[type].name;
  return checkFields<ClaimFormValues>(
    {
      lines: (lines) => (lines.length === 0 ? `${name}할 상품을 선택해 주세요.` : null),
      reasonCd: (reasonCd) => (reasonCd === '' ? `${name} 사유를 선택해 주세요.` : null),
      reasonText: (text, { reasonCd }) => (reasonCd === 'OTHER' && text.trim() === '' ? '기타 사유를 입력해 주세요.' : null),
    },
    values,
  );
}

/** The fee a reason costs for this claim type: only the shopper's own reasons carry one. */
export function feeOf(reasonCd: ClaimReasonCd | '', shopperFaultFee: number): number {
  return CLAIM_REASONS.find((reason) => reason.reasonCd === reasonCd)?.shopperFault ? shopperFaultFee : 0;
}

/** `01012345678` → `010-1234-5678`. */
export function formatMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
    : digits.length === 10
      ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
      : mobile;
}
