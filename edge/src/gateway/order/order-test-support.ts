/**
 * Helpers the checkout tests share: a member with points, a coupon and an address, calls to the
 * order endpoints with or without an Idempotency-Key, a payment approved in the test provider's
 * window, and a snapshot of everything an order touches, so a test can tell that a refusal
 * changed nothing.
 */
import { env } from 'cloudflare:test';
import { recordReadyPayment } from '#edge/payments/test-provider/test-provider';
import { callGateway } from '#edge/testing/gateway-call';
import { rowsOf } from '#edge/testing/rows';
import { loginAs, seedCoupon, seedCustomer, seriesCustomer } from '#edge/testing/seed';

let members = 0;

export interface TestMember {
  incsNo: number;
  token: string;
  dlvAddrNo: number;
}

/** A new member with `rmnPt` points, one delivery address (the default) and a Bearer token. */
export async function newOrderMember(rmnPt = 5000): Promise<TestMember> {
  members += 1;
  const incsNo = await seedCustomer(env.DB, seriesCustomer('order', '0108', members, { rmn_pt: rmnPt, fst_order_yn: 'Y' }));
  const now = Date.now();
  const address = await env.DB.prepare(
    `INSERT INTO delivery_addresses (incs_no, addr_nm, rcpt_nm, mobile, zip_no, road_addr, jibun_addr, dtl_addr, default_yn, created_at, updated_at)
     VALUES (?, '우리집', '김녹차', '01012345678', '06236', '서울특별시 강남구 테헤란로 152', '서울특별시 강남구 역삼동 737', '12층', 'Y', ?, ?)`,
  )
    .bind(incsNo, now, now)
    .run();
  return { incsNo, token: await loginAs(env.DB, incsNo), dlvAddrNo: address.meta.last_row_id };
}

/** Gives `incsNo` a coupon; the id. */
export function giveCoupon(incsNo: number, fields: Record<string, unknown>): Promise<number> {
  return seedCoupon(env.DB, incsNo, fields);
}

/** POSTs `body` to `/or/order/v1/{verb}` with `token` and, when given, an Idempotency-Key. */
export function postOrder(verb: string, body: unknown, token?: string, idempotencyKey?: string): Promise<Response> {
  const headers: Record<string, string> = idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {};
  return callGateway('POST', `/or/order/v1/${verb}`, { token, headers, body: JSON.stringify(body) });
}

/** The `data` of a call that must succeed. */
export async function dataOf<T>(response: Promise<Response> | Response): Promise<T> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** A createOrder body for one option bought directly, with no coupon or points. */
export function buyNowOrder(member: TestMember, inmOptnPrdNo: string, qty: number, expectedPayAmt: number, extra: Record<string, unknown> = {}) {
  return {
    source: 'BUY_NOW',
    items: [{ inmOptnPrdNo, qty }],
    dlvAddrNo: member.dlvAddrNo,
    dlvMemo: '문 앞에 놓아 주세요',
    payMethod: 'CARD',
    consents: { orderInfo: true, paymentAgency: true, privacyThirdParty: true },
    usePt: 0,
    expectedPayAmt,
    ...extra,
  };
}

/** The test provider's window approving `ordNo` for `amount`: the paymentKey successUrl carries. */
export function approveInWindow(ordNo: string, amount: number): Promise<string> {
  return recordReadyPayment(env.DB, { orderId: ordNo, amount, method: 'CARD', cardCompany: '신한카드' });
}

/** An option's stock now. */
export async function stockOf(inmOptnPrdNo: string): Promise<number> {
  const row = await env.DB.prepare('SELECT stock FROM product_options WHERE inm_optn_prd_no = ?').bind(inmOptnPrdNo).first<{ stock: number }>();
  return row?.stock ?? -1;
}

/** Sets an option's stock, so tests do not depend on each other's orders. */
export async function setStock(inmOptnPrdNo: string, stock: number): Promise<void> {
  await env.DB.prepare('UPDATE product_options SET stock = ? WHERE inm_optn_prd_no = ?').bind(stock, inmOptnPrdNo).run();
}

/** What one member's order touched: their orders, points, coupons, cart and the stock of all options. */
export async function snapshot(incsNo: number): Promise<Record<string, unknown>> {
  return {
    orders: await rowsOf('SELECT ord_no, status FROM orders WHERE incs_no = ? ORDER BY ord_no', incsNo),
    lines: await rowsOf(
      'SELECT l.ord_no, l.inm_optn_prd_no, l.qty FROM order_lines l JOIN orders o ON o.ord_no = l.ord_no WHERE o.incs_no = ? ORDER BY l.id',
      incsNo,
    ),
    points: await rowsOf('SELECT rmn_pt FROM customers WHERE incs_no = ?', incsNo),
    history: await rowsOf('SELECT delta, reason FROM point_history WHERE incs_no = ? ORDER BY id', incsNo),
    coupons: await rowsOf('SELECT id, used_at, used_ord_no FROM customer_coupons WHERE incs_no = ? ORDER BY id', incsNo),
    cart: await rowsOf('SELECT id, qty FROM cart_lines WHERE incs_no = ? ORDER BY id', incsNo),
    payments: await rowsOf('SELECT p.ord_no FROM payments p JOIN orders o ON o.ord_no = p.ord_no WHERE o.incs_no = ?', incsNo),
    stock: await rowsOf('SELECT inm_optn_prd_no, stock FROM product_options ORDER BY inm_optn_prd_no'),
  };
}
