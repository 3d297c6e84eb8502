/**
 * 환불 필요 결제 (customer service and the owner): payments the provider approved for an order the shop
 * could not record them on, whose automatic cancel it refused, so the shopper was charged for
 * nothing. The cron retries the transient refusals by itself; here an operator sends the same cancel
 * again (다시 취소), or closes one given back another way with a note saying how (직접 환불 완료).
 */
import { useState } from 'react';
import { Box, Button, Link, TextField as Input, Typography } from '@mui/material';
import { FunctionField, SelectInput, TextField, useBasename, useRecordContext } from 'react-admin';
import { formatDttm, formatNumber, formatWon } from '#shared/format';
import { PAYMENT_VOID_MEMO_MAX, PAYMENT_VOID_STATUS_NAMES } from '#shared/order/payment-void-status';
import type { PaymentVoid } from '#shared/schemas/payment-void-ops-calls';
import { choicesOf } from '../choices';
import { useOpsAction } from '../use-ops-action';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { PagedList } from '../paged-list';

const filters = [<SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(PAYMENT_VOID_STATUS_NAMES)} />];

const PROVIDER_NAMES: Record<PaymentVoid['provider'], string> = { test: '테스트 결제', toss: '토스페이먼츠' };
const when = (dttm: string | null) => (dttm ? formatDttm(dttm, { weekday: false }) : '-');

/** The send-again and close-by-hand actions of a pending one. */
function PendingActions({ record }: { record: PaymentVoid }) {
  const { run, busy } = useOpsAction();
  const [memo, setMemo] = useState('');
  const subject = `결제 ${record.voidId}`;
  const retry = () =>
    run(OPS.retryPaymentVoid, { voidId: record.voidId }, (after) =>
      after.status === 'VOIDED'
        ? { message: `${subject}: 결제사에서 취소되어 고객에게 돌아갔습니다.`, type: 'success' }
        : { message: `${subject}: 결제사가 취소를 다시 거절했습니다. ${after.lastMessage}`, type: 'warning' },
    );
  const resolve = () => run(OPS.resolvePaymentVoid, { voidId: record.voidId, memo }, `${subject}: 직접 환불 완료로 처리했습니다.`);
  return (
    <>
      <Typography>
        {record.autoRetryYn === 'Y'
          ? '결제사가 잠시 응답하지 않아 10분마다 자동으로 다시 취소합니다. 지금 다시 취소할 수도 있습니다.'
          : '자동으로 다시 취소하지 않습니다. 다시 취소해 보거나, 계좌 이체 등으로 돌려준 뒤 직접 환불 완료로 처리해 주세요.'}
      </Typography>
      <Button variant="contained" disabled={busy} onClick={() => void retry()} aria-label={`다시 취소 (${subject})`} sx={{ justifySelf: 'start' }}>
        다시 취소
      </Button>
      <Input
        label={`${subject} 처리 내용`}
        size="small"
        placeholder="예: 고객 계좌로 이체 환불"
        value={memo}
        onChange={(event) => setMemo(event.target.value)}
        slotProps={{ htmlInput: { maxLength: PAYMENT_VOID_MEMO_MAX } }}
      />
      <Button
        variant="outlined"
        disabled={busy || memo.trim() === ''}
        onClick={() => void resolve()}
        aria-label={`직접 환불 완료 (${subject})`}
        sx={{ justifySelf: 'start' }}
      >
        직접 환불 완료
      </Button>
    </>
  );
}

/** What the provider said and who the shopper is, under the row; the actions while it is pending. */
function VoidPanel() {
  const record = useRecordContext<PaymentVoid>()!;
  const basename = useBasename();
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1, maxWidth: 720 }}>
      <Typography>
        {PROVIDER_NAMES[record.provider]} · 결제 키 {record.paymentKey} · 거절 코드 {record.lastCode} · 마지막 시도 {when(record.lastTriedDttm)}
      </Typography>
      <Typography>
        고객{' '}
        <Link href={`${basename}/customers/${record.incsNo}/show`}>
          {record.custNm} ({record.custWebId ?? record.incsNo})
        </Link>
      </Typography>
      {record.status === 'PENDING' ? (
        <PendingActions record={record} />
      ) : (
        <Typography>
          {when(record.resolvedDttm)} {record.resolvedBy ?? '자동 재시도'} · {record.statusNm}
          {record.memo ? ` · ${record.memo}` : ''}
        </Typography>
      )}
    </Box>
  );
}

export function PaymentVoidList() {
  return (
    <PagedList title="환불 필요 결제" filters={filters} filterDefaultValues={{ status: 'PENDING' }} rowClick="expand" expand={<VoidPanel />}>
      <TextField source="voidId" label="번호" sortable={false} />
      <FunctionField label="접수" sortable={false} render={(record: PaymentVoid) => when(record.createdDttm)} />
      <TextField source="ordNo" label="주문번호" sortable={false} />
      <TextField source="custNm" label="고객" sortable={false} />
      <FunctionField label="금액" sortable={false} render={(record: PaymentVoid) => formatWon(record.amount)} />
      <TextField source="lastMessage" label="거절 사유" sortable={false} />
      <FunctionField label="시도" sortable={false} render={(record: PaymentVoid) => `${formatNumber(record.attempts)}회`} />
      <TextField source="statusNm" label="상태" sortable={false} />
    </PagedList>
  );
}
