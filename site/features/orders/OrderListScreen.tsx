/**
 * The order list's island (`/or/order-list`): period tabs (1·3·6·12개월) or a custom
 * range, a status filter, and the member's orders as cards, 10 a page. The filters live in the
 * URL. The static page cannot know the orders, so the first render shows the loading note.
 */
import { useEffect, useState } from 'react';
import { formatDttm } from '#shared/format';
import type { GetOrderListRequest, GetOrderListResponse } from '#shared/schemas/order-history-calls';
import { LOCALE_BASE } from '#shared/site-path';
import { EmptyState } from '#components/ui/EmptyState.tsx';
import { Loaded } from '#components/ui/Loaded.tsx';
import { Pagination } from '#components/ui/Pagination.tsx';
import { useLoaded } from '#components/ui/use-loaded.ts';
import { islandScreen } from '../error/IslandScreen';
import { OrderCard } from './OrderCard';
import { OrderFilters } from './OrderFilters';
import { ScreenNote } from './OrderParts';
import { orderListLoader } from './order-list-store';
import { readListQuery, writeListQuery } from './order-list-query';

const LOADING = '주문 내역을 불러오는 중입니다.';

function OrderListApp() {
  const [request, setRequest] = useState<GetOrderListRequest | null>(null);
  useEffect(() => setRequest(readListQuery(location.search)), []);
  // The filters live in the address, so a reload or a shared link shows the same list.
  useEffect(() => {
    if (!request) return;
    const query = writeListQuery(request);
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  }, [request]);
  const state = useLoaded(orderListLoader, request as GetOrderListRequest, request !== null);
  if (!request) return <ScreenNote>{LOADING}</ScreenNote>;
  return (
    <>
      <OrderFilters request={request} onChange={setRequest} />
      <Loaded state={state} loader={orderListLoader} loading={LOADING}>
        {(data) => <OrderResults data={data} onPage={(page) => setRequest({ ...request, page })} onChanged={() => void orderListLoader.refetch()} />}
      </Loaded>
    </>
  );
}

function OrderResults({ data, onPage, onChanged }: { data: GetOrderListResponse['data']; onPage: (page: number) => void; onChanged: () => void }) {
  const pages = Math.max(1, Math.ceil(data.totalCnt / data.pageSize));
  const range = `${formatDttm(`${data.fromDt}0000`, { weekday: false, time: false })} ~ ${formatDttm(`${data.toDt}0000`, { weekday: false, time: false })}`;
  return (
    <section className="order-results" aria-label="주문 목록">
      <p className="order-results__summary">
        {range} · 총 {data.totalCnt}건
      </p>
      {data.orders.length === 0 ? (
        <EmptyState icon="receipt" title="조회 기간 내 주문 내역이 없습니다" text="기간을 바꿔 조회하거나 새로운 상품을 둘러보세요.">
          <a className="button" href={LOCALE_BASE}>
            쇼핑 계속하기
          </a>
        </EmptyState>
      ) : (
        <ul className="order-cards">
          {data.orders.map((order) => (
            <OrderCard key={order.ordNo} order={order} onChanged={onChanged} />
          ))}
        </ul>
      )}
      <Pagination page={data.page} last={pages} label="주문 목록 페이지" onPage={onPage} />
    </section>
  );
}

export const OrderListScreen = islandScreen('orders-screen', OrderListApp);
