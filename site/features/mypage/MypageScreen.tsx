/**
 * Mypage home's island (`/cu/mypage`), under the member summary: the grade's
 * benefit, the membership barcode, the order steps, wishes and the inbox, and the latest orders
 * (points and coupons are in the summary above it).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber } from '#shared/format';
import { sitePath } from '#shared/site-path';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { islandScreen } from '../error/IslandScreen';
import { MemberBarcode } from './MemberBarcode';
import { OrderSteps } from './OrderSteps';
import { RecentOrders } from './RecentOrders';
import { $mypage, LOAD_ERROR_MESSAGE, loadMypage, reissueCard } from './store';

function MypageApp() {
  const { phase, home, card, note, busy } = useStore($mypage);
  useEffect(() => {
    void loadMypage();
  }, []);
  if (phase === 'loading') return <StatusNote busy>마이페이지 정보를 불러오는 중입니다.</StatusNote>;
  if (phase === 'error' || !home || !card) return <ErrorNote>{LOAD_ERROR_MESSAGE}</ErrorNote>;
  return (
    <>
      <section className="mypage-grade" aria-labelledby="mypage-grade-title">
        <h2 id="mypage-grade-title" className="mypage-section__title">
          {home.grade.name} 등급 혜택
        </h2>
        <p>{home.grade.benefit}</p>
        <a href={sitePath('cu/greentea-club-membership-info')}>그린티클럽 등급 안내</a>
      </section>
      <p className="mypage-expiring">
        <a href={sitePath('cu/mypage/beauty-point')}>
          30일 이내 소멸 예정 뷰티포인트 <strong>{formatNumber(home.expiringPoints)}P</strong>
        </a>
      </p>
      <MemberBarcode card={card} busy={busy} onReissue={() => void reissueCard()} />
      {note?.tone === 'error' ? <ErrorNote>{note.text}</ErrorNote> : <StatusNote>{note?.text}</StatusNote>}
      <OrderSteps counts={home.orderCounts} />
      <ul className="mypage-shortcuts">
        <li>
          <a href={sitePath('cu/mypage/wish')}>
            위시리스트 <strong>{home.wishCount}</strong>
          </a>
        </li>
        <li>
          <a href={sitePath('cu/mypage/alarm')}>
            알림함 <strong>{home.unreadCount}</strong>
            <span className="visually-hidden">개 안 읽음</span>
          </a>
        </li>
      </ul>
      <RecentOrders orders={home.recentOrders} />
    </>
  );
}

export const MypageScreen = islandScreen('mypage-screen', MypageApp);
