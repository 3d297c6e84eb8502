/**
 * 공병 수거 (warehouse and customer service): empty-bottle pickups the members asked
 * for; 수거완료 when they arrive, 적립 (the points, once) or 반려, each one legal step.
 */
import { FunctionField, SelectInput, TextField, useRecordContext } from 'react-admin';
import { formatDttm, formatNumber } from '#shared/format';
import { BOTTLE_STATUS_NAMES, type BottleStatus } from '#shared/order/order-status';
import { choicesOf } from '../choices';
import { StepButtons } from '../step-buttons';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { PagedList } from '../paged-list';

const filters = [<SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(BOTTLE_STATUS_NAMES)} />];

/** The moves from each state (edge/src/gateway/claims/bottle-collections.ts). */
const NEXT: Partial<Record<BottleStatus, [BottleStatus, string][]>> = {
  REQUESTED: [
    ['COLLECTED', '수거완료'],
    ['CONFIRMED', '적립'],
    ['REJECTED', '반려'],
  ],
  COLLECTED: [
    ['CONFIRMED', '적립'],
    ['REJECTED', '반려'],
  ],
};

interface BottleRecord {
  id: number;
  status: BottleStatus;
  bottleCnt: number;
  earnPt: number;
  requestedAt: string;
}

function MoveButtons() {
  const record = useRecordContext<BottleRecord>()!;
  return (
    <StepButtons
      steps={NEXT[record.status] ?? []}
      subject={`공병 수거 ${record.id}`}
      route={OPS.moveBottleStatus}
      body={(status) => ({ id: record.id, status })}
    />
  );
}

export function BottleList() {
  return (
    <PagedList title="공병 수거" filters={filters} filterDefaultValues={{ status: 'REQUESTED' }} rowClick={false}>
      <TextField source="id" label="번호" sortable={false} />
      <TextField source="ordNo" label="주문번호" sortable={false} />
      <TextField source="orderNm" label="상품" sortable={false} />
      <FunctionField label="공병" sortable={false} render={(record: BottleRecord) => `${formatNumber(record.bottleCnt)}개`} />
      <FunctionField label="포인트" sortable={false} render={(record: BottleRecord) => `${formatNumber(record.earnPt)}P`} />
      <TextField source="statusNm" label="상태" sortable={false} />
      <FunctionField label="신청" sortable={false} render={(record: BottleRecord) => formatDttm(record.requestedAt, { weekday: false })} />
      <FunctionField label="처리" sortable={false} render={() => <MoveButtons />} />
    </PagedList>
  );
}
