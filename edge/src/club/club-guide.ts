/** What the green tea club pages show, read from D1 and the worker's settings. */
import type { GetClubGuideResponse } from '#shared/schemas/club-calls';
import { pointsPerBottle } from '../gateway/claims/claim-rules';
import { pointUseUnit } from '../gateway/order/order-amounts';
import { purchasesSince, sixMonthsBefore } from './grade-job';

interface GradeRow {
  inm_cust_grd_cd: string;
  inm_cust_grd_cd_nm: string;
  min_purchase_amt: number;
  benefit: string;
  earn_rate_pct: number;
  monthly_coupon_rate: number | null;
  monthly_coupon_min_order: number;
}

export async function readClubGuide(db: D1Database, env: Env, incsNo: number | null, now = Date.now()): Promise<GetClubGuideResponse['data']> {
  const [grades, settings, member] = await Promise.all([
    db.prepare('SELECT * FROM customer_grades ORDER BY min_purchase_amt, inm_cust_grd_cd').all<GradeRow>(),
    db.prepare('SELECT validity_days FROM point_settings WHERE id = 1').first<{ validity_days: number }>(),
    incsNo === null ? null : db.prepare('SELECT inm_cust_grd_cd AS code FROM customers WHERE incs_no = ?').bind(incsNo).first<{ code: string }>(),
  ]);
  return {
    grades: grades.results.map((row) => ({
      code: row.inm_cust_grd_cd,
      name: row.inm_cust_grd_cd_nm,
      minPurchaseAmt: row.min_purchase_amt,
      benefit: row.benefit,
      earnRatePct: row.earn_rate_pct,
      monthlyCoupon: row.monthly_coupon_rate === null ? null : { dcRate: row.monthly_coupon_rate, minOrderAmt: row.monthly_coupon_min_order },
    })),
    pointValidityDays: settings?.validity_days ?? 365,
    pointUseUnit: pointUseUnit(env),
    pointsPerBottle: pointsPerBottle(env),
    me: member && incsNo !== null ? { gradeCode: member.code, purchaseAmt6m: await purchasesSince(db, incsNo, sixMonthsBefore(now)) } : null,
  };
}
