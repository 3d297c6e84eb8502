/**
 * Employee status by hand: confirmed with the company and employee number (the same
 * link e-mail verification makes), or ended when the member left; both with a reason.
 */
import { MenuItem, TextField, Typography } from '@mui/material';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import type { CustomerDetail } from './customer-detail';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

export function EmployeeForm({ customer }: { customer: CustomerDetail }) {
  const employee = customer.empYn === 'Y';
  async function submit(fields: Record<string, string>) {
    await opsCall(OPS.setCustomerEmployee, {
      incsNo: customer.incsNo,
      empYn: employee ? 'N' : 'Y',
      afcpCd: fields.afcpCd,
      empNo: fields.empNo,
      memo: fields.memo,
    });
    return employee ? '임직원 인증을 해제했습니다. 임직원가가 바로 닫힙니다.' : '임직원으로 확인했습니다. 임직원가가 바로 열립니다.';
  }
  return (
    <ActionForm
      key={customer.empYn}
      name={employee ? '임직원 해제' : '임직원 확인'}
      submitLabel={employee ? '임직원 해제' : '임직원 확인'}
      busyLabel="처리하는 중…"
      onSubmit={submit}
    >
      <Typography>{employee ? `${customer.afcpNm} 임직원 (사번 ${customer.empNo})` : '임직원 인증이 없습니다.'}</Typography>
      {!employee && (
        <>
          <TextField name="afcpCd" select label="회사" required defaultValue="">
            {customer.companies.map((company) => (
              <MenuItem key={company.code} value={company.code}>
                {company.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField name="empNo" label="사번" required slotProps={{ htmlInput: { maxLength: 30 } }} />
        </>
      )}
      <TextField name="memo" label={employee ? '해제 사유' : '확인 사유'} required slotProps={{ htmlInput: { maxLength: 100 } }} />
    </ActionForm>
  );
}
