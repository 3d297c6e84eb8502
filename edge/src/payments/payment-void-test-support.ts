/**
 * Helpers the payment-void tests share: a void refused the way it happens, through the real
 * confirm, with the test provider approving the payment while the order is abandoned meanwhile (the
 * cron expiring it), so the shop cannot record it; and the `payment_voids` row it left.
 * The caller seeds the fixture catalog (`seedFixtureCatalog`) with the toner set in stock.
 */
import { env } from 'cloudflare:test';
import type { CreatedOrder } from '#shared/schemas/order-calls';
import { OPT } from '#edge/gateway/cart/cart-test-support';
import { GatewayError } from '#edge/gateway/errors';
import { confirmPayment } from '#edge/gateway/order/order-confirm';
import { abandonOrder } from '#edge/gateway/order/order-release';
import { approveInWindow, buyNowOrder, dataOf, newOrderMember, postOrder } from '#edge/gateway/order/order-test-support';
import type { CancelRequest, PaymentProvider } from './provider';
import type { Refusal } from './refusals';
import { createTestProvider } from './test-provider/test-provider';

/** One toner set, no points: what the shopper is charged. */
export const VOID_AMOUNT = 20100;

export interface TrackedProvider {
  provider: PaymentProvider;
  /** Every cancel asked of it, in order. */
  cancels: CancelRequest[];
}

/**
 * The test provider, whose confirm approves the payment but abandons the order before the shop can
 * record it, and whose cancels answer `refusals` in turn before doing the real thing.
 */
export function refusingProvider(...refusals: Refusal[]): TrackedProvider {
  const real = createTestProvider(env.DB);
  const cancels: CancelRequest[] = [];
  const provider: PaymentProvider = {
    id: real.id,
    async confirm(request) {
      const approved = await real.confirm(request);
      await abandonOrder(env.DB, request.orderId);
      return approved;
    },
    async cancel(request) {
      cancels.push(request);
      return refusals.shift() ?? real.cancel(request);
    },
  };
  return { provider, cancels };
}

export interface RefusedVoid {
  voidId: number;
  ordNo: string;
  incsNo: number;
  paymentKey: string;
  tracked: TrackedProvider;
}

let keys = 0;

/** A member's paid-for-nothing order whose void `refusal` refused; the confirm answered ORDER_NOT_PAYABLE. */
export async function seedRefusedVoid(refusal: Refusal): Promise<RefusedVoid> {
  const member = await newOrderMember(0);
  const key = () => `key-void-${String((keys += 1)).padStart(4, '0')}`;
  const order = await dataOf<CreatedOrder>(postOrder('createOrder', buyNowOrder(member, OPT.TONER_SET, 1, VOID_AMOUNT), member.token, key()));
  const paymentKey = await approveInWindow(order.ordNo, VOID_AMOUNT);
  const tracked = refusingProvider(refusal);
  const input = { paymentKey, orderId: order.ordNo, amount: VOID_AMOUNT };
  const failure = await confirmPayment(env.DB, env, tracked.provider, member.incsNo, input).catch((error: unknown) => error);
  if (!(failure instanceof GatewayError) || failure.code !== 'ORDER_NOT_PAYABLE') throw new Error(`expected ORDER_NOT_PAYABLE, got ${String(failure)}`);
  const row = await env.DB.prepare('SELECT void_id FROM payment_voids WHERE payment_key = ?').bind(paymentKey).first<{ void_id: number }>();
  return { voidId: row!.void_id, ordNo: order.ordNo, incsNo: member.incsNo, paymentKey, tracked };
}

/** The `payment_voids` row of a payment, as the tests compare it. */
export function voidRow(paymentKey: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT status, last_code, attempts, amount, provider, resolved_by, memo FROM payment_voids WHERE payment_key = ?')
    .bind(paymentKey)
    .first();
}

/** What the test provider holds of a payment: its status and the amount cancelled. */
export function providerState(paymentKey: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare('SELECT status, cancelled_amt FROM test_payments WHERE payment_key = ?').bind(paymentKey).first();
}
