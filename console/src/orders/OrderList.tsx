/** 주문: search, filter by status and Korean dates, sort and page on the gateway. */
import { DateInput, DatagridConfigurable, FunctionField, List, SearchInput, SelectInput, TextField, TopToolbar } from 'react-admin';
import { formatDttm, formatWon } from '#shared/format';
import { ORDER_STATUS_NAMES } from '#shared/order/order-status';
import { choicesOf } from '../choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="주문번호·아이디·이름·송장번호" />,
  <SelectInput key="status" source="status" label="상태" choices={choicesOf(ORDER_STATUS_NAMES)} alwaysOn />,
  <DateInput key="from" source="from" label="시작일" />,
  <DateInput key="to" source="to" label="종료일" />,
];

export function OrderList() {
  return (
    <List title="주문" filters={filters} sort={{ field: 'ordDttm', order: 'DESC' }} perPage={25} actions={<TopToolbar />} exporter={false}>
      <DatagridConfigurable bulkActionButtons={false} rowClick="show">
        <TextField source="ordNo" label="주문번호" sortable={false} />
        <FunctionField source="ordDttm" label="주문일시" render={(record: { ordDttm: string }) => formatDttm(record.ordDttm, { weekday: false })} />
        <TextField source="custNm" label="주문자" sortable={false} />
        <TextField source="orderNm" label="상품" sortable={false} />
        <FunctionField source="payAmt" label="결제 금액" render={(record: { payAmt: number }) => formatWon(record.payAmt)} />
        <TextField source="statusNm" label="상태" sortable={false} />
        <TextField source="trackingNo" label="송장번호" sortable={false} emptyText="-" />
      </DatagridConfigurable>
    </List>
  );
}
