import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import { callOps, opsData as dataOf } from '../testing/ops-call';
import { csvRows } from './csv';

interface Imported {
  applied: boolean;
  createdCnt: number;
  updatedCnt: number;
  rows: { line: number; ok: boolean; message: string }[];
  change: { message: string };
}

const catalogState = async () =>
  env.DB.batch([
    env.DB.prepare('SELECT * FROM products ORDER BY inm_prd_no'),
    env.DB.prepare('SELECT * FROM product_options ORDER BY inm_optn_prd_no'),
    env.DB.prepare('SELECT inm_prd_no, sort_ord FROM product_images ORDER BY inm_prd_no, sort_ord'),
  ]);

async function exported(): Promise<string> {
  return (await dataOf<{ csv: string }>(await callOps('catalog/csv/export', {}))).csv;
}

/** The exported file's lines, with `change` applied to the cells of the line of option `prdCd`. */
function edited(csv: string, prdCd: string, change: Record<string, string>): string {
  const [header, ...rows] = csvRows(csv);
  const at = (name: string) => header.cells.indexOf(name);
  const quote = (cell: string) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const target = rows.find((row) => row.cells[at('옵션코드')] === prdCd)!;
  for (const [name, value] of Object.entries(change)) target.cells[at(name)] = value;
  return [header, target].map((row) => row.cells.map(quote).join(',')).join('\n');
}

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

describe('the catalog CSV', () => {
  it('exports every option with its product, and imports the file back changing nothing', async () => {
    const before = await catalogState();
    const csv = await exported();
    expect(csv.startsWith('\uFEFF상품코드,상품명,브랜드코드')).toBe(true);
    const result = await dataOf<Imported>(await callOps('catalog/csv/import', { csv }));
    expect(result).toMatchObject({ applied: true, createdCnt: 0 });
    expect(result.change.message).toBe('저장했습니다. 1분 안에 모든 페이지에 반영됩니다.');
    expect((await catalogState()).map((answer) => answer.results)).toEqual(before.map((answer) => answer.results));
  });

  it('updates a price and stock live, and creates a new product from its lines', async () => {
    const csv = edited(await exported(), 'NKCHA0000011', { 판매가: '12,000', 옵션판매가: '12000', 재고: '42' });
    const lines = csv.split('\n');
    const newLine = (prdCd: string, name: string) =>
      lines[1]
        .replace(/^NK0000001/, 'NEWCSV01')
        .replace('NKCHA0000011', prdCd)
        .replace(/,단품[^,]*,/, `,${name},`);
    const file = [...lines, newLine('NKCHA7770001', '단품 50ml'), newLine('NKCHA7770002', '대용량 100ml')].join('\n');
    const result = await dataOf<Imported>(await callOps('catalog/csv/import', { csv: file }));
    expect(result.rows.filter((row) => !row.ok)).toEqual([]);
    expect(result).toMatchObject({ applied: true, createdCnt: 1, updatedCnt: 1 });
    const option = await env.DB.prepare("SELECT sale_amt, stock FROM product_options WHERE prd_cd = 'NKCHA0000011'").first();
    expect(option).toEqual({ sale_amt: 12000, stock: 42 });
    const created = await env.DB.prepare(
      "SELECT p.inm_prd_no, COUNT(o.inm_optn_prd_no) AS options FROM products p JOIN product_options o ON o.inm_prd_no = p.inm_prd_no WHERE p.product_code = 'NEWCSV01'",
    ).first<{ inm_prd_no: string; options: number }>();
    expect(created?.options).toBe(2);
    expect(await env.DB.prepare('SELECT COUNT(*) AS n FROM product_images WHERE inm_prd_no = ?').bind(created?.inm_prd_no).first()).toEqual({ n: 1 });
  });

  it('carries 판매중지 both ways, and leaves it as it is for a file without the column', async () => {
    const saleStop = () => env.DB.prepare("SELECT sale_stop_yn FROM products WHERE product_code = 'NK0000001'").first<string>('sale_stop_yn');
    const csv = await exported();
    expect(csvRows(csv)[0].cells).toContain('판매중지');
    await dataOf<Imported>(await callOps('catalog/csv/import', { csv: edited(csv, 'NKCHA0000011', { 판매중지: 'Y' }) }));
    expect(await saleStop()).toBe('Y');
    const again = csvRows(await exported());
    const at = again[0].cells.indexOf('판매중지');
    expect(again.find((row) => row.cells.includes('NKCHA0000011'))!.cells[at]).toBe('Y');
    // A file saved before the column existed: every column but 판매중지.
    const withoutColumn = edited(csv, 'NKCHA0000011', {})
      .split('\n')
      .map((line) =>
        csvRows(line)[0]
          .cells.filter((_, index) => index !== at)
          .map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell))
          .join(','),
      )
      .join('\n');
    const result = await dataOf<Imported>(await callOps('catalog/csv/import', { csv: withoutColumn }));
    expect(result.applied).toBe(true);
    expect(await saleStop()).toBe('Y');
    await env.DB.prepare("UPDATE products SET sale_stop_yn = 'N' WHERE product_code = 'NK0000001'").run();
  });

  it('writes nothing when one line is wrong, and says which line and why in Korean', async () => {
    const before = await catalogState();
    const good = edited(await exported(), 'NKCHA0000011', { 재고: '7' });
    const file = [
      good,
      good.split('\n')[1].replace('NKCHA0000011', 'NKCHA0000099').replace(',7\r', ',-3').replace(/,7$/, ',-3'),
      good.split('\n')[1].replace('NKCHA0000011', 'DAMSO0000099'),
    ].join('\n');
    const result = await dataOf<Imported>(await callOps('catalog/csv/import', { csv: file }));
    expect(result.applied).toBe(false);
    expect(result.rows.map((row) => [row.line, row.ok])).toEqual([
      [2, true],
      [3, false],
      [4, false],
    ]);
    expect(result.rows[0].message).toContain('적용하지 않음');
    expect(result.rows[1].message).toBe('재고는 0 이상이어야 합니다.');
    expect(result.rows[2].message).toBe('옵션 코드는 상품의 브랜드 코드로 시작해야 합니다.');
    expect((await catalogState()).map((answer) => answer.results)).toEqual(before.map((answer) => answer.results));
  });

  it('refuses a file without the columns or too long as a whole', async () => {
    const missing = await callOps('catalog/csv/import', { csv: '상품코드,상품명\nNK1,토너' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ code: 'CATALOG_CSV_INVALID', message: expect.stringContaining('없는 열: 브랜드코드') });
    const empty = await callOps('catalog/csv/import', { csv: '' });
    expect(await empty.json()).toMatchObject({ code: 'INVALID_INPUT', fields: { csv: '빈 파일입니다.' } });
  });
});
