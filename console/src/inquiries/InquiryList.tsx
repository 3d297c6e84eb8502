/** 1:1 문의 (customer service): the waiting ones oldest first, each answered in place. */
import { useState } from 'react';
import { Box, Button, TextField as Input, Typography } from '@mui/material';
import { FunctionField, SelectInput, TextField, useRecordContext } from 'react-admin';
import { INQUIRY_CATEGORIES, INQUIRY_STATUS_NAMES, type InquiryCategory, type InquiryStatus } from '#shared/inquiries/inquiry-rules';
import { formatDttm } from '#shared/format';
import { choicesOf } from '../choices';
import { operatorFileUrl } from '../ops-fetch';
import { useOpsAction } from '../use-ops-action';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { PagedList } from '../paged-list';

const filters = [<SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(INQUIRY_STATUS_NAMES)} />];

interface InquiryRecord {
  id: number;
  inquiryNo: number;
  content: string;
  answer: string | null;
  images: string[];
  ordNo: string | null;
}

/** The question, its photos and the answer form, under the row. */
function AnswerPanel() {
  const record = useRecordContext<InquiryRecord>()!;
  const { run, busy } = useOpsAction();
  const [answer, setAnswer] = useState(record.answer ?? '');
  const send = () => run(OPS.answerInquiry, { inquiryNo: record.inquiryNo, answer }, '답변을 등록했습니다. 회원의 알림함에 알렸습니다.');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1, maxWidth: 720 }}>
      {record.ordNo && <Typography>주문번호 {record.ordNo}</Typography>}
      <Typography sx={{ whiteSpace: 'pre-line' }}>{record.content}</Typography>
      {record.images.map((url, index) => (
        <a key={url} href={operatorFileUrl(url)} target="_blank" rel="noopener noreferrer">
          첨부 사진 {index + 1}
        </a>
      ))}
      <Input
        label={`문의 ${record.inquiryNo} 답변`}
        multiline
        minRows={3}
        value={answer}
        onChange={(event) => setAnswer(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button variant="contained" disabled={busy || answer.trim() === ''} onClick={() => void send()} sx={{ justifySelf: 'start' }}>
        {record.answer ? '답변 고치기' : '답변 등록'}
      </Button>
    </Box>
  );
}

export function InquiryList() {
  return (
    <PagedList
      title="1:1 문의"
      filters={filters}
      filterDefaultValues={{ status: 'RECEIVED' }}
      sort={{ field: 'inquiryNo', order: 'ASC' }}
      rowClick="expand"
      expand={<AnswerPanel />}
    >
      <TextField source="inquiryNo" label="번호" sortable={false} />
      <FunctionField label="유형" sortable={false} render={(record: { categoryCd: InquiryCategory }) => INQUIRY_CATEGORIES[record.categoryCd]} />
      <TextField source="title" label="제목" sortable={false} />
      <FunctionField label="상태" sortable={false} render={(record: { status: InquiryStatus }) => INQUIRY_STATUS_NAMES[record.status]} />
      <FunctionField label="접수" sortable={false} render={(record: { createdDttm: string }) => formatDttm(record.createdDttm, { weekday: false })} />
    </PagedList>
  );
}
