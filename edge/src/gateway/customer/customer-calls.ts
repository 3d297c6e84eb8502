/**
 * The customer calls. Each needs the logged-in customer (`Authorization: Bearer`)
 * except getOrderCartCount, which also counts a guest's cart. Without a valid token the answer is
 * 200 `{ data: {} }`: the site then simply shows a guest, never an error.
 */
import { CUSTOMER_CONTRACTS } from '#shared/schemas/customer-calls';
import { defineEndpoint, type Endpoint } from '../endpoint';
import { guestCartOf } from '../cart/guest-cart';
import { GatewayError } from '../errors';
import { toCustomerInfo } from './customer-info';
import { countCartLines, countUsableCoupons, findCustomer } from './customer-store';
import { encryptCustomer } from './enc-customer';

const EMPTY = { data: {} };

export const getCustInfo = defineEndpoint(CUSTOMER_CONTRACTS.getCustInfo, async ({ db, owner }) => {
  const row = owner && (await findCustomer(db, owner.incsNo));
  return row ? { data: await toCustomerInfo(row) } : EMPTY;
});

export const getEncCustomer = defineEndpoint(CUSTOMER_CONTRACTS.getEncCustomer, async ({ db, owner, config }) => {
  // No built-in key: without the secret there is nothing the app could decrypt (the log names it).
  if (config.customerEncKey === '') throw new GatewayError('SERVICE_NOT_CONFIGURED');
  const row = owner && (await findCustomer(db, owner.incsNo));
  return row ? { data: await encryptCustomer(config.customerEncKey, await toCustomerInfo(row)) } : EMPTY;
});

export const searchIncsNo = defineEndpoint(CUSTOMER_CONTRACTS.searchIncsNo, async ({ db, owner }) => {
  const row = owner && (await findCustomer(db, owner.incsNo));
  return row ? { data: { custNm: row.cust_nm } } : EMPTY;
});

export const getCustCpnCnt = defineEndpoint(CUSTOMER_CONTRACTS.getCustCpnCnt, async ({ db, owner, input }) =>
  owner ? { data: { custCpnCnt: await countUsableCoupons(db, owner.incsNo, input.inmChnCd) } } : EMPTY,
);

export const getptinq = defineEndpoint(CUSTOMER_CONTRACTS.getptinq, async ({ db, owner, input }) => {
  if (!owner || input.incsNo !== String(owner.incsNo)) return EMPTY;
  const row = await findCustomer(db, owner.incsNo);
  return row ? { data: { rmnPt: row.rmn_pt } } : EMPTY;
});

// The guest lines are the cart cookie's (ADR 038); the body's `sessId` only names the visit.
export const getOrderCartCount = defineEndpoint(CUSTOMER_CONTRACTS.getOrderCartCount, async ({ c, db, owner }) => {
  const guest = await guestCartOf(c, db, { create: false });
  return { data: { prdCnt: await countCartLines(db, guest?.cartKey ?? null, owner?.incsNo ?? null) } };
});

/** The customer calls, in the order the OpenAPI document lists them. */
export const CUSTOMER_ENDPOINTS: readonly Endpoint[] = [getCustInfo, getEncCustomer, searchIncsNo, getCustCpnCnt, getptinq, getOrderCartCount];
