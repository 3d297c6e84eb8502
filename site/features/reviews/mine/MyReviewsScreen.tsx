/**
 * 리뷰 (`/cu/mypage/review`): 작성 가능한 리뷰 (delivered or confirmed lines, once per
 * line, within the period, with the last day to write) and 내가 쓴 리뷰 with their state.
 */
import { useEffect, useState } from 'react';
import { formatDttm, formatNumber } from '#shared/format';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Loaded } from '#components/ui/Loaded.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { Tabs } from '#components/ui/Tabs.tsx';
import { useLoaded } from '#components/ui/use-loaded.ts';
import '#components/ui/meta-line.css';
import { islandScreen } from '#features/error/IslandScreen.tsx';
import { ProductLineHead } from './ProductLineHead';
import { WrittenReview } from './WrittenReview';
import { reviewListsLoader, type Tab } from './my-reviews-store';
import type { Writable, Written } from './review-api';
import { MY_REVIEWS_PAGE_SIZE, modifyPath, viewPath, writePath } from './review-paths';

function WritableList({ data, page, onPage }: { data: Writable; page: number; onPage: (page: number) => void }) {
  if (data.items.length === 0) return <EmptyState icon="receipt" title="작성할 리뷰가 없습니다" text="배송이 완료된 상품의 리뷰를 쓸 수 있어요." />;
  return (
    <>
      <p className="rvw-reward">
        텍스트 리뷰 {formatNumber(data.rewards.textPt)}P · 포토 리뷰 {formatNumber(data.rewards.photoPt)}P 적립 (한 달 최대{' '}
        {formatNumber(data.rewards.monthlyMaxPt)}P)
      </p>
      <ul className="rvw-list">
        {data.items.map((line) => (
          <li key={line.orderLineId} className="rvw-card">
            <ProductLineHead line={line} />
            <p className="ui-meta-line">
              배송 완료 {formatDttm(line.deliveredDttm, { time: false, weekday: false })} · {formatDttm(line.deadlineDttm, { time: false, weekday: false })}까지
              작성 가능
            </p>
            <a className="button button--primary" href={writePath(line.orderLineId, page)}>
              리뷰 쓰기
            </a>
          </li>
        ))}
      </ul>
      <Pagination page={page} last={Math.ceil(data.totalCnt / MY_REVIEWS_PAGE_SIZE)} label="작성 가능한 리뷰 페이지" onPage={onPage} />
    </>
  );
}

function WrittenList({ data, page, onPage }: { data: Written; page: number; onPage: (page: number) => void }) {
  if (data.items.length === 0) return <EmptyState icon="receipt" title="작성한 리뷰가 없습니다" text="구매하신 상품의 첫 리뷰를 남겨 보세요." />;
  return (
    <>
      <ul className="rvw-list">
        {data.items.map((review) => (
          <li key={review.reviewNo}>
            <WrittenReview review={review}>
              <a className="button" href={viewPath(review.reviewNo)}>
                보기
              </a>
              {review.editableYn === 'Y' && (
                <a className="button" href={modifyPath(review.reviewNo)}>
                  수정
                </a>
              )}
            </WrittenReview>
          </li>
        ))}
      </ul>
      <Pagination page={page} last={Math.ceil(data.totalCnt / MY_REVIEWS_PAGE_SIZE)} label="내가 쓴 리뷰 페이지" onPage={onPage} />
    </>
  );
}

function MyReviewsApp() {
  // The tab comes from the address (`?tab=written` after a review is saved), read once in the browser.
  const [tab, setTab] = useState<Tab | null>(null);
  const [page, setPage] = useState(1);
  useEffect(() => setTab(new URLSearchParams(location.search).get('tab') === 'written' ? 'written' : 'writable'), []);
  const state = useLoaded(reviewListsLoader, { tab: tab ?? 'writable', page }, tab !== null);
  const choose = (next: Tab) => {
    setTab(next);
    setPage(1);
  };
  const shown = state.data;
  const writableCnt = shown && (shown.tab === 'writable' ? shown.list.totalCnt : shown.list.writableCnt);
  const writtenCnt = shown && (shown.tab === 'written' ? shown.list.totalCnt : shown.list.writtenCnt);
  const body = (lists: NonNullable<typeof shown>) =>
    lists.tab === 'writable' ? <WritableList data={lists.list} page={page} onPage={setPage} /> : <WrittenList data={lists.list} page={page} onPage={setPage} />;
  const tabs = [
    { value: 'writable', label: `작성 가능한 리뷰${writableCnt == null ? '' : ` ${writableCnt}`}` },
    { value: 'written', label: `내가 쓴 리뷰${writtenCnt == null ? '' : ` ${writtenCnt}`}` },
  ] as const;
  return (
    <Tabs label="리뷰 메뉴" tabs={tabs} value={tab} onSelect={choose}>
      <Loaded state={state} loader={reviewListsLoader} loading="불러오는 중입니다.">
        {body}
      </Loaded>
    </Tabs>
  );
}

export const MyReviewsScreen = islandScreen('rvw-screen', MyReviewsApp);
