/**
 * `$claimRequest`: the exchange or return form of one order. Loading reads what can still be
 * claimed; every change of lines or reason asks the gateway for the refund preview (returns);
 * 신청하기 sends the form once with this form's Idempotency-Key, which is renewed only after the
 * gateway answered a refusal (a lost answer is retried with the same key, so it writes once).
 */
import { atom } from 'nanostores';
import type { DeliveryAddress } from '#shared/schemas/address-calls';
import { messageOf } from '#components/ui/message-of.ts';
import { ApiError } from '#lib/api-client';
import { getClaimableOrder, previewReturn, submitClaim, type ClaimableOrder, type ClaimReasonCd, type ExchangeOrReturn, type RefundPreview } from './claim-api';
import { placeRefusal, type FieldErrors } from '#components/ui/form/field-errors.ts';
import { chosenLines, claimFormErrors, initialSelection, type Selection } from './claim-form';

export interface ClaimRequestState {
  type: ExchangeOrReturn;
  status: 'loading' | 'ready' | 'refused' | 'done';
  /** The gateway's Korean refusal when the order cannot be claimed. */
  message: string;
  order: ClaimableOrder | null;
  selection: Selection;
  reasonCd: ClaimReasonCd | '';
  reasonText: string;
  /** 0: the order's own address; else a delivery address number. */
  pickupNo: number;
  addresses: DeliveryAddress[] | null;
  preview: RefundPreview | null;
  /** Why the last 신청하기 did not go through, cleared by the next change: field → its Korean message (lines, reasonCd, reasonText), from the rules or the gateway. */
  errors: FieldErrors;
  /** A refusal that belongs to no field. */
  problem: string;
  busy: boolean;
}

const EMPTY: ClaimRequestState = {
  type: 'RETURN',
  status: 'loading',
  message: '',
  order: null,
  selection: {},
  reasonCd: '',
  reasonText: '',
  pickupNo: 0,
  addresses: null,
  preview: null,
  errors: {},
  problem: '',
  busy: false,
};

export const $claimRequest = atom<ClaimRequestState>(EMPTY);

let idempotencyKey = crypto.randomUUID();
let previewRun = 0;

const patch = (change: Partial<ClaimRequestState>) => $claimRequest.set({ ...$claimRequest.get(), ...change });
/** A change by the shopper: the last refusal no longer applies. */
const edit = (change: Partial<ClaimRequestState>) => patch({ ...change, errors: {}, problem: '' });

/** Reads the order `ordNo` for an exchange or a return. */
export async function loadClaimRequest(type: ExchangeOrReturn, ordNo: string): Promise<void> {
  $claimRequest.set({ ...EMPTY, type });
  if (ordNo === '') return patch({ status: 'refused', message: '주문번호가 없습니다. 주문 내역에서 다시 신청해 주세요.' });
  try {
    const order = await getClaimableOrder(ordNo, type);
    patch({ status: 'ready', order, selection: initialSelection(order) });
  } catch (error) {
    patch({ status: 'refused', message: messageOf(error) });
  }
}

async function refreshPreview(): Promise<void> {
  const { type, order, selection, reasonCd } = $claimRequest.get();
  const run = (previewRun += 1);
  if (type !== 'RETURN' || !order) return;
  const lines = chosenLines(order, selection);
  if (lines.length === 0) return patch({ preview: null });
  try {
    // Before a reason is chosen the preview shows the goods' share without a fee.
    const preview = await previewReturn(order.ordNo, lines, reasonCd === '' ? 'DEFECTIVE' : reasonCd);
    if (run === previewRun) patch({ preview });
  } catch {
    if (run === previewRun) patch({ preview: null });
  }
}

export function toggleLine(ordLineNo: number, checked: boolean): void {
  const { selection } = $claimRequest.get();
  edit({ selection: { ...selection, [ordLineNo]: { ...selection[ordLineNo], checked } } });
  void refreshPreview();
}

export function setLineQty(ordLineNo: number, qty: number): void {
  const { selection } = $claimRequest.get();
  edit({ selection: { ...selection, [ordLineNo]: { ...selection[ordLineNo], qty } } });
  void refreshPreview();
}

export function setReason(reasonCd: ClaimReasonCd | ''): void {
  edit({ reasonCd });
  void refreshPreview();
}

export function setReasonText(reasonText: string): void {
  edit({ reasonText });
}

export function choosePickup(pickupNo: number): void {
  edit({ pickupNo });
}

/** Loads the member's delivery addresses for the pickup choice; an empty list when they cannot be read. */
export async function loadAddresses(list: () => Promise<DeliveryAddress[]>): Promise<void> {
  try {
    patch({ addresses: await list() });
  } catch {
    patch({ addresses: [] });
  }
}

/** Sends the form; true when it went through, else `errors` (by field) or `problem` say why. */
export async function submitClaimRequest(): Promise<boolean> {
  const state = $claimRequest.get();
  if (!state.order || state.busy) return false;
  const lines = chosenLines(state.order, state.selection);
  const errors = claimFormErrors({ lines, reasonCd: state.reasonCd, reasonText: state.reasonText }, state.type);
  if (Object.keys(errors).length > 0 || state.reasonCd === '') return (patch({ errors, problem: '' }), false);
  patch({ busy: true, errors: {}, problem: '' });
  try {
    const pickup = state.pickupNo === 0 ? state.order.address : { dlvAddrNo: state.pickupNo };
    await submitClaim(state.type, { ordNo: state.order.ordNo, lines, reasonCd: state.reasonCd, reasonText: state.reasonText.trim(), pickup }, idempotencyKey);
    patch({ busy: false, status: 'done' });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) idempotencyKey = crypto.randomUUID();
    const placed = placeRefusal(error, ['lines', 'reasonCd', 'reasonText']);
    patch({ busy: false, errors: placed.fields, problem: placed.formMessage ?? '' });
    return false;
  }
}
