/**
 * The category tree the navigation shows: categories and, inside each, subcategories in their
 * `sort_ord` order, each with its number of products on sale (sold-out ones included: they are
 * listed; ones taken off sale are not).
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

/** The two statements of the tree, for a caller's batch; `categoryTreeOf` reads their results. The counts read the category and subcategory indexes. */
export function categoryTreeStatements(db: D1Database): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(
      `SELECT c.cat_id, c.cat_nm, (SELECT COUNT(*) FROM products p WHERE p.cat_id = c.cat_id AND ${ON_SALE_SQL}) AS product_count
         FROM categories c ORDER BY c.sort_ord, c.cat_id`,
    ),
    db.prepare(
      `SELECT s.cat_id, s.sub_cat_nm, (SELECT COUNT(*) FROM products p WHERE p.sub_cat_id = s.sub_cat_id AND ${ON_SALE_SQL}) AS product_count
         FROM subcategories s ORDER BY s.sort_ord, s.sub_cat_id`,
    ),
  ];
}

/** Every category in display order with its subcategories, from the results of `categoryTreeStatements`. */
export function categoryTreeOf(categories: D1Result<unknown>, subcategories: D1Result<unknown>): CategoryNode[] {
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

export async function readCategoryTree(db: D1Database): Promise<CategoryNode[]> {
  const [categories, subcategories] = await db.batch<unknown>(categoryTreeStatements(db));
  return categoryTreeOf(categories, subcategories);
}
