/**
 * 이벤트·메인 배너 (content team): every event with its schedule and phase; the running
 * ones, by their order, are the main page's banners. A row opens the event to change it.
 */
import { FunctionField, SelectInput, TextField } from 'react-admin';
import { formatDttm } from '#shared/format';
import { choicesOf } from '../choices';
import { PagedList } from '../paged-list';

export const EVENT_PHASE_NAMES = { UPCOMING: '예정', RUNNING: '진행 중', ENDED: '종료' } as const;

const filters = [<SelectInput key="phase" source="phase" label="진행" alwaysOn choices={choicesOf(EVENT_PHASE_NAMES)} />];

interface EventRecord {
  startDttm: string;
  endDttm: string;
  phase: keyof typeof EVENT_PHASE_NAMES;
  displayYn: 'Y' | 'N';
}

const when = (dttm: string) => formatDttm(dttm, { weekday: false });

export function EventList() {
  return (
    <PagedList title="이벤트·메인 배너" filters={filters} createLabel="이벤트 추가" rowClick="edit">
      <TextField source="eventId" label="번호" sortable={false} />
      <TextField source="title" label="제목" sortable={false} />
      <FunctionField label="기간" sortable={false} render={(record: EventRecord) => `${when(record.startDttm)} ~ ${when(record.endDttm)}`} />
      <FunctionField label="진행" sortable={false} render={(record: EventRecord) => EVENT_PHASE_NAMES[record.phase]} />
      <FunctionField label="노출" sortable={false} render={(record: EventRecord) => (record.displayYn === 'Y' ? '노출' : '숨김')} />
      <TextField source="sortOrd" label="배너 순서" sortable={false} />
      <TextField source="productCnt" label="상품" sortable={false} />
    </PagedList>
  );
}
