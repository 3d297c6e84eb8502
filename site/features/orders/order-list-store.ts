/** The order list's loader (ADR 047): one page of the member's orders for the filters in the address. */
import { createLoader } from '#components/ui/loader.ts';
import { fetchOrderList } from './orders-api';

export const orderListLoader = createLoader(fetchOrderList, '주문 내역을 불러오지 못했습니다.');
