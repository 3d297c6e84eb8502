/**
 * 교환·반품 (customer service): the claims waiting for someone; 수거 시작, 완료 (a return refunds its
 * lines) or 반려, each one legal step through the operator API.
 */
import { FunctionField, SelectInput, TextField, useRecordContext } from 'react-admin';
import { CLAIM_STATUS_NAMES, CLAIM_TYPE_NAMES } from '#shared/order/order-status';
import { choicesOf } from '../choices';
import { StepButtons } from '../step-buttons';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { PagedList } from '../paged-list';

const filters = [
  <SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(CLAIM_STATUS_NAMES)} />,
  <SelectInput key="type" source="type" label="종류" alwaysOn choices={choicesOf(CLAIM_TYPE_NAMES)} />,
];

/** The moves an operator may make from each state. */
const NEXT: Record<string, [string, string][]> = {
  REQUESTED: [
    ['PICKING_UP', '수거 시작'],
    ['REJECTED', '반려'],
  ],
  PICKING_UP: [
    ['COMPLETED', '완료'],
    ['REJECTED', '반려'],
  ],
};

function MoveButtons() {
  const record = useRecordContext<{ clmNo: number; status: string; clmTypeNm: string }>()!;
  return (
    <StepButtons
      steps={NEXT[record.status] ?? []}
      subject={`${record.clmTypeNm} ${record.clmNo}`}
      route={OPS.moveClaimStatus}
      body={(status) => ({ clmNo: record.clmNo, status })}
    />
  );
}

export function ClaimList() {
  return (
    <PagedList title="교환·반품" filters={filters} filterDefaultValues={{ status: 'REQUESTED' }} rowClick={false}>
      <TextField source="clmNo" label="번호" sortable={false} />
      <TextField source="clmTypeNm" label="종류" sortable={false} />
      <TextField source="ordNo" label="주문번호" sortable={false} />
      <TextField source="orderNm" label="상품" sortable={false} />
      <TextField source="reasonNm" label="사유" sortable={false} />
      <TextField source="statusNm" label="상태" sortable={false} />
      <FunctionField label="처리" sortable={false} render={() => <MoveButtons />} />
    </PagedList>
  );
}
