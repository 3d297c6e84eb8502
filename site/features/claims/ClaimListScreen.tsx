/** The claim list's island (`/or/claim-list`): tabs 전체/취소/교환/반품, a card per claim with its status, 더보기. */
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatNumber } from '#shared/format';
import { LOCALE_BASE } from '#shared/site-path';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Tabs } from '#components/ui/Tabs.tsx';
import { islandScreen } from '../error/IslandScreen';
import { ClaimCard } from './ClaimCard';
import { $claimList, CLAIM_TABS, showMore, showTab } from './claim-list-store';
import { ScreenError } from '#components/ui/ScreenError.tsx';

function ClaimListApp() {
  const state = useStore($claimList);
  useEffect(() => {
    void showTab('ALL');
  }, []);
  return (
    <Tabs label="신청 유형" tabs={CLAIM_TABS.map(({ tab, name }) => ({ value: tab, label: name }))} value={state.tab} onSelect={(tab) => void showTab(tab)}>
      {state.status === 'loading' ? (
        <p className="claim-status" role="status" aria-busy="true">
          신청 내역을 불러오는 중입니다.
        </p>
      ) : null}
      {state.status === 'error' ? <ScreenError message={state.message} onRetry={() => void showTab(state.tab)} /> : null}
      {state.status === 'ready' && state.claims.length === 0 ? (
        <EmptyState icon="box" title="취소/교환/반품 내역이 없습니다." text="주문/배송 조회에서 주문별로 취소, 교환, 반품을 신청할 수 있습니다.">
          <a className="button" href={`${LOCALE_BASE}/or/order-list`}>
            주문/배송 조회
          </a>
        </EmptyState>
      ) : null}
      {state.claims.length > 0 ? (
        <>
          <p className="claim-muted">전체 {formatNumber(state.totalCnt)}건</p>
          <ul className="claim-cards" aria-label="신청 내역">
            {state.claims.map((claim) => (
              <ClaimCard key={claim.clmNo} claim={claim} />
            ))}
          </ul>
        </>
      ) : null}
      {state.status === 'ready' && state.claims.length < state.totalCnt ? (
        <button type="button" className="button claim-more" disabled={state.busy} onClick={() => void showMore()}>
          더보기
        </button>
      ) : null}
    </Tabs>
  );
}

export const ClaimListScreen = islandScreen('claim-screen', ClaimListApp);
