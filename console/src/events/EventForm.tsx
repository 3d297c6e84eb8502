/**
 * An event written or changed with its schedule. The running events, by their order,
 * are the main page's banners (ADR 028); a change shows on every page within a minute (ADR 039).
 */
import { BooleanInput, Create, DateTimeInput, maxLength, NumberInput, required, TextInput } from 'react-admin';
import { booleanToYn, dttmToInput, inputToDttm, ynToBoolean } from '../form-formats';
import { RecordForm, useChangeNotice } from '../record-form';
import { RecordEdit } from '../record-pages';

const DEFAULTS = { displayYn: 'Y', sortOrd: 0, bannerTone: '#2f6b4f', subtitle: '', summary: '' };

/** 저장 only: events are ended or hidden, never deleted, since orders and coupons remember them. */
function EventFields() {
  return (
    <RecordForm defaults={DEFAULTS} saveOnly note="저장하면 1분 안에 이벤트 페이지와 메인 배너에 반영되고, 시작·종료 시각에 맞춰 저절로 열리고 닫힙니다.">
      <TextInput source="title" label="제목" validate={[required(), maxLength(60)]} fullWidth />
      <TextInput source="subtitle" label="부제" validate={maxLength(60)} fullWidth />
      <TextInput source="summary" label="요약" validate={maxLength(200)} fullWidth />
      <TextInput source="body" label="내용" multiline minRows={6} validate={[required(), maxLength(5000)]} fullWidth helperText="빈 줄로 문단을 나눕니다." />
      <DateTimeInput source="startDttm" label="시작" format={dttmToInput} parse={inputToDttm} validate={required()} />
      <DateTimeInput source="endDttm" label="종료" format={dttmToInput} parse={inputToDttm} validate={required()} />
      <BooleanInput source="displayYn" label="노출" format={ynToBoolean} parse={booleanToYn} />
      <NumberInput source="sortOrd" label="배너 순서" min={0} max={9999} helperText="진행 중인 이벤트가 작은 수부터 메인 배너에 나옵니다." />
      <TextInput source="bannerAlt" label="배너 설명 (대체 텍스트)" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="bannerTone" label="배너 색" type="color" validate={required()} />
    </RecordForm>
  );
}

export function EventCreate() {
  return (
    <Create title="이벤트 추가" mutationOptions={{ onSuccess: useChangeNotice('events', 'list') }}>
      <EventFields />
    </Create>
  );
}

export function EventEdit() {
  return (
    <RecordEdit title="이벤트 고치기" mutationMode="pessimistic" mutationOptions={{ onSuccess: useChangeNotice('events', 'list') }}>
      <EventFields />
    </RecordEdit>
  );
}
