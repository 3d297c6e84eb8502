/**
 * The checkout calls under `/or/order/v1`, for logged-in members only (401 for
 * guests). createOrder and confirmPayment need an `Idempotency-Key` header: a repeat with the same
 * key gets the first answer and changes nothing.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ChannelCode } from '#shared/constants';
import { detectDevice, type DeviceInfo } from '#shared/device';
import { readConfig } from '#edge/config';
import type { AppEnv } from '#edge/env';
import type { GatewayEnv } from '../gateway-env';
import { ORDER_CONTRACTS } from '#shared/schemas/order-calls';
import { rememberGaClient } from '#edge/analytics/ga-client-id';
import { selectPaymentProvider } from '#edge/payments/select-provider';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { runIdempotent } from '../idempotency';
import { findOwnOrder, readCompletedOrder } from './order-complete';
import { confirmPayment } from './order-confirm';
import { createOrder } from './order-create';
import { abandonOrder } from './order-release';
import { buildOrderSheet } from './order-sheet';

export const getOrderSheet = defineEndpoint(ORDER_CONTRACTS.getOrderSheet, async ({ c, db, owner, input }) => ({
  data: await buildOrderSheet(db, c.env, owner.incsNo, input),
}));

/** The channel the checkout came from: the device the worker's middleware detected, or the request's own headers. */
function orderChannel(c: Context<GatewayEnv>): ChannelCode {
  const detected = (c as unknown as Context<AppEnv>).get('device') as DeviceInfo | undefined;
  return (detected ?? detectDevice(c.req.raw.headers, readConfig(c.env).appMarker)).channel;
}

export const createOrderCall = defineEndpoint(ORDER_CONTRACTS.createOrder, async ({ c, db, owner, input }) => {
  const incsNo = owner.incsNo;
  const args = { owner: `m:${incsNo}`, scope: 'createOrder', key: c.req.header('idempotency-key'), body: input };
  const { body } = await runIdempotent(db, args, async () => ({ status: 200, body: await createOrder(db, c.env, incsNo, input, orderChannel(c)) }));
  return { data: body };
});

export const confirmPaymentCall = defineEndpoint(ORDER_CONTRACTS.confirmPayment, async ({ c, db, owner, input }) => {
  const incsNo = owner.incsNo;
  const args = { owner: `m:${incsNo}`, scope: 'confirmPayment', key: c.req.header('idempotency-key'), body: input };
  const provider = selectPaymentProvider(c.env);
  const { body } = await runIdempotent(db, args, async () => {
    await rememberGaClient(db, c.env, incsNo, input.orderId, (name) => getCookie(c, name));
    return { status: 200, body: await confirmPayment(db, c.env, provider, incsNo, input) };
  });
  return { data: body };
});

export const abandonOrderCall = defineEndpoint(ORDER_CONTRACTS.abandonOrder, async ({ db, owner, input }) => {
  const incsNo = owner.incsNo;
  const order = await findOwnOrder(db, incsNo, input.ordNo);
  if (!order) throw new GatewayError('ORDER_NOT_FOUND');
  const abandoned = order.status === 'PAYMENT_PENDING' && (await abandonOrder(db, order.ord_no));
  // Not abandoned by this call: already abandoned is fine (a repeat); paid in the meantime is not.
  const status = abandoned ? 'ABANDONED' : (await findOwnOrder(db, incsNo, order.ord_no))?.status;
  if (status !== 'ABANDONED') throw new GatewayError('ORDER_ALREADY_PAID');
  return { data: { ordNo: order.ord_no, status: 'ABANDONED' as const } };
});

export const getOrderComplete = defineEndpoint(ORDER_CONTRACTS.getOrderComplete, async ({ db, owner, input }) => ({
  data: await readCompletedOrder(db, owner.incsNo, input.ordNo),
}));

/** The checkout calls, in the order the checkout screen uses them. */
export const ORDER_ENDPOINTS: readonly Endpoint[] = [getOrderSheet, createOrderCall, confirmPaymentCall, abandonOrderCall, getOrderComplete];
