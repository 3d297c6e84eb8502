/** The latest three orders, each opening its detail; an empty list says so and points to shopping. */
import { formatDttm, formatWon } from '#shared/format';
import { orderDetailUrl } from '#shared/order/order-links';
import { sitePath } from '#shared/site-path';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import type { MypageHome } from './mypage-api';

export function RecentOrders({ orders }: { orders: MypageHome['recentOrders'] }) {
  return (
    <section aria-labelledby="mypage-recent-title">
      <div className="mypage-section__head">
        <h2 id="mypage-recent-title" className="mypage-section__title">
          최근 주문
        </h2>
        <a href={sitePath('or/order-list')}>전체보기</a>
      </div>
      {orders.length === 0 ? (
        <EmptyState icon="receipt" title="최근 주문한 상품이 없습니다">
          <a className="button" href={sitePath('dp')}>
            쇼핑하러 가기
          </a>
        </EmptyState>
      ) : (
        <ul className="mypage-orders">
          {orders.map((order) => (
            <li key={order.ordNo}>
              <a href={orderDetailUrl(order.ordNo)} className="mypage-order">
                {order.imageUrl ? <img src={order.imageUrl} alt="" width={56} height={56} loading="lazy" /> : <span className="mypage-order__image" />}
                <span className="mypage-order__body">
                  <span className="mypage-order__status">{order.statusNm}</span>
                  <span className="mypage-order__name">{order.orderNm}</span>
                  <span className="mypage-order__meta">
                    {formatDttm(order.ordDttm, { time: false })} · {formatWon(order.payAmt)}
                  </span>
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
