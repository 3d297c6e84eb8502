/**
 * 감사 기록 (owner only, ADR 025, 037): who changed what, when, with the state before and after;
 * console logins, passed or failed, and calls refused for the caller's role. A key's calls carry
 * its name.
 */
import { FunctionField, SelectInput, TextField, TextInput } from 'react-admin';
import { formatDttm, toDttm14 } from '#shared/format';
import type { AuditOutcome } from '#shared/schemas/operator-calls';
import { PagedList } from '../paged-list';
import { AuditSnapshot } from './AuditSnapshot';

const OUTCOMES: Record<AuditOutcome, string> = { DONE: '완료', REFUSED: '거부 (권한 없음)', FAILED: '실패' };

const filters = [
  <TextInput key="target" source="target" label="대상 (예: order:20261125-…)" alwaysOn />,
  <TextInput key="action" source="action" label="작업 (예: /v1/orders/)" alwaysOn />,
  <SelectInput
    key="actorKind"
    source="actorKind"
    label="방식"
    choices={[
      { id: 'OPERATOR', name: '콘솔' },
      { id: 'KEY', name: '운영자 키' },
    ]}
  />,
  <SelectInput key="outcome" source="outcome" label="결과" choices={Object.entries(OUTCOMES).map(([id, name]) => ({ id, name }))} />,
];

/** Paths and targets break anywhere, so the row keeps to a 1366 px screen with both snapshots whole. */
const WRAPPED = { display: 'block', maxWidth: 150, wordBreak: 'break-all' } as const;

interface AuditRow {
  at: number;
  outcome: AuditOutcome;
  before: unknown;
  after: unknown;
}

export function AuditList() {
  return (
    <PagedList title="감사 기록" filters={filters} sort={{ field: 'auditId', order: 'DESC' }} rowClick={false}>
      <FunctionField
        label="일시"
        render={(record: AuditRow) => formatDttm(toDttm14(record.at), { weekday: false })}
        sortable={false}
        sx={{ whiteSpace: 'nowrap' }}
      />
      <TextField source="actorLabel" label="누가" sortable={false} />
      <TextField source="action" label="작업" sortable={false} sx={WRAPPED} />
      <FunctionField label="결과" render={(record: AuditRow) => OUTCOMES[record.outcome]} sortable={false} sx={{ whiteSpace: 'nowrap' }} />
      <TextField source="target" label="대상" sortable={false} emptyText="-" sx={WRAPPED} />
      <FunctionField label="변경 전" render={(record: AuditRow) => <AuditSnapshot value={record.before} />} sortable={false} />
      <FunctionField label="변경 후" render={(record: AuditRow) => <AuditSnapshot value={record.after} before={record.before} />} sortable={false} />
    </PagedList>
  );
}
