/**
 * Writing and changing a FAQ entry: category, question, answer as plain text (the
 * shop escapes it), its order within the category, whether the centre's home lists it among
 * 자주 묻는 질문, and published or hidden. Saves wait for the API, whose messages show under the fields.
 */
import { BooleanInput, maxLength, NumberInput, required, SelectInput, TextInput } from 'react-admin';
import { CONTENT_STATUS_NAMES, FAQ_ANSWER_MAX, FAQ_CATEGORIES, FAQ_QUESTION_MAX } from '#shared/content/support-rules';
import { choicesOf } from '../choices';
import { booleanToYn, ynToBoolean } from '../form-formats';
import { RecordForm } from '../record-form';
import { recordFormPages } from '../record-pages';

const DEFAULTS = { topYn: 'N', status: 'PUBLISHED', sortOrd: 0 };

function FaqFields() {
  return (
    <RecordForm defaults={DEFAULTS} note="저장하면 고객센터 FAQ에 바로 반영됩니다.">
      <SelectInput source="categoryCd" label="분류" choices={choicesOf(FAQ_CATEGORIES)} validate={required()} />
      <TextInput source="question" label="질문" validate={[required(), maxLength(FAQ_QUESTION_MAX)]} fullWidth />
      <TextInput source="answer" label="답변" multiline minRows={6} validate={[required(), maxLength(FAQ_ANSWER_MAX)]} fullWidth />
      <NumberInput source="sortOrd" label="순서" min={0} max={9999} helperText="분류 안에서 작은 수가 먼저 보입니다." />
      <BooleanInput source="topYn" label="고객센터 첫 화면의 자주 묻는 질문" format={ynToBoolean} parse={booleanToYn} />
      <SelectInput source="status" label="상태" choices={choicesOf(CONTENT_STATUS_NAMES)} validate={required()} />
    </RecordForm>
  );
}

export const [FaqCreate, FaqEdit] = recordFormPages(FaqFields, { create: '질문 쓰기', edit: '질문 고치기' });
