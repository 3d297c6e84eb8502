/**
 * A new operator key (the owner, ADR 037): its name (who or what uses it) and role; the answer's
 * key is shown here once, to be put in the script's settings, and never again.
 */
import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import { Section } from '../section';
import { RoleSelect } from './RoleSelect';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import type { OperatorRole } from '#shared/ops/operator-roles';

export function OperatorKeyCreate() {
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  async function create(fields: Record<string, string>) {
    const answer = await opsCall(OPS.createOperatorKey, { name: fields.name, role: fields.role as OperatorRole });
    setCreated({ name: answer.key.name, secret: answer.secret });
    return `${answer.key.name} 키를 만들었습니다.`;
  }
  return (
    <Section title="운영자 키 만들기">
      <Typography variant="body2">사람이나 스크립트마다 키를 따로 만드세요. 감사 기록에 키 이름이 남고, 키 하나만 폐기할 수 있습니다.</Typography>
      <ActionForm name="운영자 키 만들기" submitLabel="만들기" busyLabel="만드는 중…" onSubmit={create}>
        <TextField name="name" label="키 이름 (예: 송장 스크립트)" required slotProps={{ htmlInput: { maxLength: 30 } }} />
        <RoleSelect defaultRole="WAREHOUSE" />
      </ActionForm>
      {created && (
        <Alert severity="warning" role="region" aria-label="새 운영자 키">
          <Typography>{created.name} 키입니다. 지금 한 번만 보입니다. 스크립트의 설정(X-Operator-Key)에 바로 넣어 두세요.</Typography>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{created.secret}</Typography>
        </Alert>
      )}
    </Section>
  );
}
