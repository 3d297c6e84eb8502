/**
 * Gateway calls the order specs make as a member, the way the screens make them: calls with the
 * member's token (and an Idempotency-Key where the call needs one), an address found by the
 * road-address search, and the test payment window's approval as its form posts it.
 */
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { expect, test } from '@playwright/test';

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
): Promise<string> {
  // The window accepts its form only from the shop's own origin.
  const origin = new URL(test.info().project.use.baseURL ?? 'http://localhost').origin;
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
