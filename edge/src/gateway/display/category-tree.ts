/**
 * The category tree the navigation shows: categories and, inside each, subcategories in their
 * `sort_ord` order, each with its number of products on sale (sold-out ones included: they are
 * listed; those taken off sale are not).
 */
import type { CategoryNode } from '#shared/schemas/display-calls';
import { ON_SALE_SQL } from './product-sql';

interface CategoryRow {
  cat_id: number;
  cat_nm: string;
  product_count: number;
}

interface SubcategoryRow {
  cat_id: number;
  sub_cat_nm: string;
  product_count: number;
}

/** Every category in display order with its subcategories; the counts read the category and subcategory indexes. */
export async function readCategoryTree(db: D1Database): Promise<CategoryNode[]> {
  const [categories, subcategories] = await db.batch<unknown>([
    db.prepare(
      `SELECT c.cat_id, c.cat_nm, (SELECT COUNT(*) FROM products p WHERE p.cat_id = c.cat_id AND ${ON_SALE_SQL}) AS product_count
         FROM categories c ORDER BY c.sort_ord, c.cat_id`,
    ),
    db.prepare(
      `SELECT s.cat_id, s.sub_cat_nm, (SELECT COUNT(*) FROM products p WHERE p.sub_cat_id = s.sub_cat_id AND ${ON_SALE_SQL}) AS product_count
         FROM subcategories s ORDER BY s.sort_ord, s.sub_cat_id`,
    ),
  ]);
  const subsOf = new Map<number, CategoryNode['subcategories']>();
  for (const row of subcategories.results as SubcategoryRow[]) {
    const subs = subsOf.get(row.cat_id) ?? [];
    subs.push({ subCatNm: row.sub_cat_nm, productCount: row.product_count });
    subsOf.set(row.cat_id, subs);
  }
  return (categories.results as CategoryRow[]).map((row) => ({
    catNm: row.cat_nm,
    productCount: row.product_count,
    subcategories: subsOf.get(row.cat_id) ?? [],
  }));
}
