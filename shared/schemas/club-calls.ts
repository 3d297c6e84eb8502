/**
 * The green tea club (the membership pages): grades with their criteria and
 * benefits from D1, how points are earned and used, and, for a member, where they stand.
 */
import { z } from 'zod';
import { CLUB_ROUTES } from './club-routes';
import { contractsNamed } from './contract';
import * as S from './club-calls';

export const ClubGradeSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Confirmed purchases over the last six months that reach the grade, in won. */
  minPurchaseAmt: z.number().int(),
  benefit: z.string(),
  earnRatePct: z.number().int(),
  /** The monthly coupon's percent off and minimum order, or null when the grade has none. */
  monthlyCoupon: z.object({ dcRate: z.number().int(), minOrderAmt: z.number().int() }).nullable(),
});
export type ClubGrade = z.infer<typeof ClubGradeSchema>;

export const GetClubGuideResponseSchema = z.object({
  data: z.object({
    grades: z.array(ClubGradeSchema),
    pointValidityDays: z.number().int(),
    pointUseUnit: z.number().int(),
    pointsPerBottle: z.number().int(),
    /** For a logged-in member: their grade and six months of confirmed purchases; null for a guest. */
    me: z.object({ gradeCode: z.string(), purchaseAmt6m: z.number().int() }).nullable(),
  }),
});
export type GetClubGuideResponse = z.infer<typeof GetClubGuideResponseSchema>;

export const CLUB_CONTRACTS = contractsNamed(S, CLUB_ROUTES, {
  getClubGuide: { summary: '그린티클럽 등급(기준·혜택·월 쿠폰), 포인트 적립·사용 기준, 로그인한 회원의 등급과 6개월 구매 금액' },
});
