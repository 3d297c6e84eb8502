/** A member's grade changed by hand, with a reason; the club's monthly run grades everyone again. */
import { MenuItem, TextField, Typography } from '@mui/material';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import type { CustomerDetail } from './customer-detail';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { withParticle } from '#shared/format/particle';

export function GradeForm({ customer }: { customer: CustomerDetail }) {
  async function change(fields: Record<string, string>) {
    const changed = await opsCall(OPS.setCustomerGrade, { incsNo: customer.incsNo, gradeCd: fields.gradeCd, memo: fields.memo });
    return `등급을 ${withParticle(changed.gradeNm, '으로/로')} 바꿨습니다.`;
  }
  return (
    <ActionForm name="등급 변경" submitLabel="등급 변경" busyLabel="바꾸는 중…" onSubmit={change}>
      <Typography>지금 {customer.gradeNm}. 매달 1일 정기 등급 산정 때 최근 6개월 구매 금액으로 다시 정해집니다.</Typography>
      <TextField key={customer.gradeCd} name="gradeCd" select label="새 등급" defaultValue={customer.gradeCd}>
        {customer.grades.map((grade) => (
          <MenuItem key={grade.code} value={grade.code}>
            {grade.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField name="memo" label="등급 변경 사유" required slotProps={{ htmlInput: { maxLength: 100 } }} />
    </ActionForm>
  );
}
