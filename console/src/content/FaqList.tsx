/**
 * FAQ (content team): every question by category and order, hidden ones too; a row
 * opens it to change it. The customer centre reads D1 on every view, so a change is live at once.
 */
import { FunctionField, SearchInput, SelectInput, TextField } from 'react-admin';
import { CONTENT_STATUS_NAMES, FAQ_CATEGORIES, type ContentStatus, type FaqCategory } from '#shared/content/support-rules';
import { choicesOf } from '../choices';
import { PagedList } from '../paged-list';

const filters = [
  <SearchInput key="q" source="q" placeholder="질문·답변" alwaysOn />,
  <SelectInput key="categoryCd" source="categoryCd" label="분류" alwaysOn choices={choicesOf(FAQ_CATEGORIES)} />,
  <SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(CONTENT_STATUS_NAMES)} />,
];

export function FaqList() {
  return (
    <PagedList title="FAQ" filters={filters} createLabel="질문 쓰기" rowClick="edit">
      <FunctionField label="분류" sortable={false} render={(record: { categoryCd: FaqCategory }) => FAQ_CATEGORIES[record.categoryCd]} />
      <TextField source="sortOrd" label="순서" sortable={false} />
      <TextField source="question" label="질문" sortable={false} />
      <FunctionField label="자주 묻는 질문" sortable={false} render={(record: { topYn: string }) => (record.topYn === 'Y' ? '예' : '')} />
      <FunctionField label="상태" sortable={false} render={(record: { status: ContentStatus }) => CONTENT_STATUS_NAMES[record.status]} />
    </PagedList>
  );
}
