/** 포스팅 (content team): postings waiting for confirmation; 게시 or 반려 with the reason the editor reads. */
import { useState } from 'react';
import { Box, Button, Stack, TextField as Input, Typography } from '@mui/material';
import { SelectInput, TextField, useRecordContext } from 'react-admin';
import { POSTING_STATUS_NAMES } from '#shared/postings/posting-rules';
import { choicesOf } from '../choices';
import { operatorFileUrl } from '../ops-fetch';
import { useOpsAction } from '../use-ops-action';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { PagedList } from '../paged-list';

const filters = [<SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(POSTING_STATUS_NAMES)} />];

interface PostingRecord {
  postingNo: number;
  title: string;
  status: string;
  body: string;
  media: { kind: 'IMAGE' | 'VIDEO'; url: string }[];
  products: { productCode: string; prdNm: string }[];
}

function PostingPanel() {
  const record = useRecordContext<PostingRecord>()!;
  const { run, busy } = useOpsAction();
  const [reason, setReason] = useState('');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1, maxWidth: 720 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {record.media.map((item, index) =>
          item.kind === 'VIDEO' ? (
            <video key={item.url} src={operatorFileUrl(item.url)} controls preload="metadata" width={320} aria-label={`${record.title} 동영상`} />
          ) : (
            <img
              key={item.url}
              src={operatorFileUrl(item.url)}
              alt={`${record.title} 사진 ${index + 1}`}
              width={120}
              height={120}
              style={{ objectFit: 'cover' }}
            />
          ),
        )}
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{record.body}</Typography>
      {record.products.length > 0 && <Typography>포스팅 속 상품: {record.products.map((product) => product.prdNm).join(', ')}</Typography>}
      {record.status === 'PENDING' && (
        <>
          <Input
            label={`포스팅 ${record.postingNo} 반려 사유`}
            size="small"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={busy}
              onClick={() => void run(OPS.decidePosting, { postingNo: record.postingNo, action: 'PUBLISH' }, `포스팅 ${record.postingNo}을 게시했습니다.`)}
            >
              게시
            </Button>
            <Button
              variant="outlined"
              disabled={busy || reason.trim() === ''}
              onClick={() =>
                void run(OPS.decidePosting, { postingNo: record.postingNo, action: 'REJECT', reason }, `포스팅 ${record.postingNo}을 반려했습니다.`)
              }
            >
              반려
            </Button>
          </Stack>
        </>
      )}
    </Box>
  );
}

export function PostingReviewList() {
  return (
    <PagedList title="포스팅" filters={filters} filterDefaultValues={{ status: 'PENDING' }} rowClick="expand" expand={<PostingPanel />}>
      <TextField source="postingNo" label="번호" sortable={false} />
      <TextField source="editorNickNm" label="에디터" sortable={false} />
      <TextField source="topic" label="주제" sortable={false} />
      <TextField source="title" label="제목" sortable={false} />
    </PagedList>
  );
}
