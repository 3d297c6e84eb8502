/**
 * 운영자 키 (the owner, ADR 037): a key per person or script, with its role, its last four
 * characters, who made it and when it was last used; the owner makes one (shown once) and revokes
 * one, whose calls then stop at once. The audit log names each call's key.
 */
import { Button } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useRecordContext } from 'react-admin';
import { formatDttm, toDttm14 } from '#shared/format';
import { OPERATOR_ROLES, type OperatorRole } from '#shared/ops/operator-roles';
import { useOpsAction } from '../use-ops-action';
import { OperatorKeyCreate } from './OperatorKeyCreate';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

interface KeyRecord {
  keyId: number;
  name: string;
  role: OperatorRole;
  keyHint: string;
  lastUsedAt: number | null;
  revokedAt: number | null;
}

const when = (at: number | null, none: string) => (at === null ? none : formatDttm(toDttm14(at), { weekday: false }));

function RevokeButton() {
  const record = useRecordContext<KeyRecord>()!;
  const { run, busy } = useOpsAction();
  if (record.revokedAt !== null) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color="error"
      disabled={busy}
      aria-label={`폐기 (${record.name})`}
      onClick={() => void run(OPS.revokeOperatorKey, { keyId: record.keyId }, `${record.name} 키를 폐기했습니다. 이 키로 하는 호출은 이제 거부됩니다.`)}
    >
      폐기
    </Button>
  );
}

export function OperatorKeyList() {
  return (
    <>
      <List title="운영자 키" perPage={100} exporter={false} pagination={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="이름" sortable={false} />
          <FunctionField label="역할" sortable={false} render={(record: KeyRecord) => OPERATOR_ROLES[record.role]} />
          <FunctionField label="키 끝자리" sortable={false} render={(record: KeyRecord) => `…${record.keyHint}`} />
          <TextField source="createdBy" label="만든 사람" sortable={false} />
          <FunctionField label="마지막 사용" sortable={false} render={(record: KeyRecord) => when(record.lastUsedAt, '없음')} />
          <FunctionField
            label="상태"
            sortable={false}
            render={(record: KeyRecord) => (record.revokedAt === null ? '사용 중' : `폐기 (${when(record.revokedAt, '')})`)}
          />
          <FunctionField label="처리" sortable={false} render={() => <RevokeButton />} />
        </Datagrid>
      </List>
      <OperatorKeyCreate />
    </>
  );
}
