/**
 * 그린티클럽 등급 안내 (`/cu/greentea-club-membership-info`): how grades are decided
 * (confirmed purchases of the last six months, recalculated on the 1st of each month), every
 * grade's benefits from D1, and for a member their grade and what the next one needs.
 */
import { sitePath } from '#shared/site-path';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { islandScreen } from '../error/IslandScreen';
import { GradeTable } from './GradeTable';
import { nextGradeSentence } from './next-grade';
import type { ClubGuide } from './club-api';
import { useClubGuide } from './use-club-guide';

function MyStanding({ guide }: { guide: ClubGuide }) {
  if (!guide.me) {
    return (
      <p className="club-me">
        <a href={sitePath('cu/login')}>로그인</a>하면 나의 등급과 다음 등급까지 남은 금액을 볼 수 있습니다.
      </p>
    );
  }
  const mine = guide.grades.find((grade) => grade.code === guide.me!.gradeCode);
  return (
    <p className="club-me">
      나의 등급은 <strong>{mine?.name ?? '-'}</strong>입니다. {nextGradeSentence(guide.grades, guide.me)}
    </p>
  );
}

function ClubInfoApp() {
  const state = useClubGuide();
  if (state.phase === 'loading') return <StatusNote busy>등급 정보를 불러오는 중입니다.</StatusNote>;
  if (state.phase === 'error') return <ErrorNote>등급 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.</ErrorNote>;
  const { guide } = state;
  return (
    <>
      <MyStanding guide={guide} />
      <GradeTable grades={guide.grades} myGrade={guide.me?.gradeCode ?? null} />
      <section aria-labelledby="club-rules-title" className="club-rules">
        <h2 id="club-rules-title">등급 산정 기준</h2>
        <ul>
          <li>매월 1일, 최근 6개월 동안 구매확정한 주문의 결제 금액으로 등급이 정해집니다.</li>
          <li>취소·반품된 금액은 제외되며, 등급 쿠폰은 매월 1일에 발급되어 그달 말일까지 쓸 수 있습니다.</li>
          <li>
            적립한 뷰티포인트는 {guide.pointValidityDays}일 동안 쓸 수 있습니다.{' '}
            <a href={sitePath('cu/greentea-club-membership-beauty-point')}>뷰티포인트 안내</a>
          </li>
        </ul>
      </section>
    </>
  );
}

export const ClubInfoScreen = islandScreen('club-screen', ClubInfoApp);
