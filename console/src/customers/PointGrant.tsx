/**
 * 포인트 지급 (owner and customer service): beauty points granted to (or taken back
 * from) one member, always with a reason the member's ledger shows; the audit log keeps who. On its
 * own page the member is typed by ID; on a customer's page the member is that customer.
 */
import { MenuItem, TextField, Typography } from '@mui/material';
import { formatNumber } from '#shared/format';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import type { RouteRequest } from '#shared/schemas/contract';

export function PointGrantForm({ custWebId }: { custWebId?: string | null }) {
  async function grant(fields: Record<string, string>) {
    const delta = Number(fields.delta);
    const member = custWebId ?? fields.custWebId;
    const answer = await opsCall(OPS.grantPoints, {
      custWebId: member,
      delta,
      memo: fields.memo,
      reason: fields.reason as RouteRequest<typeof OPS.grantPoints>['reason'],
    });
    return `${member} 회원에게 ${formatNumber(Math.abs(delta))}P를 ${delta > 0 ? '지급' : '차감'}했습니다. 남은 포인트 ${formatNumber(answer.rmnPt)}P`;
  }
  return (
    <ActionForm name="포인트 지급" submitLabel="지급" busyLabel="지급하는 중…" onSubmit={grant}>
      <Typography>음수를 적으면 차감합니다. 사유는 회원의 포인트 내역에 보입니다.</Typography>
      {!custWebId && <TextField name="custWebId" label="회원 아이디" required />}
      <TextField name="delta" label="포인트" required slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '-?[0-9]+' } }} />
      <TextField name="memo" label="사유" required slotProps={{ htmlInput: { maxLength: 100 } }} />
      <TextField name="reason" select label="구분" defaultValue="ADJUST">
        <MenuItem value="ADJUST">운영자 조정</MenuItem>
        <MenuItem value="EVENT">이벤트 적립</MenuItem>
      </TextField>
    </ActionForm>
  );
}
