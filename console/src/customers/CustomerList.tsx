/**
 * 고객 (customer service and the owner): members found by login ID, name, mobile or
 * customer number, exactly, on the gateway; the list hides whole mobile numbers. A row opens the
 * member's page.
 */
import { FunctionField, SearchInput, TextField } from 'react-admin';
import { formatDttm, formatNumber } from '#shared/format';
import { PagedList } from '../paged-list';

const filters = [<SearchInput key="q" source="q" placeholder="아이디·이름·휴대폰·회원번호" alwaysOn />];

interface CustomerRecord {
  rmnPt: number;
  empYn: 'Y' | 'N';
  status: 'ACTIVE' | 'WITHDRAWN';
  joinDttm: string;
}

export function CustomerList() {
  return (
    <PagedList title="고객" filters={filters} rowClick="show">
      <TextField source="incsNo" label="회원번호" sortable={false} />
      <TextField source="custWebId" label="아이디" sortable={false} emptyText="(소셜·휴대폰 가입)" />
      <TextField source="custNm" label="이름" sortable={false} />
      <TextField source="maskedMobile" label="휴대폰" sortable={false} />
      <TextField source="gradeNm" label="등급" sortable={false} />
      <FunctionField label="포인트" sortable={false} render={(record: CustomerRecord) => `${formatNumber(record.rmnPt)}P`} />
      <FunctionField label="임직원" sortable={false} render={(record: CustomerRecord) => (record.empYn === 'Y' ? '임직원' : '')} />
      <FunctionField label="상태" sortable={false} render={(record: CustomerRecord) => (record.status === 'ACTIVE' ? '회원' : '탈퇴')} />
      <FunctionField label="가입" sortable={false} render={(record: CustomerRecord) => formatDttm(record.joinDttm, { weekday: false, time: false })} />
    </PagedList>
  );
}
