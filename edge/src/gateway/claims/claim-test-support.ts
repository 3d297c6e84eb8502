/**
 * Helpers the claim tests share: a member with a paid order written straight into D1 in the
 * status a test needs (orders are created by the order calls; these tests only need their rows),
 * calls to `/or/claim/v1/*`, and the rows that "nothing changed" compares.
 */
import { env } from 'cloudflare:test';
import { LOCAL_OPERATOR_KEY, ops } from '#edge/ops/index';
import { createTestProvider, recordReadyPayment } from '#edge/payments/test-provider/test-provider';
import { callGateway } from '#edge/testing/gateway-call';
import { seedMember, seriesCustomer } from '#edge/testing/seed';

let members = 0;
let orders = 0;

/** A new member (1,000 points) and their Bearer token. */
export async function newClaimMember(): Promise<{ incsNo: number; token: string }> {
  members += 1;
  return seedMember(env.DB, seriesCustomer('claim', '0107', members, { rmn_pt: 1000 }));
}

export interface SeededOrder {
  ordNo: string;
  /** ordLineNo of the toner set (2 × 17,600원) and the cream (1 × 30,000원). */
  tonerLine: number;
  creamLine: number;
}

/**
 * An order of 2 toner sets and 1 cream (goods 65,200원), a 5,000원 coupon, 2,000 points and free
 * shipping: paid 58,200원 by card. `status_changed_at` is `changedAt` (default: now).
 */
export async function seedOrder(incsNo: number, status = 'DELIVERED', changedAt = Date.now()): Promise<SeededOrder> {
  orders += 1;
  const ordNo = `20261122-CLM${String(orders).padStart(5, '0')}`;
  await env.DB.prepare(
    `INSERT INTO orders (ord_no, incs_no, status, source, order_nm, list_amt, prd_dc_amt, cpn_dc_amt, use_pt, shipping_fee, pay_amt, pay_method,
      rcpt_nm, rcpt_mobile, zip_no, road_addr, dtl_addr, ordered_at, paid_at, status_changed_at)
     VALUES (?, ?, ?, 'CART', '녹차 토너 기획세트 외 1건', 74000, 8800, 5000, 2000, 0, 58200, 'CARD',
      '김녹차', '01012345678', '06236', '서울특별시 강남구 테헤란로 152', '12층', ?, ?, ?)`,
  )
    .bind(ordNo, incsNo, status, changedAt - 86_400_000, changedAt - 86_400_000, changedAt)
    .run();
  const line = (option: string, product: string, name: string, qty: number, cnsm: number, sale: number) =>
    env.DB.prepare(
      `INSERT INTO order_lines (ord_no, inm_optn_prd_no, inm_prd_no, product_code, prd_nm, prd_optn_nm, brand_nm, image_url, prd_cd, cat_nm, qty, cnsm_amt, sale_amt)
       VALUES (?, ?, ?, ?, ?, '기본', '녹차숍', '/images/p.jpg', 'PRD', '스킨케어', ?, ?, ?)`,
    )
      .bind(ordNo, option, product, product, name, qty, cnsm, sale)
      .run();
  const toner = await line('20000000101', '100000001', '녹차 토너 기획세트', 2, 22000, 17600);
  const cream = await line('20000000201', '100000002', '녹차 크림', 1, 30000, 30000);
  // Paid through the embedded test provider, so a refund can cancel it there.
  const paymentKey = await recordReadyPayment(env.DB, { orderId: ordNo, amount: 58200, method: 'CARD' });
  const approved = await createTestProvider(env.DB).confirm({ paymentKey, orderId: ordNo, amount: 58200, idempotencyKey: `confirm-${ordNo}` });
  if (!approved.ok) throw new Error(approved.message);
  await env.DB.prepare(
    "INSERT INTO payments (ord_no, provider, payment_key, method, amount, status, approved_at) VALUES (?, 'test', ?, 'CARD', 58200, 'DONE', ?)",
  )
    .bind(ordNo, paymentKey, changedAt)
    .run();
  return { ordNo, tonerLine: toner.meta.last_row_id, creamLine: cream.meta.last_row_id };
}

/** POSTs `body` to `/or/claim/v1/{verb}` with the token and, when given, an Idempotency-Key. */
export function postClaim(verb: string, body: unknown, token?: string, idempotencyKey?: string): Promise<Response> {
  return callGateway('POST', `/or/claim/v1/${verb}`, {
    token,
    body: JSON.stringify(body),
    headers: idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {},
  });
}

/** The JSON `data` of a call that must succeed. */
export async function okData<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  if (answer.status !== 200) throw new Error(`${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

/** Everything the claim calls write: compared before and after a refusal. */
export async function claimRows(): Promise<unknown[]> {
  const tables = ['order_claims', 'order_claim_lines', 'bottle_collections', 'point_history', 'orders', 'payments', 'test_payments'];
  const rows = await env.DB.batch(tables.map((table) => env.DB.prepare(`SELECT * FROM ${table}`)));
  const points = await env.DB.prepare('SELECT incs_no, rmn_pt FROM customers ORDER BY incs_no').all();
  return [...rows.map((result) => result.results), points.results];
}

/** The pickup address the request screen sends by default. */
export const PICKUP = { rcptNm: '김녹차', mobile: '010-1234-5678', zipNo: '06236', roadAddr: '서울특별시 강남구 테헤란로 152', dtlAddr: '12층' };

/** A return or exchange body for `qty` of one line of `ordNo`, picked up at PICKUP; `extra` adds or overrides fields. */
export function oneLineClaim(ordNo: string, ordLineNo: number, qty: number, reasonCd: string, extra: Record<string, unknown> = {}) {
  return { ordNo, lines: [{ ordLineNo, qty }], reasonCd, pickup: PICKUP, ...extra };
}

/** POSTs `body` to the operator API `/ops/v1/{path}` with the local operator key (and the test bindings unless others are given). */
export function postOps(path: string, body: unknown, bindings: object = env): Promise<Response> {
  return Promise.resolve(
    ops.request(
      `http://localhost/v1/${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Operator-Key': LOCAL_OPERATOR_KEY }, body: JSON.stringify(body) },
      // The local key opens the API only for a local worker on localhost.
      { ...bindings, ENVIRONMENT: 'local' },
    ),
  );
}

/** A customer's point balance. */
export async function pointsOf(incsNo: number): Promise<number> {
  return (await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>())?.rmn_pt ?? Number.NaN;
}
