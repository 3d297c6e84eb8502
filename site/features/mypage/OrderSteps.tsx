/** 주문/배송 현황: the last 3 months' orders per delivery step, each linking to the filtered order list. */
import { ORDER_STATUS_NAMES } from '#shared/order/order-status';
import { sitePath } from '#shared/site-path';
import type { MypageHome } from './mypage-api';

const STEPS = ['PAID', 'PREPARING', 'SHIPPING', 'DELIVERED'] as const;

export function OrderSteps({ counts }: { counts: MypageHome['orderCounts'] }) {
  return (
    <section aria-labelledby="mypage-steps-title">
      <h2 id="mypage-steps-title" className="mypage-section__title">
        주문/배송 현황 <span className="mypage-section__sub">최근 3개월</span>
      </h2>
      <ol className="mypage-steps">
        {STEPS.map((step) => (
          <li key={step}>
            {/* The name is what the link shows ("0건 결제완료"), so speech input finds it by its words. */}
            <a href={sitePath(`or/order-list?status=${step}`)}>
              <strong>{`${counts[step]}건`}</strong> <span>{ORDER_STATUS_NAMES[step]}</span>
            </a>
          </li>
        ))}
      </ol>
    </section>
  );
}
