/**
 * Writing and changing a FAQ entry: category, question, answer as plain text (the
 * shop escapes it), its order within the category, whether the centre's home lists it among
 * 자주 묻는 질문, and published or hidden. Saves wait for the API, whose messages show under the fields.
 */
import { Typography } from '@mui/material';
import { BooleanInput, Create, maxLength, NumberInput, required, SelectInput, SimpleForm, TextInput } from 'react-admin';
import { CONTENT_STATUS_NAMES, FAQ_ANSWER_MAX, FAQ_CATEGORIES, FAQ_QUESTION_MAX } from '#shared/content/support-rules';
import { choicesOf } from '../choices';
import { booleanToYn, ynToBoolean } from '../form-formats';
import { RecordEdit } from '../record-pages';

/** One object for every render: react-admin resets the form when its defaults change. */
const DEFAULTS = { topYn: 'N', status: 'PUBLISHED', sortOrd: 0 };

function FaqFields() {
  return (
    <SimpleForm defaultValues={DEFAULTS}>
      <SelectInput source="categoryCd" label="분류" choices={choicesOf(FAQ_CATEGORIES)} validate={required()} />
      <TextInput source="question" label="질문" validate={[required(), maxLength(FAQ_QUESTION_MAX)]} fullWidth />
      <TextInput source="answer" label="답변" multiline minRows={6} validate={[required(), maxLength(FAQ_ANSWER_MAX)]} fullWidth />
      <NumberInput source="sortOrd" label="순서" min={0} max={9999} helperText="분류 안에서 작은 수가 먼저 보입니다." />
      <BooleanInput source="topYn" label="고객센터 첫 화면의 자주 묻는 질문" format={ynToBoolean} parse={booleanToYn} />
      <SelectInput source="status" label="상태" choices={choicesOf(CONTENT_STATUS_NAMES)} validate={required()} />
      <Typography variant="body2" color="text.secondary">
        저장하면 고객센터 FAQ에 바로 반영됩니다.
      </Typography>
    </SimpleForm>
  );
}

export const FaqCreate = () => (
  <Create title="질문 쓰기" redirect="list">
    <FaqFields />
  </Create>
);

export const FaqEdit = () => (
  <RecordEdit title="질문 고치기" mutationMode="pessimistic" redirect="list">
    <FaqFields />
  </RecordEdit>
);
