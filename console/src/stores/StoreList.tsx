/**
 * 매장 (content team): every store, closed ones too, with how many members keep it as
 * their 마이샵; a row opens it. The store finder reads D1 on every search, so a change is live at once.
 */
import { FunctionField, SearchInput, SelectInput, TextField } from 'react-admin';
import { REGIONS, STORE_SERVICES, type Region, type StoreService } from '#shared/stores/store-rules';
import { choicesOf } from '../choices';
import { PagedList } from '../paged-list';

export const STORE_STATUS_NAMES = { OPEN: '영업', CLOSED: '닫음' } as const;

const filters = [
  <SearchInput key="q" source="q" placeholder="매장 이름·주소" alwaysOn />,
  <SelectInput key="regionCd" source="regionCd" label="지역" alwaysOn choices={choicesOf(REGIONS)} />,
  <SelectInput key="status" source="status" label="상태" alwaysOn choices={choicesOf(STORE_STATUS_NAMES)} />,
];

interface StoreRecord {
  regionCd: Region;
  services: StoreService[];
  status: keyof typeof STORE_STATUS_NAMES;
  myShopCnt: number;
}

export function StoreList() {
  return (
    <PagedList title="매장" filters={filters} createLabel="매장 추가" rowClick="edit">
      <TextField source="storeNm" label="매장" sortable={false} />
      <FunctionField label="지역" sortable={false} render={(record: StoreRecord) => REGIONS[record.regionCd]} />
      <TextField source="roadAddr" label="주소" sortable={false} />
      <TextField source="phone" label="전화" sortable={false} />
      <FunctionField label="서비스" sortable={false} render={(record: StoreRecord) => record.services.map((code) => STORE_SERVICES[code]).join(', ')} />
      <FunctionField label="상태" sortable={false} render={(record: StoreRecord) => STORE_STATUS_NAMES[record.status]} />
      <TextField source="myShopCnt" label="마이샵 회원" sortable={false} />
    </PagedList>
  );
}
