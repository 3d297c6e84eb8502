/**
 * Helpers the order-history tests share: a member, and a paid order written into D1 the way
 * checkout writes one (stock, coupon and points taken; order lines; a payment approved by the
 * embedded test provider and recorded in `payments`), so refunds can be checked to the won.
 */
import { env } from 'cloudflare:test';
import type { OrderStatus } from '#shared/order/order-status';
import { createTestProvider, recordReadyPayment } from '#edge/payments/test-provider/test-provider';
import { callGateway } from '#edge/testing/gateway-call';
import { seedCoupon, seedMember, seriesCustomer } from '#edge/testing/seed';
import { OPT } from '../cart/cart-test-support';
import { seedFixtureCatalog } from '../display/test-catalog';

let members = 0;
let orders = 0;

/** A new member with `rmnPt` points and their Bearer token. */
export async function newMember(rmnPt = 10_000): Promise<{ incsNo: number; token: string }> {
  members += 1;
  return seedMember(env.DB, seriesCustomer('order', '0108', members, { rmn_pt: rmnPt }));
}

export interface PaidOrderSeed {
  incsNo: number;
  lines: { option: string; qty: number }[];
  couponId?: number;
  cpnDcAmt?: number;
  usePt?: number;
  shippingFee?: number;
  status?: OrderStatus;
  orderedAt?: number;
}

interface OptionRow {
  inm_optn_prd_no: string;
  inm_prd_no: string;
  product_code: string;
  prd_nm: string;
  prd_optn_nm: string;
  prd_cd: string;
  cnsm_amt: number;
  sale_amt: number;
}

/** Writes a paid order as checkout would and returns its number and what was paid. */
export async function seedPaidOrder(seed: PaidOrderSeed): Promise<{ ordNo: string; payAmt: number; paymentKey: string }> {
  orders += 1;
  const ordNo = `20261122-T${String(orders).padStart(7, '0')}`;
  const now = seed.orderedAt ?? Date.now();
  const options: (OptionRow & { qty: number })[] = [];
  for (const line of seed.lines) {
    const row = await env.DB.prepare(
      `SELECT o.inm_optn_prd_no, o.inm_prd_no, p.product_code, p.prd_nm, o.prd_optn_nm, o.prd_cd, o.cnsm_amt, o.sale_amt
       FROM product_options o JOIN products p ON p.inm_prd_no = o.inm_prd_no WHERE o.inm_optn_prd_no = ?`,
    )
      .bind(line.option)
      .first<OptionRow>();
    if (!row) throw new Error(`no option ${line.option}`);
    options.push({ ...row, qty: line.qty });
  }
  const listAmt = options.reduce((sum, row) => sum + row.cnsm_amt * row.qty, 0);
  const saleAmt = options.reduce((sum, row) => sum + row.sale_amt * row.qty, 0);
  const cpnDcAmt = seed.cpnDcAmt ?? 0;
  const usePt = seed.usePt ?? 0;
  const shippingFee = seed.shippingFee ?? 0;
  const payAmt = saleAmt - cpnDcAmt - usePt + shippingFee;
  const statements = [
    env.DB.prepare(
      `INSERT INTO orders (ord_no, incs_no, status, source, order_nm, list_amt, prd_dc_amt, cpn_dc_amt, customer_coupon_id, use_pt, shipping_fee, pay_amt,
         pay_method, rcpt_nm, rcpt_mobile, zip_no, road_addr, dtl_addr, dlv_memo, ordered_at, paid_at, status_changed_at)
       VALUES (?, ?, ?, 'CART', ?, ?, ?, ?, ?, ?, ?, ?, 'CARD', '김녹차', '01012345678', '06236', '서울특별시 강남구 테헤란로 152', '12층', '문 앞에 놓아 주세요', ?, ?, ?)`,
    ).bind(
      ordNo,
      seed.incsNo,
      seed.status ?? 'PAID',
      options[0].prd_nm,
      listAmt,
      listAmt - saleAmt,
      cpnDcAmt,
      seed.couponId ?? null,
      usePt,
      shippingFee,
      payAmt,
      now,
      now,
      now,
    ),
    ...options.map((row) =>
      env.DB.prepare(
        `INSERT INTO order_lines (ord_no, inm_optn_prd_no, inm_prd_no, product_code, prd_nm, prd_optn_nm, brand_nm, image_url, prd_cd, cat_nm, qty, cnsm_amt, sale_amt)
         VALUES (?, ?, ?, ?, ?, ?, '녹차숍', '/images/p.svg', ?, '스킨케어', ?, ?, ?)`,
      ).bind(ordNo, row.inm_optn_prd_no, row.inm_prd_no, row.product_code, row.prd_nm, row.prd_optn_nm, row.prd_cd, row.qty, row.cnsm_amt, row.sale_amt),
    ),
    ...options.map((row) => env.DB.prepare('UPDATE product_options SET stock = stock - ? WHERE inm_optn_prd_no = ?').bind(row.qty, row.inm_optn_prd_no)),
  ];
  if (seed.couponId) statements.push(env.DB.prepare('UPDATE customer_coupons SET used_at = ?, used_ord_no = ? WHERE id = ?').bind(now, ordNo, seed.couponId));
  if (usePt > 0) {
    statements.push(
      env.DB.prepare('UPDATE customers SET rmn_pt = rmn_pt - ? WHERE incs_no = ?').bind(usePt, seed.incsNo),
      env.DB.prepare("INSERT INTO point_history (incs_no, delta, reason, ord_no, created_at) VALUES (?, ?, 'ORDER_USE', ?, ?)").bind(
        seed.incsNo,
        -usePt,
        ordNo,
        now,
      ),
    );
  }
  await env.DB.batch(statements);
  const paymentKey = await recordReadyPayment(env.DB, { orderId: ordNo, amount: payAmt, method: 'CARD' });
  const approved = await createTestProvider(env.DB).confirm({ paymentKey, orderId: ordNo, amount: payAmt, idempotencyKey: `confirm-${ordNo}` });
  if (!approved.ok) throw new Error(approved.message);
  await env.DB.prepare("INSERT INTO payments (ord_no, provider, payment_key, method, amount, status, approved_at) VALUES (?, 'test', ?, 'CARD', ?, 'DONE', ?)")
    .bind(ordNo, paymentKey, payAmt, approved.value.approvedAt)
    .run();
  return { ordNo, payAmt, paymentKey };
}

