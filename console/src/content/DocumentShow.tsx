/**
 * One document's versions: what is in force, what was, and what waits for its day.
 * A new version is written for tomorrow or later; a waiting one may be changed or dropped; one in
 * force or past is the record of what shoppers agreed to and stays as it is.
 */
import { Button, Grid, Stack, TextField, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatDttm, toDttm14 } from '#shared/format';
import { ActionForm } from '../action-form';
import { opsCall } from '../ops-fetch';
import { Section } from '../section';
import { useOpsAction } from '../use-ops-action';
import { PHASE_NAMES, type DocumentOps, type DocumentVersionOps } from './document-detail';
import { recordShowPage } from '../record-pages';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

const dayOf = (yyyymmdd: string) => formatDttm(`${yyyymmdd}000000`, { weekday: false, time: false });
/** 2026-12-01 (a date input) ↔ 20261201. */
const toDay = (value: string) => value.replace(/-/g, '');
const tomorrowInput = () => {
  const day = toDttm14(Date.now() + 86_400_000);
  return `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`;
};

function VersionForm({ doc, version }: { doc: DocumentOps; version?: DocumentVersionOps }) {
  async function save(fields: Record<string, string>) {
    await opsCall(OPS.saveDocumentVersion, {
      docId: doc.docId,
      versionNo: version?.versionNo,
      effectiveDt: toDay(fields.effectiveDt),
      body: fields.body,
    });
    return version ? `${version.versionNo}번 버전을 고쳤습니다.` : `새 버전을 ${fields.effectiveDt}부터 시행하도록 등록했습니다.`;
  }
  const label = version ? `${version.versionNo}번 버전 고치기` : '새 버전';
  const initialDay = version ? `${version.effectiveDt.slice(0, 4)}-${version.effectiveDt.slice(4, 6)}-${version.effectiveDt.slice(6, 8)}` : tomorrowInput();
  return (
    <ActionForm name={label} submitLabel={version ? '고치기' : '새 버전 등록'} busyLabel="저장하는 중…" onSubmit={save}>
      <TextField name="effectiveDt" type="date" label={doc.dateLabel} required defaultValue={initialDay} slotProps={{ htmlInput: { min: tomorrowInput() } }} />
      <TextField
        name="body"
        label="내용"
        required
        multiline
        minRows={version ? 6 : 10}
        defaultValue={version?.body ?? ''}
        helperText="빈 줄로 문단을 나누고, ## 로 소제목, - 로 목록을 씁니다."
      />
    </ActionForm>
  );
}

function DropButton({ doc, version }: { doc: DocumentOps; version: DocumentVersionOps }) {
  const { run, busy } = useOpsAction();
  return (
    <Button
      variant="outlined"
      color="error"
      disabled={busy}
      onClick={() => void run(OPS.deleteDocumentVersion, { docId: doc.docId, versionNo: version.versionNo }, `${version.versionNo}번 버전을 지웠습니다.`)}
    >
      {version.versionNo}번 버전 지우기
    </Button>
  );
}

function DocumentPage() {
  const doc = useRecordContext<DocumentOps>();
  if (!doc?.versions) return null;
  return (
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <Stack spacing={2}>
          {doc.versions.map((version) => (
            <Section key={version.versionNo} title={`${version.versionNo}번 · ${PHASE_NAMES[version.phase]} · ${doc.dateLabel} ${dayOf(version.effectiveDt)}`}>
              {version.phase === 'WAITING' ? (
                <>
                  <VersionForm doc={doc} version={version} />
                  <DropButton doc={doc} version={version} />
                </>
              ) : (
                // A long body scrolls inside its card; focusable, so it scrolls from the keyboard too.
                <Typography tabIndex={0} aria-label={`${version.versionNo}번 내용`} sx={{ whiteSpace: 'pre-line', maxHeight: 240, overflow: 'auto' }}>
                  {version.body}
                </Typography>
              )}
            </Section>
          ))}
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Section title={`${doc.title}: 새 버전`}>
          <Typography>시행일은 내일 이후입니다. 그날 0시(한국 시간)부터 고객에게 이 버전이 보이고, 지금 버전은 지난 버전으로 남습니다.</Typography>
          <VersionForm key={doc.versions.length} doc={doc} />
        </Section>
      </Grid>
    </Grid>
  );
}

export const DocumentShow = recordShowPage(DocumentPage, '약관·안내');
