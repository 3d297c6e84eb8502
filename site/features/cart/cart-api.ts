/**
 * The cart calls of the gateway (`/or/cart/v1/...`) as the site makes them: a guest's cart is the
 * worker's HttpOnly cart cookie's, which the browser sends by itself; a member's is the token's
 * (the api client sends it). Every body still names the visit's `sessId`, which grants nothing
 * (ADR 038).
 */
import type { CartLine, CartLineChange, CartSummary, MergeGuestCartResponse } from '#shared/schemas/cart-calls';
import type { ProductDetail } from '#shared/schemas/display-calls';
import { SESSION_ID_COOKIE } from '#shared/cookies';
import { CART_ROUTES } from '#shared/schemas/cart-routes';
import { DISPLAY_ROUTES } from '#shared/schemas/display-routes';
import { callApi } from '#lib/api-client';
import { readCookie } from '#lib/cookies';
import { channelCode } from '../member/store';

export type MergeResult = MergeGuestCartResponse['data'];

/** The visitor's session id, `''` when the worker has not given one yet. */
export function sessionId(): string {
  return readCookie(SESSION_ID_COOKIE) ?? '';
}

export async function fetchCart(selectedCartLineIds?: number[]): Promise<{ lines: CartLine[]; summary: CartSummary }> {
  const base = { sessId: sessionId(), inmChnCd: channelCode() };
  const body = selectedCartLineIds ? { ...base, selectedCartLineIds } : base;
  return (await callApi(CART_ROUTES.getCartList, body)).data;
}

export async function addCartLine(inmOptnPrdNo: string, qty: number): Promise<CartLineChange> {
  return (await callApi(CART_ROUTES.addCartLine, { sessId: sessionId(), inmOptnPrdNo, qty })).data;
}

export async function updateCartLine(cartLineId: number, change: { qty?: number; inmOptnPrdNo?: string }): Promise<CartLineChange> {
  return (await callApi(CART_ROUTES.updateCartLine, { sessId: sessionId(), cartLineId, ...change })).data;
}

export async function deleteCartLines(cartLineIds: number[]): Promise<number> {
  return (await callApi(CART_ROUTES.deleteCartLines, { sessId: sessionId(), cartLineIds })).data.deletedCnt;
}

export async function mergeGuestCart(): Promise<MergeResult> {
  return (await callApi(CART_ROUTES.mergeGuestCart, { sessId: sessionId() })).data;
}

export async function fetchProductDetail(productCode: string): Promise<ProductDetail> {
  return (await callApi(DISPLAY_ROUTES.getProductDetail, { productCode }, { auth: false })).data;
}
