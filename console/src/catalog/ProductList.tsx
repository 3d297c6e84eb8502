/**
 * 상품 (content team): the catalog paged, searched and filtered on the gateway; a row
 * opens the product to change its fields, options, stock and images. A mark shows products taken
 * off sale (판매중지), and a filter lists those or the ones on sale.
 */
import { Chip } from '@mui/material';
import { FunctionField, NumberField, SearchInput, SelectInput, TextField, TextInput } from 'react-admin';
import { formatNumber, formatWon } from '#shared/format';
import { PagedList } from '../paged-list';

/** The list's filter by 판매중지 (`saleStopYn`). */
const SALE_STATES = { N: '판매 중', Y: '판매중지' };

const filters = [
  <SearchInput key="q" source="q" placeholder="상품명·브랜드·상품 코드" alwaysOn />,
  <TextInput key="brandCd" source="brandCd" label="브랜드 코드" />,
  <SelectInput key="saleStopYn" source="saleStopYn" label="판매 상태" choices={Object.entries(SALE_STATES).map(([id, name]) => ({ id, name }))} alwaysOn />,
];

interface ProductRow {
  prdNm: string;
  cnsmAmt: number;
  saleAmt: number;
  stock: number;
  soldOutYn: 'Y' | 'N';
  saleStopYn: 'Y' | 'N';
}

export function ProductList() {
  return (
    <PagedList title="상품" filters={filters} createLabel="상품 등록" rowClick="edit">
      <TextField source="productCode" label="상품 코드" sortable={false} />
      <FunctionField
        label="상품명"
        sortable={false}
        render={(record: ProductRow) => (
          <>
            {record.prdNm}
            {record.saleStopYn === 'Y' && <Chip size="small" label="판매중지" color="error" sx={{ ml: 1 }} />}
          </>
        )}
      />
      <TextField source="brandNm" label="브랜드" sortable={false} />
      <TextField source="subCatNm" label="카테고리" sortable={false} />
      <FunctionField label="판매가" sortable={false} render={(record: ProductRow) => `${formatWon(record.saleAmt)} (정가 ${formatWon(record.cnsmAmt)})`} />
      <FunctionField label="재고" sortable={false} render={(record: ProductRow) => (record.soldOutYn === 'Y' ? '품절' : formatNumber(record.stock))} />
      <NumberField source="optionCnt" label="옵션" sortable={false} />
    </PagedList>
  );
}
