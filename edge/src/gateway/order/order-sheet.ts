/**
 * The order sheet (주문서): lines, amounts, usable coupons, points and delivery addresses, all read
 * from D1 for the caller now. createOrder builds the same sheet again and checks the shopper's
 * choices against it, so what the screen showed and what is charged come from one computation.
 */
import { findAddress, listAddresses } from '../address/address-rows';
import type { CheckoutRequest } from '#shared/order/checkout-url';
import type { GetOrderSheetRequest, OrderAddress, OrderBaseAmounts, OrderCoupon, OrderSheet } from '#shared/schemas/order-calls';
import { paymentClientConfig } from '#edge/payments/select-provider';
import { GatewayError } from '../errors';
import { baseAmounts, MIN_PAY_AMT, pointUseUnit } from './order-amounts';
import { usableCoupons } from './order-coupons';
import { readOrderLines, type OrderLineDraft } from './order-lines';

/** Everything createOrder needs besides what the sheet answer shows. */
export interface OrderSheetFacts {
  request: CheckoutRequest;
  lines: OrderLineDraft[];
  base: OrderBaseAmounts;
  coupons: OrderCoupon[];
  rmnPt: number;
  custNm: string;
  useUnit: number;
}

/** The `CheckoutRequest` a validated sheet body names. */
export function checkoutRequestOf(input: Pick<GetOrderSheetRequest, 'source' | 'cartLineIds' | 'items'>): CheckoutRequest {
  return input.source === 'CART' ? { source: 'CART', cartLineIds: input.cartLineIds ?? [] } : { source: input.source, items: input.items ?? [] };
}

/** The caller's delivery addresses, as the address book lists them: the default first. */
export const readAddresses = listAddresses;

/** One of the caller's addresses, or 404 DELIVERY_ADDRESS_NOT_FOUND. */
export async function readAddress(db: D1Database, incsNo: number, dlvAddrNo: number): Promise<OrderAddress> {
  const address = await findAddress(db, incsNo, dlvAddrNo);
  if (!address) throw new GatewayError('DELIVERY_ADDRESS_NOT_FOUND');
  return address;
}

/** The lines, amounts, coupons and points of `request` for `incsNo` now. */
export async function readSheetFacts(db: D1Database, env: Env, incsNo: number, input: GetOrderSheetRequest, now = Date.now()): Promise<OrderSheetFacts> {
  const request = checkoutRequestOf(input);
  const customer = await db
    .prepare("SELECT cust_nm, rmn_pt FROM customers WHERE incs_no = ? AND status = 'ACTIVE'")
    .bind(incsNo)
    .first<{ cust_nm: string; rmn_pt: number }>();
  if (!customer) throw new GatewayError('LOGIN_REQUIRED');
  const lines = await readOrderLines(db, incsNo, request, now);
  const base = baseAmounts(lines);
  const coupons = await usableCoupons(db, incsNo, input.inmChnCd, lines, now);
  return { request, lines, base, coupons, rmnPt: customer.rmn_pt, custNm: customer.cust_nm, useUnit: pointUseUnit(env) };
}

/** The sheet answer. */
export async function buildOrderSheet(db: D1Database, env: Env, incsNo: number, input: GetOrderSheetRequest): Promise<OrderSheet> {
  // First: with no payment provider the shopper is told so, whatever else the sheet would say.
  const payment = paymentClientConfig(env);
  const facts = await readSheetFacts(db, env, incsNo, input);
  return {
    source: input.source,
    // The response schema keeps only the sheet fields of each line.
    lines: facts.lines,
    amounts: facts.base,
    coupons: facts.coupons,
    bestCouponId: facts.coupons[0]?.customerCouponId ?? null,
    points: { rmnPt: facts.rmnPt, useUnit: facts.useUnit, minPayAmt: MIN_PAY_AMT },
    addresses: await readAddresses(db, incsNo),
    payment,
  };
}
