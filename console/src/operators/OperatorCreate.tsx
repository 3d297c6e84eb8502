/**
 * Adding an operator (the owner): ID, name, role and a first password; the answer's TOTP secret
 * is shown here once, for the new operator to add to their authenticator app, and never again.
 */
import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import { Section } from '../section';
import { RoleSelect } from './RoleSelect';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import type { OperatorRole } from '#shared/ops/operator-roles';

interface Created {
  loginId: string;
  totpSecret: string;
  totpUri: string;
}

export function OperatorCreate() {
  const [created, setCreated] = useState<Created | null>(null);
  async function create(fields: Record<string, string>) {
    const answer = await opsCall(OPS.createOperator, {
      loginId: fields.loginId,
      name: fields.name,
      role: fields.role as OperatorRole,
      password: fields.password,
    });
    setCreated({ loginId: answer.operator.loginId, totpSecret: answer.totpSecret, totpUri: answer.totpUri });
    return `운영자 ${answer.operator.loginId}을(를) 추가했습니다.`;
  }
  return (
    <Section title="운영자 추가">
      <ActionForm name="운영자 추가" submitLabel="추가" busyLabel="추가하는 중…" onSubmit={create}>
        <TextField name="loginId" label="아이디 (영문 소문자·숫자 4~20자)" required slotProps={{ htmlInput: { pattern: '[a-z0-9]{4,20}' } }} />
        <TextField name="name" label="이름" required slotProps={{ htmlInput: { maxLength: 20 } }} />
        <RoleSelect defaultRole="CS" />
        <TextField
          name="password"
          type="password"
          label="첫 비밀번호 (12자 이상)"
          required
          autoComplete="new-password"
          slotProps={{ htmlInput: { minLength: 12 } }}
        />
      </ActionForm>
      {created && (
        <Alert severity="warning" role="region" aria-label="인증 앱 비밀키">
          <Typography>
            {created.loginId}의 인증 앱 비밀키입니다. 지금 한 번만 보입니다. 운영자의 인증 앱(Google Authenticator 등)에 직접 입력하게 하세요.
          </Typography>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{created.totpSecret}</Typography>
          <Typography sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: 12 }}>{created.totpUri}</Typography>
        </Alert>
      )}
    </Section>
  );
}
