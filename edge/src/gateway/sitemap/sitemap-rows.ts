/**
 * The sitemap's reads (see #shared/schemas/sitemap-calls): each answer is one `db.batch` with the
 * catalog generation, so the edge keeps the files it draws by the generation they show. Products
 * are read through `products_sitemap` (migrations/0040), which covers the walk by number, the
 * 판매중지 filter, the code, the lastmod and the category grouping.
 */
import type { SitemapCategory, SitemapProduct, SitemapSummary } from '#shared/schemas/sitemap-calls';
import { CATALOG_GENERATION_SQL } from '../display/catalog-generation';
import { ON_SALE_SQL } from '../display/product-sql';

/** The products on sale, as read through the covering index. */
const ON_SALE_PRODUCTS = `products p INDEXED BY products_sitemap WHERE ${ON_SALE_SQL}`;

/** Every (category, subcategory) with products on sale and its newest change, in display order. */
export const SITEMAP_CATEGORIES_SQL = `SELECT c.cat_nm, s.sub_cat_nm, k.lastmod
  FROM (SELECT p.cat_id, p.sub_cat_id, MAX(p.updated_at) AS lastmod FROM ${ON_SALE_PRODUCTS} GROUP BY p.cat_id, p.sub_cat_id) k
  JOIN categories c ON c.cat_id = k.cat_id JOIN subcategories s ON s.sub_cat_id = k.sub_cat_id
  ORDER BY c.sort_ord, c.cat_id, s.sort_ord, s.sub_cat_id`;

/**
 * The products files: `?1` products a file, numbered in product-number order, one pass over the
 * index. A bound number may arrive as a REAL, so it is made an integer for a whole-number division.
 */
export const SITEMAP_FILES_SQL = `SELECT MAX(inm_prd_no) AS last_inm_prd_no, COUNT(*) AS count, MAX(updated_at) AS lastmod
  FROM (SELECT p.inm_prd_no, p.updated_at, (ROW_NUMBER() OVER (ORDER BY p.inm_prd_no) - 1) / CAST(?1 AS INTEGER) AS file FROM ${ON_SALE_PRODUCTS})
  GROUP BY file ORDER BY file`;

/** A keyset page: products on sale numbered after `?1` up to `?2` (null: the end), at most `?3`. */
export const SITEMAP_PRODUCTS_SQL = `SELECT p.inm_prd_no, p.product_code, p.updated_at AS lastmod FROM ${ON_SALE_PRODUCTS}
  AND p.inm_prd_no > ?1 AND (?2 IS NULL OR p.inm_prd_no <= ?2) ORDER BY p.inm_prd_no LIMIT ?3`;

interface CategoryRow {
  cat_nm: string;
  sub_cat_nm: string;
  lastmod: string | null;
}

/** The newer of two lastmods (ISO strings in UTC compare as text). */
const newer = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

function categoriesOf(rows: readonly CategoryRow[]): SitemapCategory[] {
  const categories = new Map<string, SitemapCategory>();
  for (const row of rows) {
    const category = categories.get(row.cat_nm) ?? { catNm: row.cat_nm, lastmod: null, subcategories: [] };
    category.lastmod = newer(category.lastmod, row.lastmod);
    category.subcategories.push({ subCatNm: row.sub_cat_nm, lastmod: row.lastmod });
    categories.set(row.cat_nm, category);
  }
  return [...categories.values()];
}

export async function readSitemapSummary(db: D1Database, perFile: number): Promise<SitemapSummary> {
  const [generation, categories, files] = await db.batch<unknown>([
    db.prepare(CATALOG_GENERATION_SQL),
    db.prepare(SITEMAP_CATEGORIES_SQL),
    db.prepare(SITEMAP_FILES_SQL).bind(perFile),
  ]);
  return {
    generation: (generation.results[0] as { generation: number } | undefined)?.generation ?? 0,
    categories: categoriesOf(categories.results as CategoryRow[]),
    productFiles: (files.results as { last_inm_prd_no: string; count: number; lastmod: string | null }[]).map((row) => ({
      lastInmPrdNo: row.last_inm_prd_no,
      count: row.count,
      lastmod: row.lastmod,
    })),
  };
}

export async function readSitemapProducts(
  db: D1Database,
  after: string,
  through: string | undefined,
  size: number,
): Promise<{ generation: number; items: SitemapProduct[] }> {
  const [generation, products] = await db.batch<unknown>([
    db.prepare(CATALOG_GENERATION_SQL),
    db.prepare(SITEMAP_PRODUCTS_SQL).bind(after, through ?? null, size),
  ]);
  return {
    generation: (generation.results[0] as { generation: number } | undefined)?.generation ?? 0,
    items: (products.results as { inm_prd_no: string; product_code: string; lastmod: string | null }[]).map((row) => ({
      inmPrdNo: row.inm_prd_no,
      productCode: row.product_code,
      lastmod: row.lastmod,
    })),
  };
}
