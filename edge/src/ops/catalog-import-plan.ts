/**
 * Checking an imported catalog file line by line and planning its writes (docs/operator-catalog.md):
 * a product code names a product (new or existing), an option code an option; each line gets its
 * Korean result, and the statements are only run when every line is right.
 */
import { SaveOptionRequestSchema, PrdCdSchema, ProductCodeSchema, ProductFieldsSchema } from '#shared/schemas/catalog-ops-calls';
import type { CsvRecord } from './catalog-csv';
import {
  insertOption,
  insertPlaceholderImage,
  insertProduct,
  updateOption,
  updateProduct,
  upsertSearchDoc,
  type ProductColumns,
  type ProductFields,
} from './catalog-writes';

export interface OptionColumns {
  inm_optn_prd_no: string;
  prd_cd: string;
  inm_prd_no: string;
  prd_optn_nm: string;
  cnsm_amt: number;
  sale_amt: number;
  stock: number;
  product_code: string;
}

export interface CatalogLookups {
  brands: Set<string>;
  /** `카테고리>세부카테고리` → subcategory id. */
  subcategories: Map<string, number>;
  products: Map<string, ProductColumns>;
  options: Map<string, OptionColumns>;
  next: { product: number; option: number };
}

interface RowResult {
  line: number;
  productCode: string;
  prdCd: string;
  ok: boolean;
  message: string;
}

/** A spreadsheet's number (`16,000` too); anything else stays text for the schema to refuse. */
const numberOf = (cell: string) => (/^-?[\d,]+$/.test(cell) ? Number(cell.replace(/,/g, '')) : cell === '' ? undefined : cell);
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message ?? '';

function productFieldsOf(record: CsvRecord, known: CatalogLookups): ProductFields | string {
  const subCatId = known.subcategories.get(`${record.catNm}>${record.subCatNm}`);
  if (subCatId === undefined) return `없는 카테고리입니다: ${record.catNm} > ${record.subCatNm}`;
  if (!known.brands.has(record.brandCd)) return `없는 브랜드 코드입니다: ${record.brandCd}`;
  const parsed = ProductFieldsSchema.safeParse({
    ...record,
    subCatId,
    cnsmAmt: numberOf(record.cnsmAmt),
    saleAmt: numberOf(record.saleAmt),
    maxBuyQty: numberOf(record.maxBuyQty),
    bestYn: record.bestYn || undefined,
    newYn: record.newYn || undefined,
    soldOutYn: record.soldOutYn || undefined,
    // An empty cell, or a file from before the column, leaves 판매중지 as it is.
    saleStopYn: record.saleStopYn || undefined,
  });
  if (!parsed.success) return firstMessage(parsed);
  if (parsed.data.saleAmt > parsed.data.cnsmAmt) return '판매가는 정가보다 클 수 없습니다.';
  return parsed.data;
}

function optionOf(record: CsvRecord) {
  const code = PrdCdSchema.safeParse(record.prdCd);
  if (!code.success) return firstMessage(code);
  if (!record.prdCd.startsWith(record.brandCd)) return '옵션 코드는 상품의 브랜드 코드로 시작해야 합니다.';
  const parsed = SaveOptionRequestSchema.safeParse({
    inmPrdNo: '0',
    prdCd: record.prdCd,
    prdOptnNm: record.prdOptnNm,
    cnsmAmt: numberOf(record.optCnsmAmt),
    saleAmt: numberOf(record.optSaleAmt),
    stock: numberOf(record.stock) ?? 0,
  });
  return parsed.success ? { ...parsed.data, prdCd: record.prdCd, stock: parsed.data.stock ?? 0 } : firstMessage(parsed);
}

export function planImport(
  db: D1Database,
  records: readonly { line: number; record: CsvRecord }[],
  known: CatalogLookups,
  at: { now: number; regDttm: string },
) {
  const rows: RowResult[] = [];
  const statements: D1PreparedStatement[] = [];
  const seenProducts = new Map<string, { inmPrdNo: string; fields: string; line: number; optionCnt: number }>();
  const seenOptions = new Set<string>();
  let { product: nextProduct, option: nextOption } = known.next;
  let createdCnt = 0;
  let updatedCnt = 0;

  for (const { line, record } of records) {
    const result = (ok: boolean, message: string) => rows.push({ line, productCode: record.productCode, prdCd: record.prdCd, ok, message });
    const code = ProductCodeSchema.safeParse(record.productCode);
    if (!code.success) {
      result(false, firstMessage(code));
      continue;
    }
    const fields = productFieldsOf(record, known);
    if (typeof fields === 'string') {
      result(false, fields);
      continue;
    }
    const option = optionOf(record);
    if (typeof option === 'string') {
      result(false, option);
      continue;
    }
    const existing = known.products.get(record.productCode);
    const existingOption = known.options.get(record.prdCd);
    if (seenOptions.has(record.prdCd)) {
      result(false, '같은 옵션 코드가 파일에 두 번 있습니다.');
      continue;
    }
    if (existingOption && existingOption.product_code !== record.productCode) {
      result(false, `옵션 코드 ${record.prdCd}은(는) 다른 상품(${existingOption.product_code})의 옵션입니다.`);
      continue;
    }
    if (existing && existing.brand_cd !== fields.brandCd) {
      result(false, '등록된 상품의 브랜드는 바꿀 수 없습니다 (옵션 코드가 브랜드 코드로 시작합니다).');
      continue;
    }
    const seen = seenProducts.get(record.productCode);
    if (seen && seen.fields !== JSON.stringify(fields)) {
      result(false, `같은 상품코드의 ${seen.line}번째 줄과 상품 정보가 다릅니다. 옵션 열만 다르게 적어 주세요.`);
      continue;
    }
    seenOptions.add(record.prdCd);

    const messages: string[] = [];
    let inmPrdNo = seen?.inmPrdNo ?? existing?.inm_prd_no;
    if (!seen) {
      if (!existing) {
        inmPrdNo = String(nextProduct++);
        statements.push(
          insertProduct(db, inmPrdNo, record.productCode, fields, at.regDttm),
          insertPlaceholderImage(db, inmPrdNo, fields.prdNm),
          upsertSearchDoc(db, inmPrdNo, fields.prdNm),
        );
        createdCnt++;
        messages.push('새 상품 등록');
      } else {
        statements.push(updateProduct(db, inmPrdNo!, fields), upsertSearchDoc(db, inmPrdNo!, fields.prdNm));
        updatedCnt++;
        messages.push('상품 수정');
      }
      seenProducts.set(record.productCode, { inmPrdNo: inmPrdNo!, fields: JSON.stringify(fields), line, optionCnt: 0 });
    }
    const group = seenProducts.get(record.productCode)!;
    if (existingOption) {
      statements.push(updateOption(db, existingOption.inm_optn_prd_no, option, option.stock));
      messages.push('옵션 수정');
    } else {
      statements.push(insertOption(db, { ...option, inmOptnPrdNo: String(nextOption++), inmPrdNo: inmPrdNo!, sortOrd: group.optionCnt }));
      messages.push('새 옵션');
    }
    group.optionCnt++;
    result(true, messages.join(', '));
  }
  return { rows, statements, createdCnt, updatedCnt };
}
