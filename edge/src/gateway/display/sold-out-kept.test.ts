/**
 * The kept sold-out column (migrations/0050_sold_out_last.sql) follows every write that changes
 * what sold out means: an option's stock crossing zero, an option added, moved or deleted, the
 * 품절 mark flipped, and a hand-written value. Each step also compares it with the meaning,
 * computed here apart from the triggers, and with the search copies.
 */
import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalog } from './test-catalog';

interface Kept {
  kept: number;
  meaning: number;
  doc: number;
  fact: number;
}

/** Product `inmPrdNo`'s kept column, its meaning and its search copies. */
async function soldOut(inmPrdNo: string): Promise<Kept> {
  const row = await env.DB.prepare(
    `SELECT p.sold_out AS kept,
            (p.sold_out_yn = 'Y' OR NOT EXISTS (SELECT 1 FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no AND o.stock > 0)) AS meaning,
            d.sold_out AS doc, f.sold_out AS fact
       FROM products p JOIN search_docs d ON d.inm_prd_no = p.inm_prd_no JOIN search_hit_facts f ON f.doc_id = d.doc_id
      WHERE p.inm_prd_no = ?1`,
  )
    .bind(inmPrdNo)
    .first<Kept>();
  return row!;
}

const run = (sql: string) => env.DB.prepare(sql).run();

/** Runs each write (none for `null`), then expects its product sold out (1) or buyable (0) everywhere it is kept. */
async function steps(...writes: [sql: string | null, inmPrdNo: string, value: 0 | 1][]): Promise<void> {
  for (const [sql, inmPrdNo, value] of writes) {
    if (sql !== null) await run(sql);
    expect(await soldOut(inmPrdNo), sql ?? inmPrdNo).toEqual({ kept: value, meaning: value, doc: value, fact: value });
  }
}

const setStock = (inmOptnPrdNo: string, stock: number | string) => `UPDATE product_options SET stock = ${stock} WHERE inm_optn_prd_no = '${inmOptnPrdNo}'`;
const moveOption = (inmOptnPrdNo: string, inmPrdNo: string) =>
  `UPDATE product_options SET inm_prd_no = '${inmPrdNo}' WHERE inm_optn_prd_no = '${inmOptnPrdNo}'`;
const mark = (inmPrdNo: string, yn: 'Y' | 'N') => `UPDATE products SET sold_out_yn = '${yn}' WHERE inm_prd_no = '${inmPrdNo}'`;

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  // Search rows written after the products, as the console writes them: they start with the product's answer.
  await run(
    `INSERT INTO search_docs (inm_prd_no, prd_nm, brand_nm, cat_nm, type_nm, tags, name_choseong, cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm)
     SELECT inm_prd_no, prd_nm, brand_cd, '', '', '', '', cat_id, brand_cd, sale_amt, sales_cnt, reg_dttm FROM products`,
  );
});

describe('the kept sold-out column', () => {
  it('starts as each product’s meaning: stock in an option, none in any, or marked', async () => {
    await steps([null, '100000001', 0], [null, '100000003', 1], [null, '100000004', 1]);
  });

  it('turns sold out when the last option with stock goes to 0, and back when it is restocked', async () => {
    // The toner's other option has no stock.
    await steps([setStock('20000000101', 0), '100000001', 1], [setStock('20000000101', 4), '100000001', 0]);
  });

  it('stays buyable while a sale leaves stock, and moves the catalog generation when it flips', async () => {
    const generation = () => env.DB.prepare('SELECT generation FROM catalog_generation').first<number>('generation');
    await steps([setStock('20000000201', 'stock - 1'), '100000002', 0]);
    const before = await generation();
    await steps([setStock('20000000201', 0), '100000002', 1]);
    expect(await generation()).toBeGreaterThan(before!);
    await steps([setStock('20000000201', 5), '100000002', 0]);
  });

  it('follows an option with stock added and deleted', async () => {
    await steps(
      [
        `INSERT INTO product_options (inm_optn_prd_no, inm_prd_no, prd_optn_nm, prd_cd, cnsm_amt, sale_amt, stock, sort_ord)
         VALUES ('20000000403', '100000004', '03 누드', 'DAMSO0000043', 15000, 13500, 2, 2)`,
        '100000004',
        0,
      ],
      [`DELETE FROM product_options WHERE inm_optn_prd_no = '20000000403'`, '100000004', 1],
    );
  });

  it('follows an option moved to another product: the one left without stock turns sold out', async () => {
    await steps([moveOption('20000000501', '100000004'), '100000005', 1], [null, '100000004', 0]);
    await steps([moveOption('20000000501', '100000005'), '100000005', 0], [null, '100000004', 1]);
  });

  it('follows the 품절 mark both ways, whatever the stock', async () => {
    await steps(
      [mark('100000005', 'Y'), '100000005', 1],
      [mark('100000005', 'N'), '100000005', 0],
      [mark('100000003', 'N'), '100000003', 0],
      [mark('100000003', 'Y'), '100000003', 1],
    );
  });

  it('puts back the product’s own answer when the column is written by hand', async () => {
    await steps(
      [`UPDATE products SET sold_out = 0 WHERE inm_prd_no = '100000004'`, '100000004', 1],
      [`UPDATE products SET sold_out = 1 WHERE inm_prd_no = '100000002'`, '100000002', 0],
    );
  });
});
