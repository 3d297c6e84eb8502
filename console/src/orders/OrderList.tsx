/**
 * 주문: search, filter by status and Korean dates, sort and page on the gateway. On a phone each
 * order is one row of text (number and status, who and what, amount and when) instead of a table
 * wider than the screen, where only the first two columns would show.
 */
import { useMediaQuery, type Theme } from '@mui/material';
import { DateInput, DatagridConfigurable, FunctionField, List, SearchInput, SelectInput, SimpleList, TextField, TopToolbar } from 'react-admin';
import { formatDttm, formatWon } from '#shared/format';
import { ORDER_STATUS_NAMES } from '#shared/order/order-status';
import { shipmentOf, type CarrierCd } from '#shared/order/carriers';
import { choicesOf } from '../choices';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="주문번호·아이디·이름·송장번호" />,
  <SelectInput key="status" source="status" label="상태" choices={choicesOf(ORDER_STATUS_NAMES)} alwaysOn />,
  <DateInput key="from" source="from" label="시작일" />,
  <DateInput key="to" source="to" label="종료일" />,
];

interface OrderRow {
  id: string;
  ordNo: string;
  ordDttm: string;
  custNm: string;
  orderNm: string;
  payAmt: number;
  statusNm: string;
  trackingNo: string | null;
  carrierCd: CarrierCd | null;
}

/** `CJ대한통운 684312345678`, or `-` before shipping. */
function shipped(record: OrderRow) {
  const shipment = shipmentOf(record.carrierCd, record.trackingNo);
  return shipment ? `${shipment.carrierNm} ${shipment.trackingNo}` : '-';
}

const orderedAt = (record: OrderRow) => formatDttm(record.ordDttm, { weekday: false });

export function OrderList() {
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List title="주문" filters={filters} sort={{ field: 'ordDttm', order: 'DESC' }} perPage={25} actions={<TopToolbar />} exporter={false}>
      {onPhone ? (
        <SimpleList<OrderRow>
          linkType="show"
          primaryText={(record) => `${record.ordNo} · ${record.statusNm}`}
          secondaryText={(record) => `${record.custNm} · ${record.orderNm}`}
          tertiaryText={(record) => `${formatWon(record.payAmt)} · ${orderedAt(record)}`}
        />
      ) : (
        <DatagridConfigurable bulkActionButtons={false} rowClick="show">
          <TextField source="ordNo" label="주문번호" sortable={false} />
          <FunctionField source="ordDttm" label="주문일시" render={orderedAt} />
          <TextField source="custNm" label="주문자" sortable={false} />
          <TextField source="orderNm" label="상품" sortable={false} />
          <FunctionField source="payAmt" label="결제 금액" render={(record: OrderRow) => formatWon(record.payAmt)} />
          <TextField source="statusNm" label="상태" sortable={false} />
          <FunctionField source="trackingNo" label="택배사·송장번호" sortable={false} render={shipped} />
        </DatagridConfigurable>
      )}
    </List>
  );
}
