/** A coupon issued to one member: a won or percent discount, a minimum, its days, and why. */
import { MenuItem, Stack, TextField } from '@mui/material';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { particleAfter } from '#shared/format/particle';

export function CouponIssueForm({ incsNo }: { incsNo: number }) {
  async function issue(fields: Record<string, string>) {
    const amount = Number(fields.amount);
    await opsCall(OPS.issueCoupon, {
      incsNo,
      cpnNm: fields.cpnNm,
      ...(fields.kind === 'RATE' ? { dcRate: amount } : { dcAmt: amount }),
      minOrderAmt: Number(fields.minOrderAmt || 0),
      days: Number(fields.days),
      memo: fields.memo,
    });
    return `‘${fields.cpnNm}’${particleAfter(fields.cpnNm, '을/를')} 발급했습니다.`;
  }
  return (
    <ActionForm name="쿠폰 발급" submitLabel="쿠폰 발급" busyLabel="발급하는 중…" onSubmit={issue}>
      <TextField name="cpnNm" label="쿠폰 이름" required slotProps={{ htmlInput: { maxLength: 50 } }} />
      <Stack direction="row" spacing={2}>
        <TextField name="kind" select label="할인 방식" defaultValue="AMOUNT" sx={{ minWidth: 140 }}>
          <MenuItem value="AMOUNT">원</MenuItem>
          <MenuItem value="RATE">%</MenuItem>
        </TextField>
        <TextField name="amount" label="할인 크기" required slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]+' } }} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <TextField name="minOrderAmt" label="최소 주문 금액(원)" defaultValue="0" slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]+' } }} />
        <TextField name="days" label="유효 기간(일)" defaultValue="30" required slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]+' } }} />
      </Stack>
      <TextField name="memo" label="발급 사유" required slotProps={{ htmlInput: { maxLength: 100 } }} />
    </ActionForm>
  );
}
