/**
 * 약관·안내 (content team): the shop's terms and policy pages with the version each
 * shows now and any waiting for their day; a row opens the document's versions.
 */
import { Datagrid, FunctionField, List, TextField } from 'react-admin';
import { formatDttm } from '#shared/format';
import type { DocumentOps } from './document-detail';

const dayOf = (yyyymmdd: string) => formatDttm(`${yyyymmdd}000000`, { weekday: false, time: false });

export function DocumentList() {
  return (
    <List title="약관·안내" perPage={100} exporter={false} pagination={false}>
      <Datagrid bulkActionButtons={false} rowClick="show">
        <TextField source="title" label="문서" sortable={false} />
        <FunctionField label="종류" sortable={false} render={(record: DocumentOps) => (record.kind === 'TERMS' ? '약관' : '안내 페이지')} />
        <FunctionField
          label="지금 버전"
          sortable={false}
          render={(record: DocumentOps) => {
            const inForce = record.versions.find((version) => version.phase === 'IN_FORCE');
            return inForce ? `${inForce.versionNo}번 (${record.dateLabel} ${dayOf(inForce.effectiveDt)})` : '없음';
          }}
        />
        <FunctionField
          label="시행 대기"
          sortable={false}
          render={(record: DocumentOps) =>
            record.versions
              .filter((version) => version.phase === 'WAITING')
              .map((version) => `${version.versionNo}번 ${dayOf(version.effectiveDt)}`)
              .join(', ') || '-'
          }
        />
      </Datagrid>
    </List>
  );
}
