/** Reads the order named by the page's `?ordNo=` for the detail and cancel screens. */
import { useCallback, useEffect, useState } from 'react';
import type { OrderDetail } from '#shared/schemas/order-history-calls';
import { messageOf } from '#components/ui/message-of.ts';
import { fetchOrderDetail } from './orders-api';
import { ordNoFromQuery } from '#shared/order/order-links';

export type DetailState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; order: OrderDetail };

export function useOrderDetail(): { state: DetailState; reload: () => void } {
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    const ordNo = ordNoFromQuery(location.search);
    if (!ordNo) {
      setState({ status: 'error', message: '주문번호가 없습니다. 주문/배송 조회에서 주문을 선택해 주세요.' });
      return;
    }
    let live = true;
    fetchOrderDetail(ordNo).then(
      (order) => live && setState({ status: 'ready', order }),
      (error: unknown) => live && setState({ status: 'error', message: messageOf(error, '주문 정보를 불러오지 못했습니다.') }),
    );
    return () => {
      live = false;
    };
  }, [reloads]);
  return { state, reload: useCallback(() => setReloads((count) => count + 1), []) };
}
