/** 주문: search, filter by status and Korean dates, sort and page on the gateway (issue 13 §2). */
import { DateInput, DatagridConfigurable, FunctionField, List, NumberField, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { ORDER_STATUSES } from '#shared/order/order-status';
import { orderStatusName } from '#shared/order/order-status';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="주문번호·아이디·이름·송장번호" />,
  <SelectInput key="status" source="status" label="상태" choices={ORDER_STATUSES.map((status) => ({ id: status, name: orderStatusName(status) }))} alwaysOn />,
  <DateInput key="from" source="from" label="시작일" />,
  <DateInput key="to" source="to" label="종료일" />,
];

/** yyyyMMddHHmmss → 2026-11-25 오후 3:04 */
function dttmText(dttm: string): string {
  const hour = Number(dttm.slice(8, 10));
  return `${dttm.slice(0, 4)}-${dttm.slice(4, 6)}-${dttm.slice(6, 8)} ${hour < 12 ? '오전' : '오후'} ${hour % 12 || 12}:${dttm.slice(10, 12)}`;
}

export function OrderList() {
  return (
    <List title="주문" filters={filters} sort={{ field: 'ordDttm', order: 'DESC' }} perPage={25} actions={<TopToolbar />} exporter={false}>
      <DatagridConfigurable bulkActionButtons={false} rowClick={false}>
        <TextField source="ordNo" label="주문번호" sortable={false} />
        <FunctionField source="ordDttm" label="주문일시" render={(record: { ordDttm: string }) => dttmText(record.ordDttm)} />
        <TextField source="custNm" label="주문자" sortable={false} />
        <TextField source="orderNm" label="상품" sortable={false} />
        <NumberField source="payAmt" label="결제 금액" locales="ko-KR" options={{ style: 'currency', currency: 'KRW' }} />
        <TextField source="statusNm" label="상태" sortable={false} />
        <TextField source="trackingNo" label="송장번호" sortable={false} emptyText="-" />
      </DatagridConfigurable>
    </List>
  );
}
