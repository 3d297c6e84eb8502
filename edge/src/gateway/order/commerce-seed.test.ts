import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seedStatements } from '#shared/seeds/commerce';
import { seedCustomer } from '#edge/testing/seed';
import { rowsOf } from '#edge/testing/rows';

const db = env.DB;
const DAY_MS = 86_400_000;

async function run(now: number): Promise<void> {
  for (const statement of seedStatements({ now })) await db.prepare(statement).run();
}

const coupons = (incsNo: number) =>
  rowsOf('SELECT cpn_nm, dc_amt, dc_rate, min_order_amt, expires_at, used_at FROM customer_coupons WHERE incs_no = ? ORDER BY id', incsNo);

describe('seed part commerce', () => {
  it('does nothing without the demo member', async () => {
    await run(Date.now());
    expect((await db.prepare('SELECT COUNT(*) AS n FROM customer_coupons').first())?.n).toBe(0);
  });

  it('tops the demo member up to 5,000 points and two usable coupons, idempotently, re-arming expired ones', async () => {
    const incsNo = await seedCustomer(db, { cust_web_id: 'greentea', rmn_pt: 1200 });
    const now = Date.now();
    await run(now);
    await run(now);
    expect(await db.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first()).toEqual({ rmn_pt: 5000 });
    expect((await db.prepare('SELECT delta, reason FROM point_history WHERE incs_no = ?').bind(incsNo).all()).results).toEqual([
      { delta: 3800, reason: 'ADJUST' },
    ]);
    expect(await coupons(incsNo)).toEqual([
      { cpn_nm: '주문서 체험 5,000원 할인 (3만원 이상)', dc_amt: 5000, dc_rate: null, min_order_amt: 30000, expires_at: now + 30 * DAY_MS, used_at: null },
      { cpn_nm: '주문서 체험 10% 할인', dc_amt: null, dc_rate: 10, min_order_amt: 0, expires_at: now + 30 * DAY_MS, used_at: null },
    ]);
    // Forty days later the coupons have expired; one was used meanwhile.
    await db
      .prepare("UPDATE customer_coupons SET used_at = ? WHERE cpn_nm = '주문서 체험 10% 할인'")
      .bind(now + DAY_MS)
      .run();
    const later = now + 40 * DAY_MS;
    await run(later);
    const after = await coupons(incsNo);
    expect(after).toHaveLength(3);
    expect(after[0]).toMatchObject({ expires_at: later + 30 * DAY_MS, used_at: null });
    expect(after[1]).toMatchObject({ used_at: now + DAY_MS });
    expect(after[2]).toMatchObject({ cpn_nm: '주문서 체험 10% 할인', expires_at: later + 30 * DAY_MS, used_at: null });
  });
});
