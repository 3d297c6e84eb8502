/**
 * 뷰티포인트 안내 (`/cu/greentea-club-membership-beauty-point`): how points are
 * earned (grade rates, bottles, events), used (units at checkout) and how long they last, all
 * from the shop's settings, so the page never disagrees with the ledger.
 */
import { formatNumber } from '#shared/format';
import { sitePath } from '#shared/site-path';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { islandScreen } from '../error/IslandScreen';
import { useClubGuide } from './use-club-guide';

function ClubPointApp() {
  const state = useClubGuide();
  if (state.phase === 'loading') return <StatusNote busy>뷰티포인트 안내를 불러오는 중입니다.</StatusNote>;
  if (state.phase === 'error') return <ErrorNote>뷰티포인트 안내를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</ErrorNote>;
  const { guide } = state;
  return (
    <>
      <section aria-labelledby="club-earn-title" className="club-rules">
        <h2 id="club-earn-title">적립</h2>
        <ul>
          {guide.grades.map((grade) => (
            <li key={grade.code}>
              {grade.name}: 구매확정한 결제 금액의 {grade.earnRatePct}%
            </li>
          ))}
          <li>공병 수거: 확인된 공병 1개당 {formatNumber(guide.pointsPerBottle)}P</li>
          <li>이벤트 참여 시 이벤트에서 안내한 만큼 적립됩니다.</li>
        </ul>
      </section>
      <section aria-labelledby="club-use-title" className="club-rules">
        <h2 id="club-use-title">사용</h2>
        <ul>
          <li>주문서에서 {formatNumber(guide.pointUseUnit)}P 단위로 1P = 1원처럼 쓸 수 있습니다.</li>
          <li>주문을 취소하면 사용한 포인트는 되돌려 드립니다.</li>
        </ul>
      </section>
      <section aria-labelledby="club-expiry-title" className="club-rules">
        <h2 id="club-expiry-title">소멸</h2>
        <ul>
          <li>적립일로부터 {formatNumber(guide.pointValidityDays)}일이 지나면 남은 포인트가 소멸됩니다. 먼저 적립된 포인트부터 사용·소멸됩니다.</li>
          <li>소멸 30일 전과 3일 전에 알림함으로 알려 드립니다.</li>
        </ul>
        <p>
          <a href={sitePath('cu/mypage/beauty-point')}>내 뷰티포인트 내역 보기</a>
        </p>
      </section>
    </>
  );
}

export const ClubPointScreen = islandScreen('club-screen', ClubPointApp);