/** POSTs `body` to `/or/order/v1/{verb}` with `token` and optional extra headers. */
export function postOrder(verb: string, body: unknown, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  return callGateway('POST', `/or/order/v1/${verb}`, { token, headers, body: JSON.stringify(body) });
}

/** What the test provider holds for a payment: its status and cancelled amount. */
export function providerPayment(paymentKey: string): Promise<{ status: string; cancelled_amt: number } | null> {
  return env.DB.prepare('SELECT status, cancelled_amt FROM test_payments WHERE payment_key = ?').bind(paymentKey).first();
}

/** Everything a refund may change, to compare before and after a refusal. */
export async function refundState(): Promise<unknown[]> {
  const queries = [
    'SELECT ord_no, status, status_changed_at FROM orders ORDER BY ord_no',
    'SELECT inm_optn_prd_no, stock FROM product_options ORDER BY inm_optn_prd_no',
    'SELECT incs_no, rmn_pt FROM customers ORDER BY incs_no',
    'SELECT * FROM customer_coupons ORDER BY id',
    'SELECT * FROM point_history ORDER BY id',
    'SELECT * FROM payments ORDER BY id',
    'SELECT * FROM order_claims ORDER BY id',
    'SELECT * FROM test_payments ORDER BY payment_key',
  ];
  const results = await env.DB.batch(queries.map((sql) => env.DB.prepare(sql)));
  return results.map((result) => result.results);
}

/** The fixture catalog with 100 toner sets and 100 creams in stock: every order here can take its lines. */
export async function seedStockedCatalog(): Promise<void> {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare('UPDATE product_options SET stock = 100 WHERE inm_optn_prd_no IN (?, ?)').bind(OPT.TONER_SET, OPT.CREAM).run();
}

/**
 * A new member's (holding `rmnPt` points) paid order of 2 toner sets (17,600원) and a cream (30,000원)
 * with a 3,000원 coupon (its row overridden by `coupon`) and 5,000원 of points.
 */
export async function seedCouponAndPointsOrder(
  rmnPt: number,
  coupon: Record<string, unknown>,
  order: Pick<PaidOrderSeed, 'status' | 'shippingFee'>,
): Promise<{ incsNo: number; token: string; couponId: number; ordNo: string; payAmt: number; paymentKey: string }> {
  const member = await newMember(rmnPt);
  const couponId = await seedCoupon(env.DB, member.incsNo, { dc_rate: null, dc_amt: 3000, ...coupon });
  const lines = [
    { option: OPT.TONER_SET, qty: 2 },
    { option: OPT.CREAM, qty: 1 },
  ];
  const paid = await seedPaidOrder({ incsNo: member.incsNo, lines, couponId, cpnDcAmt: 3000, usePt: 5000, ...order });
  return { ...member, couponId, ...paid };
}
