/**
 * What the operator does to one order: the next status step (a carrier and its tracking number to ship), and a
 * cancel (before shipping) or a refund (after delivery, without a pickup) of the whole order or of
 * some units, always with a reason the member and the audit log see.
 */
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { formatNumber, formatWon } from '#shared/format';
import { CANCEL_REASONS } from '#shared/order/cancel-reasons';
import { ORDER_STATUS_NAMES } from '#shared/order/order-status';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import type { OrderOpsDetail } from './order-detail';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import type { CancelReasonCd } from '#shared/schemas/order-history-calls';
import { withParticle } from '#shared/format/particle';
import { CARRIERS, type CarrierCd } from '#shared/order/carriers';

export function OrderMoveForm({ order }: { order: OrderOpsDetail }) {
  const next = order.nextStatus!;
  async function move(fields: Record<string, string>) {
    const parcel = next === 'SHIPPING' ? { carrierCd: fields.carrierCd as CarrierCd, trackingNo: fields.trackingNo } : {};
    await opsCall(OPS.moveOrderStatus, { ordNo: order.ordNo, status: next, ...parcel });
    return `${withParticle(ORDER_STATUS_NAMES[next], '으로/로')} 변경했습니다.`;
  }
  return (
    <ActionForm name="상태 변경" submitLabel={`${withParticle(ORDER_STATUS_NAMES[next], '으로/로')} 변경`} busyLabel="변경하는 중…" onSubmit={move}>
      {next === 'SHIPPING' && <ParcelFields />}
    </ActionForm>
  );
}

/** The carrier beside its number; each carrier's number rule is checked by the call, which names it. */
function ParcelFields() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField name="carrierCd" select label="택배사" required defaultValue="" sx={{ minWidth: 160 }}>
        {Object.values(CARRIERS).map((carrier) => (
          <MenuItem key={carrier.carrierCd} value={carrier.carrierCd}>
            {carrier.carrierNm}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="trackingNo" label="송장번호" required fullWidth slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9\\- ]{10,20}' } }} />
    </Stack>
  );
}

export function OrderCancelForm({ order }: { order: OrderOpsDetail }) {
  const before = order.status === 'PAID' || order.status === 'PREPARING';
  const preview = order.refundPreview!;
  async function cancel(fields: Record<string, string>) {
    const lines = order.lines.map((line) => ({ ordLineNo: line.ordLineNo, qty: Number(fields[`qty-${line.ordLineNo}`] || 0) })).filter((line) => line.qty > 0);
    const done = await opsCall(OPS.cancelOrder, {
      ordNo: order.ordNo,
      reasonCd: fields.reasonCd as CancelReasonCd,
      memo: fields.memo,
      lines: lines.length > 0 ? lines : undefined,
    });
    return `환불했습니다. 결제 ${formatWon(done.refundAmt)}${done.refundPt > 0 ? `, 포인트 ${formatNumber(done.refundPt)}P` : ''}`;
  }
  return (
    <ActionForm name="취소·환불" submitLabel={before ? '주문 취소' : '환불'} busyLabel="환불하는 중…" onSubmit={cancel}>
      <Typography>
        전체를 {before ? '취소' : '환불'}하면 돌려줄 것: 결제 {formatWon(preview.refundAmt)}
        {preview.refundPt > 0 ? `, 포인트 ${formatNumber(preview.refundPt)}P` : ''}
        {preview.couponNm ? `, 쿠폰 ${preview.couponNm}` : ''}. 일부만 하려면 상품별 수량을 적습니다.
      </Typography>
      {order.lines
        .filter((line) => line.qty > line.refundedQty)
        .map((line) => (
          <TextField
            key={line.ordLineNo}
            name={`qty-${line.ordLineNo}`}
            label={`${line.prdNm} 환불 수량 (최대 ${line.qty - line.refundedQty})`}
            defaultValue="0"
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]+' } }}
          />
        ))}
      <TextField name="reasonCd" select label="사유 구분" defaultValue="ETC">
        {Object.entries(CANCEL_REASONS).map(([code, name]) => (
          <MenuItem key={code} value={code}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="memo" label="회원에게 보일 사유" required slotProps={{ htmlInput: { maxLength: 200 } }} />
    </ActionForm>
  );
}
