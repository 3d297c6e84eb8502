import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogSeedSql, catalogSeedStatements, SEED_BRANDS, SEED_CATEGORIES } from '#shared/catalog-seed';

const PRODUCTS = 50;
const DISCLOSURE = [
  'capacity',
  'skin_type',
  'expiry_info',
  'usage_info',
  'manufacturer',
  'origin_country',
  'ingredients',
  'functional_info',
  'caution',
  'quality_std',
  'cs_phone',
] as const;

async function all<T>(sql: string): Promise<T[]> {
  return (await env.DB.prepare(sql).all<T>()).results;
}

async function count(table: string): Promise<number> {
  return (await all<{ n: number }>(`SELECT COUNT(*) AS n FROM ${table}`))[0].n;
}

/** Applies SQL text the way `wrangler d1 execute --file` does: statement by statement. */
async function apply(sql: string): Promise<void> {
  const statements = sql
    .split(';\n')
    .map((statement) => statement.trim())
    .filter(Boolean);
  await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
}

beforeAll(async () => {
  await apply(catalogSeedSql({ products: PRODUCTS, seed: 42 }));
});

describe('catalogSeedSql', () => {
  it('is deterministic: the same seed and size give the same SQL, another seed another catalog', () => {
    const sql = catalogSeedSql({ products: PRODUCTS, seed: 42 });
    expect(catalogSeedSql({ products: PRODUCTS, seed: 42 })).toBe(sql);
    expect(catalogSeedSql({ products: PRODUCTS, seed: 43 })).not.toBe(sql);
    expect(sql).toBe(`${catalogSeedStatements({ products: PRODUCTS, seed: 42 }).join(';\n')};\n`);
  });

  it('keeps every statement on one line and under D1’s statement size', () => {
    for (const statement of catalogSeedStatements({ products: 400, seed: 7 })) {
      expect(statement).not.toContain('\n');
      expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
    }
  });

  it('writes the brands, categories, subcategories and the asked number of products', async () => {
    expect(await count('brands')).toBe(SEED_BRANDS.length);
    expect(await count('categories')).toBe(SEED_CATEGORIES.length);
    expect(await count('subcategories')).toBe(SEED_CATEGORIES.reduce((n, cat) => n + cat.subcategories.length, 0));
    expect(await count('products')).toBe(PRODUCTS);
    expect(await count('product_images')).toBe(PRODUCTS * 2);
    const options = await count('product_options');
    expect(options).toBeGreaterThanOrEqual(PRODUCTS);
    // Every product has at least one option and a main image.
    expect(await all(`SELECT inm_prd_no FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no)`)).toEqual([]);
    expect(
      await all(`SELECT inm_prd_no FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.inm_prd_no = p.inm_prd_no AND i.sort_ord = 0)`),
    ).toEqual([]);
  });

  it('indexes every product for search: its name, brands, category and 초성', async () => {
    expect(await count('search_docs')).toBe(PRODUCTS);
    const rows = await all<{
      prd_nm: string;
      doc_nm: string;
      brand_nm: string;
      brand_nm_en: string;
      doc_brand: string;
      doc_cat: string;
      cat_nm: string;
      sub_cat_nm: string;
    }>(
      `SELECT p.prd_nm, d.prd_nm AS doc_nm, b.brand_nm, b.brand_nm_en, d.brand_nm AS doc_brand, d.cat_nm AS doc_cat, c.cat_nm, s.sub_cat_nm
         FROM products p JOIN search_docs d ON d.inm_prd_no = p.inm_prd_no JOIN brands b ON b.brand_cd = p.brand_cd
         JOIN categories c ON c.cat_id = p.cat_id JOIN subcategories s ON s.sub_cat_id = p.sub_cat_id`,
    );
    expect(rows).toHaveLength(PRODUCTS);
    for (const row of rows) {
      expect(row.doc_nm).toBe(row.prd_nm);
      expect(row.doc_brand).toBe(`${row.brand_nm} ${row.brand_nm_en}`);
      expect(row.doc_cat).toBe(`${row.cat_nm} ${row.sub_cat_nm}`);
    }
    // The triggers fill both indexes.
    expect(await all('SELECT rowid FROM search_fts WHERE search_fts MATCH \'"스킨케어"\'')).toHaveLength(
      rows.filter((row) => row.cat_nm === '스킨케어').length,
    );
    expect(await all('SELECT rowid FROM search_choseong WHERE search_choseong MATCH \'"ㄴㅊㅅ"\'')).toHaveLength(
      rows.filter((row) => row.brand_nm === '녹차숍').length,
    );
  });

  it('uses the five categories of the shop', async () => {
    const names = (await all<{ cat_nm: string }>('SELECT cat_nm FROM categories ORDER BY sort_ord')).map((row) => row.cat_nm);
    expect(names).toEqual(['스킨케어', '메이크업', '바디', '헤어', '클렌징']);
  });

  it('starts every prd_cd with its product’s 5-character brand code', async () => {
    const rows = await all<{ prd_cd: string; brand_cd: string }>(
      'SELECT o.prd_cd, p.brand_cd FROM product_options o JOIN products p ON p.inm_prd_no = o.inm_prd_no',
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.brand_cd).toHaveLength(5);
      expect(row.prd_cd.slice(0, 5)).toBe(row.brand_cd);
    }
  });

  it('fills every disclosure field of every product', async () => {
    const rows = await all<Record<string, string>>(`SELECT ${DISCLOSURE.join(', ')} FROM products`);
    expect(rows).toHaveLength(PRODUCTS);
    for (const row of rows) for (const field of DISCLOSURE) expect(row[field], field).toMatch(/\S/);
  });

  it('writes product copy without a doubled word, and a brand’s counselling number saying whose it is', async () => {
    const rows = await all<{ description: string; cs_phone: string; brand_nm: string }>(
      'SELECT p.description, p.cs_phone, b.brand_nm FROM products p JOIN brands b ON b.brand_cd = p.brand_cd',
    );
    for (const row of rows) {
      expect(row.description).not.toMatch(/(\S+) \1(?=\s|에|$)/);
      expect(row.cs_phone).toMatch(new RegExp(`^${row.brand_nm} 고객상담실 [\\d-]+$`));
    }
  });

  it('prices consistently: sale ≤ list price, the rate matches, sold-out products have no stock', async () => {
    const rows = await all<{ cnsm_amt: number; sale_amt: number; dc_rate: number; sale_yn: string; sold_out_yn: string; stock: number; prd_nm: string }>(
      'SELECT p.cnsm_amt, p.sale_amt, p.dc_rate, p.sale_yn, p.sold_out_yn, p.prd_nm, (SELECT SUM(stock) FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no) AS stock FROM products p',
    );
    for (const row of rows) {
      expect(row.sale_amt).toBeLessThanOrEqual(row.cnsm_amt);
      expect(row.sale_yn).toBe(row.dc_rate > 0 ? 'Y' : 'N');
      if (row.sold_out_yn === 'Y') expect(row.stock).toBe(0);
      expect(row.prd_nm).toMatch(/[가-힣]/);
    }
  });

  it('writes each product’s kept sold-out column and its search copies as sold out means: marked, or no option with stock', async () => {
    const rows = await all<{ kept: number; meaning: number; doc: number; fact: number }>(
      `SELECT p.sold_out AS kept, d.sold_out AS doc, f.sold_out AS fact,
              (p.sold_out_yn = 'Y' OR NOT EXISTS (SELECT 1 FROM product_options o WHERE o.inm_prd_no = p.inm_prd_no AND o.stock > 0)) AS meaning
         FROM products p JOIN search_docs d ON d.inm_prd_no = p.inm_prd_no JOIN search_hit_facts f ON f.doc_id = d.doc_id`,
    );
    expect(rows).toHaveLength(PRODUCTS);
    for (const row of rows) expect(row).toEqual({ kept: row.meaning, meaning: row.meaning, doc: row.meaning, fact: row.meaning });
    expect(new Set(rows.map((row) => row.meaning))).toEqual(new Set([0, 1]));
  });

  it('draws images as SVG text', async () => {
    const rows = await all<{ svg: string }>('SELECT svg FROM product_images');
    for (const row of rows) {
      expect(row.svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(row.svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    }
  });

  it('refuses an option whose prd_cd does not start with its brand code', async () => {
    const product = (await all<{ inm_prd_no: string; brand_cd: string }>('SELECT inm_prd_no, brand_cd FROM products LIMIT 1'))[0];
    const other = SEED_BRANDS.find((brand) => brand.code !== product.brand_cd)!.code;
    await expect(
      env.DB.prepare(
        "INSERT INTO product_options (inm_optn_prd_no, inm_prd_no, prd_optn_nm, prd_cd, cnsm_amt, sale_amt, stock) VALUES ('999', ?, '단품', ?, 1000, 1000, 1)",
      )
        .bind(product.inm_prd_no, `${other}999999`)
        .run(),
    ).rejects.toThrow(/brand code/);
  });
});
