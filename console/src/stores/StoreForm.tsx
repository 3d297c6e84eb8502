/**
 * A store written or changed. A store is closed, never deleted: members who keep it as
 * their 마이샵 still point at it. Saves wait for the API, whose Korean messages show under the fields.
 */
import { CheckboxGroupInput, maxLength, required, SelectInput, TextInput } from 'react-admin';
import { REGIONS, STORE_SERVICES } from '#shared/stores/store-rules';
import { choicesOf } from '../choices';
import { STORE_STATUS_NAMES } from './StoreList';
import { RecordForm } from '../record-form';
import { recordFormPages } from '../record-pages';

const DEFAULTS = { status: 'OPEN', services: [], dtlAddr: '' };

/** 저장 only: closing a store is its status. */
function StoreFields() {
  return (
    <RecordForm
      defaults={DEFAULTS}
      saveOnly
      note="저장하면 매장 찾기에 바로 반영됩니다. 닫은 매장은 매장 찾기에서 빠지고, 마이샵으로 둔 회원의 기록은 남습니다."
    >
      <TextInput source="storeNm" label="매장 이름" validate={[required(), maxLength(40)]} fullWidth />
      <SelectInput source="regionCd" label="지역" choices={choicesOf(REGIONS)} validate={required()} />
      <TextInput source="roadAddr" label="도로명 주소" validate={[required(), maxLength(100)]} fullWidth />
      <TextInput source="dtlAddr" label="상세 주소" validate={maxLength(60)} fullWidth />
      <TextInput source="phone" label="전화번호" helperText="02-123-4567" validate={required()} />
      <TextInput source="weekdayHours" label="평일 영업시간" helperText="10:00~22:00, 쉬는 날은 휴무" validate={required()} />
      <TextInput source="weekendHours" label="주말 영업시간" helperText="10:00~22:00, 쉬는 날은 휴무" validate={required()} />
      <CheckboxGroupInput source="services" label="서비스" choices={choicesOf(STORE_SERVICES)} />
      <SelectInput source="status" label="상태" choices={choicesOf(STORE_STATUS_NAMES)} validate={required()} />
    </RecordForm>
  );
}

export const [StoreCreate, StoreEdit] = recordFormPages(StoreFields, { create: '매장 추가', edit: '매장 고치기' });
