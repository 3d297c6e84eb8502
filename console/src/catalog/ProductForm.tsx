/**
 * Registering and changing a product: its own fields and the disclosure the law asks
 * for, saved pessimistically so the API's Korean field messages show under the inputs (ADR 026).
 * Catalog pages are drawn from D1 (ADR 039), so every save is on every page within a minute, as
 * the notification says. An existing product's page adds 판매중지, its options, stock and images
 * below the form.
 */
import { Stack, Typography } from '@mui/material';
import { BooleanInput, Create, NumberInput, required, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { DISCLOSURE_FIELDS } from '#shared/schemas/catalog-disclosure-fields';
import { booleanToYn, ynToBoolean } from '../form-formats';
import { Section } from '../section';
import { ProductImages } from './ProductImages';
import { ProductOptions } from './ProductOptions';
import { SaleStopSwitch } from './SaleStopSwitch';
import type { ProductRecord } from './product-record';
import { useCatalogChoices } from './use-catalog-choices';
import { RecordForm, useChangeNotice } from '../record-form';
import { RecordEdit } from '../record-pages';

function PickerInputs({ locked }: { locked: boolean }) {
  const choices = useCatalogChoices();
  return (
    <>
      <SelectInput
        source="brandCd"
        label="브랜드"
        choices={choices.brands}
        validate={required()}
        // Read-only, not disabled: react-hook-form leaves a disabled field out of what it saves, and
        // the save needs the brand to check it did not change.
        readOnly={locked}
        helperText={locked ? '옵션 코드가 브랜드 코드로 시작하므로 바꿀 수 없습니다.' : false}
      />
      <SelectInput source="subCatId" label="카테고리" choices={choices.subcategories} validate={required()} />
    </>
  );
}

const DEFAULTS = { bestYn: 'N', newYn: 'N', soldOutYn: 'N', maxBuyQty: 10 };

function ProductFields({ locked }: { locked: boolean }) {
  return (
    <RecordForm defaults={DEFAULTS} note="저장하면 1분 안에 상품 페이지·목록·검색 등 모든 페이지에 반영됩니다.">
      <TextInput source="prdNm" label="상품명" validate={required()} fullWidth />
      {!locked && (
        <TextInput
          source="productCode"
          label="상품 코드"
          helperText="주소(/dp/product/상품코드)에 쓰입니다. 비우면 자동으로 만들고, 등록 후에는 바꿀 수 없습니다."
        />
      )}
      <PickerInputs locked={locked} />
      <TextInput source="summary" label="요약" validate={required()} fullWidth />
      <TextInput source="description" label="설명" multiline minRows={4} validate={required()} fullWidth />
      {/* One under another and as wide as the form on a phone: three in a row cut their labels short. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ alignSelf: { xs: 'stretch', sm: 'auto' } }}>
        <NumberInput source="cnsmAmt" label="정가(원)" validate={required()} min={0} />
        <NumberInput source="saleAmt" label="판매가(원)" validate={required()} min={0} />
        <NumberInput source="maxBuyQty" label="최대 구매 수량" validate={required()} min={1} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <BooleanInput source="bestYn" label="BEST" format={ynToBoolean} parse={booleanToYn} />
        <BooleanInput source="newYn" label="NEW" format={ynToBoolean} parse={booleanToYn} />
        <BooleanInput source="soldOutYn" label="품절" format={ynToBoolean} parse={booleanToYn} />
      </Stack>
      <Typography variant="subtitle1" component="h2">
        상품정보 제공고시
      </Typography>
      {Object.entries(DISCLOSURE_FIELDS).map(([source, [label, max]]) => (
        <TextInput key={source} source={source} label={label} validate={required()} fullWidth multiline={max > 200} />
      ))}
    </RecordForm>
  );
}

export function ProductCreate() {
  const onSuccess = useChangeNotice('products', 'edit');
  return (
    <Create title="상품 등록" mutationOptions={{ onSuccess }}>
      <ProductFields locked={false} />
    </Create>
  );
}

function ProductParts() {
  const product = useRecordContext<ProductRecord>();
  if (!product?.options) return null;
  // Room at the end on a phone, as react-admin's SimpleForm keeps: its save bar is fixed at the
  // bottom of the screen there and would cover the image upload button.
  return (
    <Stack spacing={2} sx={{ mt: 2, pb: { xs: '5em', sm: 0 } }}>
      <Section title="판매 상태">
        <SaleStopSwitch product={product} />
      </Section>
      <Section title="옵션·재고">
        <ProductOptions product={product} />
      </Section>
      <Section title="이미지">
        <ProductImages product={product} />
      </Section>
    </Stack>
  );
}

export function ProductEdit() {
  const onSuccess = useChangeNotice('products', 'edit');
  return (
    <RecordEdit title="상품 수정" mutationMode="pessimistic" mutationOptions={{ onSuccess }}>
      <ProductFields locked />
      <ProductParts />
    </RecordEdit>
  );
}
