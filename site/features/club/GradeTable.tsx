/** The grades side by side: criterion, earn rate, monthly coupon and benefits; the member's own grade marked. */
import { formatWon } from '#shared/format';
import type { ClubGrade } from './club-api';

export function GradeTable({ grades, myGrade }: { grades: ClubGrade[]; myGrade: string | null }) {
  return (
    <section aria-labelledby="club-grades-title">
      <h2 id="club-grades-title" className="club-grades__title">
        등급별 혜택
      </h2>
      <ul className="club-grades" aria-label="그린티클럽 등급">
        {grades.map((grade) => (
          <li
            key={grade.code}
            className={`club-grade${grade.code === myGrade ? ' club-grade--mine' : ''}`}
            aria-current={grade.code === myGrade ? 'true' : undefined}
          >
            <h3 className="club-grade__name">
              {grade.name}
              {grade.code === myGrade ? <span className="club-grade__mine"> · 나의 등급</span> : null}
            </h3>
            <p className="club-grade__criterion">{grade.minPurchaseAmt === 0 ? '가입 즉시' : `최근 6개월 구매 ${formatWon(grade.minPurchaseAmt)} 이상`}</p>
            <dl>
              <div>
                <dt>적립</dt>
                <dd>구매 금액의 {grade.earnRatePct}%</dd>
              </div>
              <div>
                <dt>월 쿠폰</dt>
                <dd>{grade.monthlyCoupon ? `${grade.monthlyCoupon.dcRate}% 할인 (${formatWon(grade.monthlyCoupon.minOrderAmt)} 이상 구매 시)` : '없음'}</dd>
              </div>
            </dl>
            <p className="club-grade__benefit">{grade.benefit}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
