/**
 * Editor status (the content team's): appoint a member with the name they will publish under, or
 * release them. A released editor keeps their number and name, so appointing them again brings
 * back the same byline; their published postings stay either way. Both are in the audit log.
 */
import { TextField, Typography } from '@mui/material';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import type { CustomerDetail } from './customer-detail';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

export function EditorForm({ customer }: { customer: CustomerDetail }) {
  const active = customer.editor?.editorYn === 'Y';
  async function submit(fields: Record<string, string>) {
    if (active) {
      await opsCall(OPS.releaseEditor, { incsNo: customer.incsNo });
      return '에디터에서 해제했습니다. 이제 포스팅을 쓰거나 고칠 수 없습니다.';
    }
    const appointed = await opsCall(OPS.appointEditor, { incsNo: customer.incsNo, nickNm: fields.nickNm });
    return `‘${appointed.nickNm}’ 에디터(${appointed.editorNo})로 지정했습니다. 마이페이지에서 포스팅을 쓸 수 있습니다.`;
  }
  return (
    <ActionForm
      key={customer.editor?.editorYn ?? 'none'}
      name={active ? '에디터 해제' : '에디터 지정'}
      submitLabel={active ? '에디터 해제' : '에디터 지정'}
      busyLabel="처리하는 중…"
      onSubmit={submit}
    >
      <Typography>{active ? `에디터 ${customer.editor!.nickNm} (${customer.editor!.editorNo})` : '에디터가 아닙니다.'}</Typography>
      {!active && (
        <TextField name="nickNm" label="에디터 이름" required defaultValue={customer.editor?.nickNm ?? ''} slotProps={{ htmlInput: { maxLength: 20 } }} />
      )}
    </ActionForm>
  );
}
