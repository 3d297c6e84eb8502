/**
 * Gateway calls the order specs make as a member, the way the screens make them: calls with the
 * member's token (and an Idempotency-Key where the call needs one), an address found by the
 * road-address search, and the test payment window's approval as its form posts it.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { ops } from './ops';

/** The `data` of a 200 answer; anything else fails the test with the answer's body. */
export async function gatewayData<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** POSTs `body` to `/api{path}` as the member whose token this is. */
export async function memberCall<T>(request: APIRequestContext, token: string, path: string, body: object, idempotencyKey?: string): Promise<T> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  return gatewayData<T>(await request.post(`/api${path}`, { headers, data: body }));
}

export interface AddressInput {
  addrNm: string;
  rcptNm: string;
  mobile: string;
  /** What the shopper types into the address search; its first result is taken. */
  keyword?: string;
  dtlAddr?: string;
  defaultYn?: 'Y' | 'N';
}

/** Saves an address found by the road-address search, as the address book does; answers its number. */
export async function saveSearchedAddress(request: APIRequestContext, token: string, input: AddressInput): Promise<number> {
  const { keyword = '테헤란로 152', dtlAddr = '12층', ...fields } = input;
  const found = await memberCall<{ items: { zipNo: string; roadAddr: string; jibunAddr: string }[] }>(request, token, '/cu/address/v1/searchRoadAddress', {
    keyword,
  });
  const road = found.items[0];
  const saved = await memberCall<{ address: { dlvAddrNo: number } }>(request, token, '/cu/address/v1/saveDeliveryAddress', {
    ...fields,
    zipNo: road.zipNo,
    roadAddr: road.roadAddr,
    jibunAddr: road.jibunAddr,
    dtlAddr,
  });
  return saved.address.dlvAddrNo;
}

/** 결제하기 in the embedded test provider's window for a created order; answers the paymentKey. */
export async function approveInTestWindow(
  request: APIRequestContext,
  order: { ordNo: string; orderName: string; payAmt: number; customerName?: string },
  shopOrigin?: string,
): Promise<string> {
  // The window accepts its form only from the shop's own origin (the project's, unless another worker is named).
  const origin = shopOrigin ?? new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
  const approved = await request.post('/pay/test/window', {
    headers: { Origin: origin },
    form: {
      orderId: order.ordNo,
      orderName: order.orderName,
      amount: String(order.payAmt),
      method: 'CARD',
      customerName: order.customerName ?? '구매자',
      successUrl: '/kr/ko/or/order/complete',
      failUrl: '/kr/ko/or/order',
      action: 'approve',
      cardCompany: '신한카드',
    },
    maxRedirects: 0,
  });
  expect(approved.status(), await approved.text()).toBe(303);
  return new URL(approved.headers().location, origin).searchParams.get('paymentKey') ?? '';
}

interface Option {
  inmOptnPrdNo: string;
  soldOutYn: 'Y' | 'N';
  stock: number;
}

/** A product of the seeded catalog that can be bought directly, and its option with stock to spare. */
export async function buyableProduct(request: APIRequestContext, skip = 0): Promise<{ productCode: string; inmOptnPrdNo: string }> {
  const list = (await (await request.post('/api/dp/display/product/v1/getProductList', { data: { catNm: '스킨케어', size: 40 } })).json()) as {
    data: { items: { productCode: string }[] };
  };
  let left = skip;
  for (const card of list.data.items) {
    const detail = (await (await request.post('/api/dp/display/product/v1/getProductDetail', { data: { productCode: card.productCode } })).json()) as {
      data: { buyRule?: string; soldOutYn: string; options: Option[] };
    };
    const option = detail.data.options.find((candidate) => candidate.soldOutYn === 'N' && candidate.stock >= 10);
    if ((detail.data.buyRule ?? 'ANY') === 'ANY' && detail.data.soldOutYn === 'N' && option && (left -= 1) < 0) {
      return { productCode: card.productCode, inmOptnPrdNo: option.inmOptnPrdNo };
    }
  }
  throw new Error('no option to buy');
}

/** An option of the seeded catalog that can be bought directly, with stock to spare. */
export async function buyableOption(request: APIRequestContext): Promise<string> {
  return (await buyableProduct(request)).inmOptnPrdNo;
}

/** The member's default delivery address, found by the road-address search. */
export function deliveryAddress(request: APIRequestContext, token: string, name: string): Promise<number> {
  return saveSearchedAddress(request, token, { addrNm: '우리집', rcptNm: name, mobile: '010-2345-6789', defaultYn: 'Y' });
}

/** An order of `qty` units bought now with `usePt` points, placed and waiting for its payment. */
export async function placeOrder(
  request: APIRequestContext,
  token: string,
  dlvAddrNo: number,
  inmOptnPrdNo: string,
  qty: number,
  usePt = 0,
): Promise<{ ordNo: string; orderName: string; payAmt: number }> {
  const items = [{ inmOptnPrdNo, qty }];
  const consents = { orderInfo: true, paymentAgency: true, privacyThirdParty: true };
  const sheet = await memberCall<{ amounts: { subtotalAmt: number; shippingFee: number } }>(request, token, '/or/order/v1/getOrderSheet', {
    source: 'BUY_NOW',
    items,
  });
  const expectedPayAmt = sheet.amounts.subtotalAmt + sheet.amounts.shippingFee - usePt;
  return memberCall<{ ordNo: string; orderName: string; payAmt: number }>(
    request,
    token,
    '/or/order/v1/createOrder',
    { source: 'BUY_NOW', items, dlvAddrNo, payMethod: 'CARD', consents, usePt, expectedPayAmt },
    crypto.randomUUID(),
  );
}

/** A paid order of `qty` units bought now with `usePt` points, moved by the operator step by step to `status`. */
export async function orderMovedTo(
  status: 'PAID' | 'PREPARING' | 'SHIPPING' | 'DELIVERED',
  request: APIRequestContext,
  token: string,
  dlvAddrNo: number,
  inmOptnPrdNo: string,
  qty: number,
  usePt = 0,
  shopOrigin?: string,
): Promise<{ ordNo: string; payAmt: number }> {
  const order = await placeOrder(request, token, dlvAddrNo, inmOptnPrdNo, qty, usePt);
  const paymentKey = await approveInTestWindow(request, order, shopOrigin);
  await memberCall(request, token, '/or/order/v1/confirmPayment', { paymentKey, orderId: order.ordNo, amount: order.payAmt }, crypto.randomUUID());
  const steps = ['PREPARING', 'SHIPPING', 'DELIVERED'] as const;
  for (const step of steps.slice(0, steps.indexOf(status as (typeof steps)[number]) + 1)) {
    await ops(request, 'orders/status', { ordNo: order.ordNo, status: step, ...(step === 'SHIPPING' ? { carrierCd: 'CJ', trackingNo: '123456789012' } : {}) });
  }
  return { ordNo: order.ordNo, payAmt: order.payAmt };
}
