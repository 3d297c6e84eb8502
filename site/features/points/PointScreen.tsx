/**
 * 뷰티포인트 (`/cu/mypage/beauty-point`): the balance and what expires within 30
 * days, then the history by kind (전체/적립/사용/소멸) and period (1, 3, 6 months or 직접입력).
 */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber } from '#shared/format';
import { POINT_KIND_NAMES, POINT_KINDS } from '#shared/order/point-reasons';
import { sitePath } from '#shared/site-path';
import { ChipGroup } from '#components/ui/ChipGroup.tsx';
import { ErrorNote, StatusNote } from '#components/ui/Notes.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { PeriodFilter } from '#components/ui/PeriodFilter.tsx';
import { islandScreen } from '../error/IslandScreen';
import { PointLines } from './PointLines';
import { $points, searchPoints } from './store';
import { ScreenError } from '#components/ui/ScreenError.tsx';

const TABS = [
  { period: '1M', label: '1개월' },
  { period: '3M', label: '3개월' },
  { period: '6M', label: '6개월' },
] as const;

function PointApp() {
  const { phase, query, history, message } = useStore($points);
  useEffect(() => {
    void searchPoints($points.get().query);
  }, []);
  if (phase === 'loading') return <StatusNote busy>뷰티포인트 내역을 불러오는 중입니다.</StatusNote>;
  if (phase === 'error' || !history) {
    const retry = () => void searchPoints($points.get().query);
    return <ScreenError message={message || '뷰티포인트 내역을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.'} onRetry={retry} />;
  }
  return (
    <>
      <section className="point-summary" aria-label="뷰티포인트 요약">
        <dl>
          <div>
            <dt>사용 가능 포인트</dt>
            <dd>{formatNumber(history.balance)}P</dd>
          </div>
          <div>
            <dt>30일 이내 소멸 예정</dt>
            <dd>{formatNumber(history.expiringIn30Days)}P</dd>
          </div>
        </dl>
        <p className="point-summary__note">
          포인트는 적립일로부터 {formatNumber(history.validityDays)}일 동안 사용할 수 있고, 먼저 적립된 포인트부터 사용·소멸됩니다.{' '}
          <a href={sitePath('cu/greentea-club-membership-beauty-point')}>적립·사용 안내</a>
        </p>
      </section>
      <div className="point-filters">
        <ChipGroup
          label="포인트 구분"
          options={POINT_KINDS.map((kind) => ({ value: kind, label: POINT_KIND_NAMES[kind] }))}
          value={query.kind ?? 'ALL'}
          onSelect={(kind) => void searchPoints({ ...query, kind, page: 1 })}
        />
        <PeriodFilter value={query} tabs={TABS} defaultPeriod="3M" onChange={(period) => void searchPoints({ ...period, kind: query.kind, page: 1 })} />
      </div>
      {message ? <ErrorNote>{message}</ErrorNote> : null}
      <p className="point-range">
        {`${history.fromDt.slice(0, 4)}.${history.fromDt.slice(4, 6)}.${history.fromDt.slice(6)} ~ ${history.toDt.slice(0, 4)}.${history.toDt.slice(4, 6)}.${history.toDt.slice(6)}`}
      </p>
      <PointLines items={history.items} />
      <Pagination page={history.page} last={history.totalPages} label="포인트 내역 페이지" onPage={(page) => void searchPoints({ ...query, page })} />
    </>
  );
}

export const PointScreen = islandScreen('point-screen', PointApp);
