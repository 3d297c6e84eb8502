/**
 * 리뷰 (content team): the reviews waiting for a look first (new photos, held
 * by the automatic checks), and 신고됨, published reviews shoppers reported, with the count and
 * reasons, which stay on the page until the team keeps them (유지) or blinds them (ADR 020);
 * 게시, 블라인드 (with a reason), 복구 and the shop's reply. Every decision is in the audit log.
 */
import { useState } from 'react';
import { Box, Button, Stack, TextField as Input, Typography } from '@mui/material';
import { FunctionField, SelectInput, TextField, useRecordContext } from 'react-admin';
import { REPORT_REASONS, REVIEW_STATUS_NAMES, type ReportReason, type ReviewStatus } from '#shared/reviews/review-rules';
import { choicesOf } from '../choices';
import { REPORTED_FILTER } from '../data-provider';
import { useOpsAction } from '../use-ops-action';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import type { RouteRequest } from '#shared/schemas/contract';
import { PagedList } from '../paged-list';

const filters = [
  <SelectInput
    key="status"
    source="status"
    label="상태"
    alwaysOn
    choices={[...choicesOf(REVIEW_STATUS_NAMES, ['DELETED']), { id: REPORTED_FILTER, name: '신고됨 (확인 대기)' }]}
  />,
];

interface ReviewRecord {
  reviewNo: number;
  status: string;
  content: string;
  images: string[];
  holdReason: string;
  openReportCnt: number;
  reportReasons: { reasonCd: ReportReason; cnt: number }[];
  reply: string | null;
}

/** A moderation's action and its button's label. */
type Move = [RouteRequest<typeof OPS.moderateReview>['action'], string];
const MOVES: Record<string, Move[]> = {
  PENDING: [
    ['PUBLISH', '게시'],
    ['BLIND', '블라인드'],
  ],
  HELD: [
    ['PUBLISH', '게시'],
    ['BLIND', '블라인드'],
  ],
  PUBLISHED: [['BLIND', '블라인드']],
  BLINDED: [['RESTORE', '복구']],
};
/** A published review with open reports: keep it (the reports are closed) or blind it. */
const REPORTED_MOVES: Move[] = [
  ['KEEP', '유지 (신고 기각)'],
  ['BLIND', '블라인드'],
];

const reasonsOf = (record: ReviewRecord) => record.reportReasons.map(({ reasonCd, cnt }) => `${REPORT_REASONS[reasonCd]} ${cnt}`).join(', ');

function ReviewPanel() {
  const record = useRecordContext<ReviewRecord>()!;
  const { run, busy } = useOpsAction();
  const [reason, setReason] = useState('');
  const [reply, setReply] = useState(record.reply ?? '');
  return (
    <Box sx={{ display: 'grid', gap: 1.5, p: 1, maxWidth: 720 }}>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{record.content}</Typography>
      {record.holdReason && <Typography color="warning.main">보류 사유: {record.holdReason}</Typography>}
      {record.openReportCnt > 0 && (
        <Typography color="warning.main">
          신고 {record.openReportCnt}건: {reasonsOf(record)}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {record.images.map((url, index) => (
          <a key={url} href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={`리뷰 ${record.reviewNo} 사진 ${index + 1}`} width={96} height={96} style={{ objectFit: 'cover' }} />
          </a>
        ))}
      </Stack>
      <Input
        label={`리뷰 ${record.reviewNo} 블라인드 사유`}
        size="small"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <Stack direction="row" spacing={1}>
        {((record.status === 'PUBLISHED' && record.openReportCnt > 0 ? REPORTED_MOVES : MOVES[record.status]) ?? []).map(([action, label]) => (
          <Button
            key={action}
            variant={action === 'BLIND' ? 'outlined' : 'contained'}
            disabled={busy}
            onClick={() => void run(OPS.moderateReview, { reviewNo: record.reviewNo, action, reason }, `리뷰 ${record.reviewNo}: ${label} 처리했습니다.`)}
          >
            {label}
          </Button>
        ))}
      </Stack>
      <Input label={`리뷰 ${record.reviewNo} 답변`} multiline minRows={2} value={reply} onChange={(event) => setReply(event.target.value)} />
      <Button
        variant="outlined"
        disabled={busy || reply.trim() === ''}
        sx={{ justifySelf: 'start' }}
        onClick={() => void run(OPS.replyReview, { reviewNo: record.reviewNo, reply }, `리뷰 ${record.reviewNo}에 답변을 달았습니다.`)}
      >
        답변 등록
      </Button>
    </Box>
  );
}

export function ReviewList() {
  return (
    <PagedList title="리뷰" filters={filters} filterDefaultValues={{ status: 'PENDING' }} rowClick="expand" expand={<ReviewPanel />}>
      <TextField source="reviewNo" label="번호" sortable={false} />
      <TextField source="prdNm" label="상품" sortable={false} />
      <TextField source="writerNm" label="작성자" sortable={false} />
      <FunctionField label="별점" sortable={false} render={(record: { rating: number }) => `${'★'.repeat(record.rating)} (${record.rating})`} />
      <FunctionField label="상태" sortable={false} render={(record: { status: ReviewStatus }) => REVIEW_STATUS_NAMES[record.status]} />
      <FunctionField label="사진" sortable={false} render={(record: { images: string[] }) => `${record.images.length}장`} />
      <FunctionField label="신고" sortable={false} render={(record: ReviewRecord) => (record.openReportCnt > 0 ? `${record.openReportCnt}건` : '-')} />
    </PagedList>
  );
}
