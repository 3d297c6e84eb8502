/**
 * 공지사항 (content team): every notice, pinned first, hidden and scheduled ones too;
 * a row opens the notice to change it. The customer centre reads D1 on every view, so a saved
 * notice is live at once.
 */
import { Chip } from '@mui/material';
import { FunctionField, SearchInput, SelectInput, TextField } from 'react-admin';
import { CONTENT_STATUS_NAMES, type ContentStatus } from '#shared/content/support-rules';
import { formatDttm, toDttm14 } from '#shared/format';
import { choicesOf } from '../choices';
import { PagedList } from '../paged-list';

const filters = [
  <SearchInput key="q" source="q" placeholder="제목·내용" alwaysOn />,
  <SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(CONTENT_STATUS_NAMES)} />,
];

interface NoticeRecord {
  pinnedYn: 'Y' | 'N';
  status: ContentStatus;
  publishedDttm: string;
}

/** 게시, 숨김, or 예약 when its moment is still ahead. */
export const stateOf = (record: NoticeRecord) =>
  record.status === 'PUBLISHED' && record.publishedDttm > toDttm14(Date.now()) ? '예약' : CONTENT_STATUS_NAMES[record.status];

export function NoticeList() {
  return (
    <PagedList title="공지사항" filters={filters} createLabel="공지 쓰기" rowClick="edit">
      <TextField source="noticeNo" label="번호" sortable={false} />
      <FunctionField
        label="제목"
        sortable={false}
        render={(record: NoticeRecord & { title: string }) => (
          <>
            {record.pinnedYn === 'Y' && <Chip size="small" label="고정" color="primary" sx={{ mr: 1 }} />}
            {record.title}
          </>
        )}
      />
      <FunctionField label="상태" sortable={false} render={stateOf} />
      <FunctionField label="게시 시각" sortable={false} render={(record: NoticeRecord) => formatDttm(record.publishedDttm, { weekday: false })} />
    </PagedList>
  );
}
