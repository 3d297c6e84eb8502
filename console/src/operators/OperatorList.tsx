/**
 * 운영자 (the owner): who may use the console, with their role and last login; the
 * owner adds an operator (whose authenticator secret is shown once) and stops or restores one.
 */
import { Button } from '@mui/material';
import { Datagrid, FunctionField, List, TextField, useRecordContext } from 'react-admin';
import { formatDttm, toDttm14 } from '#shared/format';
import { OPERATOR_ROLES, type OperatorRole } from '#shared/ops/operator-roles';
import { useOpsAction } from '../use-ops-action';
import { OperatorCreate } from './OperatorCreate';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

interface OperatorRecord {
  operatorId: number;
  name: string;
  role: OperatorRole;
  status: 'ACTIVE' | 'DISABLED';
  lastLoginAt: number | null;
}

function StatusButton() {
  const record = useRecordContext<OperatorRecord>()!;
  const { run, busy } = useOpsAction();
  const stop = record.status === 'ACTIVE';
  const label = stop ? '사용 중지' : '다시 사용';
  return (
    <Button
      size="small"
      variant={stop ? 'outlined' : 'contained'}
      disabled={busy}
      aria-label={`${label} (${record.name})`}
      onClick={() =>
        void run(OPS.setOperatorStatus, { operatorId: record.operatorId, status: stop ? 'DISABLED' : 'ACTIVE' }, `${record.name}: ${label} 처리했습니다.`)
      }
    >
      {label}
    </Button>
  );
}

export function OperatorList() {
  return (
    <>
      <List title="운영자" perPage={100} exporter={false} pagination={false}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="name" label="이름" sortable={false} />
          <TextField source="loginId" label="아이디" sortable={false} />
          <FunctionField label="역할" sortable={false} render={(record: OperatorRecord) => OPERATOR_ROLES[record.role]} />
          <FunctionField label="상태" sortable={false} render={(record: OperatorRecord) => (record.status === 'ACTIVE' ? '사용 중' : '사용 중지')} />
          <FunctionField
            label="마지막 로그인"
            sortable={false}
            render={(record: OperatorRecord) => (record.lastLoginAt ? formatDttm(toDttm14(record.lastLoginAt), { weekday: false }) : '없음')}
          />
          <FunctionField label="처리" sortable={false} render={() => <StatusButton />} />
        </Datagrid>
      </List>
      <OperatorCreate />
    </>
  );
}
