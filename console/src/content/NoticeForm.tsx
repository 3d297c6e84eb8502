/**
 * Writing and changing a notice: title, body as plain text (blank lines, `## `
 * headings, `- ` lists; the shop escapes it), pinned, published or hidden, and the moment it
 * appears (a later one schedules it). Saves wait for the API, whose Korean messages show under
 * the fields.
 */
import { BooleanInput, DateTimeInput, maxLength, required, SelectInput, TextInput } from 'react-admin';
import { CONTENT_STATUS_NAMES, NOTICE_BODY_MAX, NOTICE_TITLE_MAX } from '#shared/content/support-rules';
import { choicesOf } from '../choices';
import { booleanToYn, dttmToInput, inputToDttm, ynToBoolean } from '../form-formats';
import { RecordForm } from '../record-form';
import { recordFormPages } from '../record-pages';

const DEFAULTS = { pinnedYn: 'N', status: 'PUBLISHED' };

function NoticeFields() {
  return (
    <RecordForm defaults={DEFAULTS} note="저장하면 고객센터 공지사항에 바로 반영됩니다.">
      <TextInput source="title" label="제목" validate={[required(), maxLength(NOTICE_TITLE_MAX)]} fullWidth />
      <TextInput
        source="body"
        label="내용"
        multiline
        minRows={8}
        validate={[required(), maxLength(NOTICE_BODY_MAX)]}
        fullWidth
        helperText="빈 줄로 문단을 나누고, ## 로 소제목, - 로 목록을 씁니다."
      />
      <BooleanInput source="pinnedYn" label="상단 고정" format={ynToBoolean} parse={booleanToYn} />
      <SelectInput source="status" label="상태" choices={choicesOf(CONTENT_STATUS_NAMES)} validate={required()} />
      <DateTimeInput source="publishedDttm" label="게시 시각" format={dttmToInput} parse={inputToDttm} helperText="비우면 지금. 나중 시각이면 그때 보입니다." />
    </RecordForm>
  );
}

export const [NoticeCreate, NoticeEdit] = recordFormPages(NoticeFields, { create: '공지 쓰기', edit: '공지 고치기' });
