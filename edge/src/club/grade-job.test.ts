import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway } from '#edge/testing/gateway-call';
import { loginAs } from '#edge/testing/seed';
import type { GetClubGuideResponse } from '#shared/schemas/club-calls';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import { newClaimMember, seedOrder } from '../gateway/claims/claim-test-support';
import { runMonthlyGrades } from './grade-job';

const DAY = 86_400_000;
// 2026-12-01 10:00 KST.
const DEC_1 = Date.UTC(2026, 11, 1, 1);

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

const gradeOf = async (incsNo: number) =>
  (await env.DB.prepare('SELECT inm_cust_grd_cd AS code FROM customers WHERE incs_no = ?').bind(incsNo).first<{ code: string }>())!.code;
const gradeCoupons = async (incsNo: number) =>
  (
    await env.DB.prepare('SELECT cpn_nm, dc_rate, min_order_amt, grade_month FROM customer_coupons WHERE incs_no = ? AND grade_month IS NOT NULL')
      .bind(incsNo)
      .all()
  ).results;

describe('monthly grades', () => {
  it('grades by six months of confirmed purchases, issues the grade’s coupon once, and runs once a month', async () => {
    // Seeded orders pay 58,200원: one stays under 잎새 (100,000원); six (349,200원) reach 녹음 (300,000원).
    const light = await newClaimMember();
    const heavy = await newClaimMember();
    await seedOrder(light.incsNo, 'CONFIRMED', DEC_1 - 10 * DAY);
    for (let index = 0; index < 6; index += 1) await seedOrder(heavy.incsNo, 'CONFIRMED', DEC_1 - (index + 1) * 20 * DAY);
    // Outside the window (seven months back), and not confirmed: neither counts.
    await seedOrder(heavy.incsNo, 'CONFIRMED', DEC_1 - 210 * DAY);
    await seedOrder(heavy.incsNo, 'DELIVERED', DEC_1 - DAY);

    expect(await runMonthlyGrades(env.DB, DEC_1)).toBeGreaterThanOrEqual(2);
    expect(await gradeOf(light.incsNo)).toBe('10');
    expect(await gradeOf(heavy.incsNo)).toBe('30');
    expect(await gradeCoupons(light.incsNo)).toEqual([]);
    expect(await gradeCoupons(heavy.incsNo)).toEqual([{ cpn_nm: '녹음 등급 12월 10% 쿠폰', dc_rate: 10, min_order_amt: 30000, grade_month: '202612' }]);
    const expires = await env.DB.prepare('SELECT expires_at FROM customer_coupons WHERE incs_no = ? AND grade_month = ?')
      .bind(heavy.incsNo, '202612')
      .first<{ expires_at: number }>();
    expect(expires!.expires_at).toBe(Date.UTC(2026, 11, 31, 15) - 1);

    // Later runs in December do nothing; January runs again.
    expect(await runMonthlyGrades(env.DB, DEC_1 + 5 * DAY)).toBe(0);
    expect(await gradeCoupons(heavy.incsNo)).toHaveLength(1);
    await runMonthlyGrades(env.DB, DEC_1 + 31 * DAY);
    expect((await gradeCoupons(heavy.incsNo)).map((coupon) => coupon.grade_month)).toEqual(['202612', '202701']);
  });

  it('answers the grades from D1 to anyone, and a member’s own standing', async () => {
    const guest = (await (await callGateway('POST', '/cu/membership/v1/getClubGuide', {})).json()) as GetClubGuideResponse;
    expect(guest.data.grades.map((grade) => [grade.name, grade.minPurchaseAmt, grade.earnRatePct, grade.monthlyCoupon?.dcRate ?? null])).toEqual([
      ['새싹', 0, 1, null],
      ['잎새', 100000, 2, 5],
      ['녹음', 300000, 3, 10],
      ['다원', 600000, 5, 15],
    ]);
    expect(guest.data).toMatchObject({ pointValidityDays: 365, pointUseUnit: 10, pointsPerBottle: 500, me: null });
    await env.DB.prepare("UPDATE customer_grades SET benefit = '바뀐 혜택' WHERE inm_cust_grd_cd = '40'").run();
    const { incsNo } = await newClaimMember();
    await seedOrder(incsNo, 'CONFIRMED');
    const member = (await (
      await callGateway('POST', '/cu/membership/v1/getClubGuide', { token: await loginAs(env.DB, incsNo) })
    ).json()) as GetClubGuideResponse;
    expect(member.data.grades.at(-1)!.benefit).toBe('바뀐 혜택');
    expect(member.data.me).toEqual({ gradeCode: '20', purchaseAmt6m: 58200 });
  });
});
