import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../testing/rows';
import { seedCustomer } from '../testing/seed';
import { auditTrail, callOps } from '../testing/ops-call';

let customers = 0;
function newCustomer(rmnPt = 1000): Promise<number> {
  customers += 1;
  return seedCustomer(env.DB, { cust_web_id: `ops${customers}`, mobile: `0107${String(customers).padStart(7, '0')}`, email: null, rmn_pt: rmnPt });
}

const pointLines = (incsNo: number) => rowsOf('SELECT delta, reason, memo FROM point_history WHERE incs_no = ? ORDER BY id', incsNo);

describe('POST /ops/v1/customers/points', () => {
  it('grants and takes back points with an ADJUST line, by number or login ID', async () => {
    const incsNo = await newCustomer(1000);
    expect(await (await callOps('customers/points', { incsNo, delta: 5000, memo: '이벤트 적립' })).json()).toEqual({ data: { incsNo, rmnPt: 6000 } });
    expect(await (await callOps('customers/points', { custWebId: `ops${customers}`, delta: -500, memo: '회수' })).json()).toEqual({
      data: { incsNo, rmnPt: 5500 },
    });
    expect(await pointLines(incsNo)).toEqual([
      { delta: 5000, reason: 'ADJUST', memo: '이벤트 적립' },
      { delta: -500, reason: 'ADJUST', memo: '회수' },
    ]);
    expect([...(await auditTrail(`customer:${incsNo}`)), ...(await auditTrail(`customer:ops${customers}`))]).toEqual([
      { action: '/v1/customers/points', before: '{"rmn_pt":1000}', after: '{"rmn_pt":6000}' },
      { action: '/v1/customers/points', before: '{"rmn_pt":6000}', after: '{"rmn_pt":5500}' },
    ]);
  });

  it('credits an event with an EVENT line that expires like every credit; an event cannot take points', async () => {
    const incsNo = await newCustomer(0);
    expect((await callOps('customers/points', { incsNo, delta: 700, memo: '출석 이벤트', reason: 'EVENT' })).status).toBe(200);
    expect(await pointLines(incsNo)).toEqual([{ delta: 700, reason: 'EVENT', memo: '출석 이벤트' }]);
    const expiry = await env.DB.prepare('SELECT expires_at - created_at AS validity FROM point_history WHERE incs_no = ?').bind(incsNo).first();
    expect(expiry).toEqual({ validity: 365 * 86_400_000 });
    const taking = await callOps('customers/points', { incsNo, delta: -100, memo: 'x', reason: 'EVENT' });
    expect(taking.status).toBe(400);
    expect(await taking.json()).toMatchObject({ fields: { delta: '이벤트 적립(EVENT)은 양수만 보낼 수 있습니다.' } });
  });

  it('refuses to go below zero, and bad input, changing nothing', async () => {
    const incsNo = await newCustomer(100);
    const below = await callOps('customers/points', { incsNo, delta: -101, memo: '회수' });
    expect(below.status).toBe(409);
    expect(await below.json()).toMatchObject({ code: 'POINTS_NOT_ENOUGH' });
    expect((await callOps('customers/points', { incsNo, delta: 0, memo: 'x' })).status).toBe(400);
    expect((await callOps('customers/points', { delta: 10, memo: 'x' })).status).toBe(400);
    expect((await callOps('customers/points', { incsNo: 1, delta: 10, memo: 'x' })).status).toBe(404);
    expect((await callOps('customers/points', { incsNo, delta: 10, memo: 'x' }, 'wrong')).status).toBe(401);
    expect(await pointLines(incsNo)).toEqual([]);
    expect(await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first()).toEqual({ rmn_pt: 100 });
    expect(await auditTrail(`customer:${incsNo}`)).toEqual([]);
  });
});

describe('POST /ops/v1/customers/coupons', () => {
  it('issues a fixed or a percentage coupon for some days', async () => {
    const incsNo = await newCustomer();
    const before = Date.now();
    const fixed = (await (await callOps('customers/coupons', { incsNo, cpnNm: '3,000원 할인', dcAmt: 3000, minOrderAmt: 20000, days: 7 })).json()) as {
      data: { customerCouponId: number; expiresAt: number };
    };
    expect(fixed.data.expiresAt).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
    await callOps('customers/coupons', { incsNo, cpnNm: '10% 할인', dcRate: 10 });
    const rows = await env.DB.prepare('SELECT id, cpn_nm, dc_amt, dc_rate, min_order_amt, chn_cds, used_at FROM customer_coupons WHERE incs_no = ? ORDER BY id')
      .bind(incsNo)
      .all();
    expect(rows.results).toEqual([
      { id: fixed.data.customerCouponId, cpn_nm: '3,000원 할인', dc_amt: 3000, dc_rate: null, min_order_amt: 20000, chn_cds: '1,2,3', used_at: null },
      expect.objectContaining({ cpn_nm: '10% 할인', dc_amt: null, dc_rate: 10, min_order_amt: 0 }),
    ]);
  });

  it('refuses a coupon with both or neither discount', async () => {
    const incsNo = await newCustomer();
    expect((await callOps('customers/coupons', { incsNo, cpnNm: 'x', dcAmt: 1000, dcRate: 10 })).status).toBe(400);
    expect((await callOps('customers/coupons', { incsNo, cpnNm: 'x' })).status).toBe(400);
    expect((await env.DB.prepare('SELECT COUNT(*) AS n FROM customer_coupons WHERE incs_no = ?').bind(incsNo).first())?.n).toBe(0);
  });
});
