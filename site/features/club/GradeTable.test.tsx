import { describe, expect, it } from 'vitest';
import { renderScreen } from '#components/ui/testing/render-screen.tsx';
import type { ClubGrade } from './club-api';
import { GradeTable } from './GradeTable';

const GRADES: ClubGrade[] = [
  { code: 'GREEN', name: '그린', minPurchaseAmt: 0, benefit: '생일 쿠폰', earnRatePct: 1, monthlyCoupon: null },
  { code: 'GOLD', name: '골드', minPurchaseAmt: 300000, benefit: '무료배송 쿠폰', earnRatePct: 3, monthlyCoupon: { dcRate: 10, minOrderAmt: 30000 } },
];

describe('GradeTable', () => {
  it("shows each grade's criterion, earn rate and monthly coupon, and marks the member's own", async () => {
    const screen = await renderScreen(<GradeTable grades={GRADES} myGrade="GOLD" />);
    const [green, gold] = [...screen.host.querySelectorAll('li')].map((item) => (item.textContent ?? '').replace(/\s+/g, ' '));
    expect(green).toContain('가입 즉시');
    expect(green).toContain('구매 금액의 1%');
    expect(green).toContain('월 쿠폰없음');
    expect(gold).toContain('최근 6개월 구매 300,000원 이상');
    expect(gold).toContain('10% 할인 (30,000원 이상 구매 시)');
    expect(screen.host.querySelector('[aria-current="true"]')?.textContent).toContain('골드 · 나의 등급');
    expect(screen.text()).not.toContain('그린 · 나의 등급');
  });

  it('marks no grade for a guest', async () => {
    const screen = await renderScreen(<GradeTable grades={GRADES} myGrade={null} />);
    expect(screen.host.querySelector('[aria-current]')).toBeNull();
    expect(screen.text()).not.toContain('나의 등급');
  });
});
