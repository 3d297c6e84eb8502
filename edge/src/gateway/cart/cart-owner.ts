/**
 * Whose cart a call touches. A member's cart is keyed by customer number; a guest's by the
 * HttpOnly cart cookie (guest-cart.ts), and only lines no member owns (as getOrderCartCount
 * counts them). The `sessId` a body names grants nothing.
 */
import type { Context } from 'hono';
import type { SessionOwner } from '#edge/auth/sessions';
import { GatewayError } from '../errors';
import type { GatewayEnv } from '../gateway-env';
import { guestCartOf } from './guest-cart';

/** `cartKey` is the SHA-256 of the guest's cart cookie, kept in `cart_lines.sess_id`. */
export type GuestCart = { kind: 'guest'; cartKey: string };
export type CartOwner = { kind: 'member'; incsNo: number } | GuestCart;

/**
 * The cart of the token's member, else the request's guest cart; a guest without the cookie gets
 * one when `create` (a line is being added) and is otherwise refused.
 */
export async function cartOwnerOf(c: Context<GatewayEnv>, owner: SessionOwner | null, { create = false } = {}): Promise<CartOwner> {
  if (owner) return { kind: 'member', incsNo: owner.incsNo };
  const guest = await guestCartOf(c, c.env.DB, { create });
  if (!guest) throw new GatewayError('CART_SESSION_REQUIRED');
  return guest;
}

/** The SQL condition "line `alias` is in this cart", reading its value as `?{index}`. */
export function ownerCondition(owner: CartOwner, index: number, alias = 'l'): string {
  return owner.kind === 'member' ? `${alias}.incs_no = ?${index}` : `(${alias}.sess_id = ?${index} AND ${alias}.incs_no IS NULL)`;
}

/** The value `ownerCondition` binds. */
export function ownerValue(owner: CartOwner): string | number {
  return owner.kind === 'member' ? owner.incsNo : owner.cartKey;
}

/** The `sess_id`, `incs_no` columns a new line of this cart is written with. */
export function ownerColumns(owner: CartOwner): [string | null, number | null] {
  return owner.kind === 'member' ? [null, owner.incsNo] : [owner.cartKey, null];
}
