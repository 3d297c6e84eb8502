import { describe, expect, it } from 'vitest';
import type { ClubGrade } from '#shared/schemas/club-calls';
import { nextGradeSentence } from './next-grade';

const grade = (code: string, name: string, minPurchaseAmt: number): ClubGrade => ({
  code,
  name,
  minPurchaseAmt,
  benefit: '',
  earnRatePct: 1,
  monthlyCoupon: null,
});
// Listed out of order on purpose: the guide ranks them by the amount they need.
const GRADES = [grade('30', '녹음', 300_000), grade('10', '새싹', 0), grade('40', '다원', 600_000), grade('20', '잎새', 100_000)];

describe('the next grade on the grade guide', () => {
  it('names the grade above the one a member holds, even when this month’s amount is below their own', () => {
    // Graded 잎새 on the 1st; the purchases behind it have since left the six-month window.
    expect(nextGradeSentence(GRADES, { gradeCode: '20', purchaseAmt6m: 0 })).toBe('최근 6개월 구매 금액은 0원입니다. 녹음 등급까지 300,000원 남았습니다.');
  });

  it('tells the distance from today’s amount', () => {
    expect(nextGradeSentence(GRADES, { gradeCode: '10', purchaseAmt6m: 62_500 })).toBe(
      '최근 6개월 구매 금액은 62,500원입니다. 잎새 등급까지 37,500원 남았습니다.',
    );
  });

  it('says when the next grade’s amount is already reached and when grades change', () => {
    expect(nextGradeSentence(GRADES, { gradeCode: '20', purchaseAmt6m: 350_000 })).toBe(
      '최근 6개월 구매 금액은 350,000원입니다. 녹음 등급 기준을 채웠습니다. 등급은 매월 1일에 바뀝니다.',
    );
  });

  it('tells the top grade it is the top, whatever the amount', () => {
    expect(nextGradeSentence(GRADES, { gradeCode: '40', purchaseAmt6m: 120_000 })).toBe('최근 6개월 구매 금액은 120,000원입니다. 가장 높은 등급입니다.');
  });
});
