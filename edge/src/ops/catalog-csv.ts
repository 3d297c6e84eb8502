/**
 * The catalog's CSV (docs/operator-catalog.md): one option a line, its product's
 * fields repeated on each of its lines, columns found by their Korean header (any order), as a
 * spreadsheet saves it: quoted cells with commas, quotes ("") and line breaks, a BOM, CRLF or LF.
 * Export writes the same columns, so an exported file edited and imported again round-trips.
 */
import { csvCell, csvRows } from './csv';

/** Header → field, in export order. */
export const CSV_COLUMNS = [
  ['상품코드', 'productCode'],
  ['상품명', 'prdNm'],
  ['브랜드코드', 'brandCd'],
  ['카테고리', 'catNm'],
  ['세부카테고리', 'subCatNm'],
  ['요약', 'summary'],
  ['설명', 'description'],
  ['정가', 'cnsmAmt'],
  ['판매가', 'saleAmt'],
  ['BEST', 'bestYn'],
  ['NEW', 'newYn'],
  ['품절', 'soldOutYn'],
  ['판매중지', 'saleStopYn'],
  ['최대구매수량', 'maxBuyQty'],
  ['용량', 'capacity'],
  ['피부타입', 'skinType'],
  ['사용기한', 'expiryInfo'],
  ['사용방법', 'usageInfo'],
  ['제조업자', 'manufacturer'],
  ['제조국', 'originCountry'],
  ['전성분', 'ingredients'],
  ['기능성', 'functionalInfo'],
  ['주의사항', 'caution'],
  ['품질보증기준', 'qualityStd'],
  ['상담전화', 'csPhone'],
  ['옵션코드', 'prdCd'],
  ['옵션명', 'prdOptnNm'],
  ['옵션정가', 'optCnsmAmt'],
  ['옵션판매가', 'optSaleAmt'],
  ['재고', 'stock'],
] as const;
export type CsvField = (typeof CSV_COLUMNS)[number][1];
/** Columns a file may leave out (files exported before they existed); their cells read as empty. */
const OPTIONAL_COLUMNS: ReadonlySet<string> = new Set(['판매중지']);
export type CsvRecord = Record<CsvField, string>;

/** The records of `csv` by its header, or the Korean reason the file itself cannot be read. */
export function parseCatalogCsv(csv: string): { records: { line: number; record: CsvRecord }[] } | { problem: string } {
  const [header, ...rows] = csvRows(csv);
  if (!header) return { problem: '빈 파일입니다.' };
  const names = header.cells.map((cell) => cell.trim());
  const missing = CSV_COLUMNS.filter(([name]) => !names.includes(name) && !OPTIONAL_COLUMNS.has(name)).map(([name]) => name);
  if (missing.length > 0) return { problem: `첫 줄에 열 이름이 있어야 합니다. 없는 열: ${missing.join(', ')}` };
  const records = rows.map(({ line, cells }) => ({
    line,
    record: Object.fromEntries(CSV_COLUMNS.map(([name, field]) => [field, names.includes(name) ? (cells[names.indexOf(name)] ?? '').trim() : ''])) as CsvRecord,
  }));
  return { records };
}

/** A CSV file of `records` with the header; a BOM so that spreadsheets read it as UTF-8 Korean. */
export function catalogCsv(records: readonly Record<CsvField, string | number>[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(','), ...records.map((record) => CSV_COLUMNS.map(([, field]) => csvCell(record[field])).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
