/**
 * The cart calls of the gateway (`/or/cart/v1/...`) as the site makes them: a guest's cart is the
 * `sessId` cookie's, a member's is the token's (the api client sends it), so every body carries
 * the session id and the gateway picks.
 */
import type { CartLine, CartLineChange, CartSummary, MergeGuestCartResponse } from '../../../shared/schemas/cart-calls';
import type { ProductDetail } from '../../../shared/schemas/display-calls';
import { SESSION_ID_COOKIE } from '../../../shared/cookies';
import { apiPost } from '../../lib/api-client';
import { readCookie } from '../../lib/cookies';
import { channelCode } from '../member/store';

export const CART_CALLS = {
  list: '/or/cart/v1/getCartList',
  add: '/or/cart/v1/addCartLine',
  update: '/or/cart/v1/updateCartLine',
  remove: '/or/cart/v1/deleteCartLines',
  merge: '/or/cart/v1/mergeGuestCart',
  detail: '/dp/display/product/v1/getProductDetail',
  optionCategory: '/dp/display/product/v1/getProductOptionCategory',
} as const;

export type MergeResult = MergeGuestCartResponse['data'];

/** The visitor's session id, `''` when the worker has not given one yet. */
export function sessionId(): string {
  return readCookie(SESSION_ID_COOKIE) ?? '';
}

export async function fetchCart(selectedCartLineIds?: number[]): Promise<{ lines: CartLine[]; summary: CartSummary }> {
  const base = { sessId: sessionId(), inmChnCd: channelCode() };
  const body = selectedCartLineIds ? { ...base, selectedCartLineIds } : base;
  return (await apiPost<{ data: { lines: CartLine[]; summary: CartSummary } }>(CART_CALLS.list, body)).data;
}

export async function addCartLine(inmOptnPrdNo: string, qty: number): Promise<CartLineChange> {
  return (await apiPost<{ data: CartLineChange }>(CART_CALLS.add, { sessId: sessionId(), inmOptnPrdNo, qty })).data;
}

export async function updateCartLine(cartLineId: number, change: { qty?: number; inmOptnPrdNo?: string }): Promise<CartLineChange> {
  return (await apiPost<{ data: CartLineChange }>(CART_CALLS.update, { sessId: sessionId(), cartLineId, ...change })).data;
}

export async function deleteCartLines(cartLineIds: number[]): Promise<number> {
  return (await apiPost<{ data: { deletedCnt: number } }>(CART_CALLS.remove, { sessId: sessionId(), cartLineIds })).data.deletedCnt;
}

export async function mergeGuestCart(): Promise<MergeResult> {
  return (await apiPost<{ data: MergeResult }>(CART_CALLS.merge, { sessId: sessionId() })).data;
}

export async function fetchProductDetail(productCode: string): Promise<ProductDetail> {
  return (await apiPost<{ data: ProductDetail }>(CART_CALLS.detail, { productCode }, { auth: false })).data;
}
