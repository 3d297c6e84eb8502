/**
 * Whose cart a call touches. A member's cart is keyed by customer number; a guest's by the
 * `sessId` cookie, and only lines no member owns (as getOrderCartCount counts them).
 */
import type { SessionOwner } from '#edge/auth/sessions';
import { GatewayError } from '../errors';

export type CartOwner = { kind: 'member'; incsNo: number } | { kind: 'guest'; sessId: string };

/** The cart of the token's member, else the guest cart of `sessId`; a guest without a session has no cart. */
export function cartOwnerOf(owner: SessionOwner | null, sessId: string): CartOwner {
  if (owner) return { kind: 'member', incsNo: owner.incsNo };
  if (sessId === '') throw new GatewayError('CART_SESSION_REQUIRED');
  return { kind: 'guest', sessId };
}

/** The SQL condition "line `alias` is in this cart", reading its value as `?{index}`. */
export function ownerCondition(owner: CartOwner, index: number, alias = 'l'): string {
  return owner.kind === 'member' ? `${alias}.incs_no = ?${index}` : `(${alias}.sess_id = ?${index} AND ${alias}.incs_no IS NULL)`;
}

/** The value `ownerCondition` binds. */
export function ownerValue(owner: CartOwner): string | number {
  return owner.kind === 'member' ? owner.incsNo : owner.sessId;
}

/** The `sess_id`, `incs_no` columns a new line of this cart is written with. */
export function ownerColumns(owner: CartOwner): [string | null, number | null] {
  return owner.kind === 'member' ? [null, owner.incsNo] : [owner.sessId, null];
}
