/**
 * The category tree the navigation shows: categories and, inside each, subcategories in their
 * `sort_ord` order, each with its number of products (sold-out ones included: they are listed).
 */
import type { CategoryNode } from '#shared/schemas/display-calls';

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

/** The two statements of the tree, for a batch: categories, then subcategories, in display order with their counts. */
export function categoryTreeStatements(db: D1Database): [D1PreparedStatement, D1PreparedStatement] {
  return [
    db.prepare(
      `SELECT c.cat_id, c.cat_nm, (SELECT COUNT(*) FROM products p WHERE p.cat_id = c.cat_id) AS product_count
         FROM categories c ORDER BY c.sort_ord, c.cat_id`,
    ),
    db.prepare(
      `SELECT s.cat_id, s.sub_cat_nm, (SELECT COUNT(*) FROM products p WHERE p.sub_cat_id = s.sub_cat_id) AS product_count
         FROM subcategories s ORDER BY s.sort_ord, s.sub_cat_id`,
    ),
  ];
}

/** The tree from the results of `categoryTreeStatements`. */
export function toCategoryTree(categories: D1Result, subcategories: D1Result): CategoryNode[] {
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

/** Every category in display order with its subcategories; the counts read the category and subcategory indexes. */
export async function readCategoryTree(db: D1Database): Promise<CategoryNode[]> {
  const [categories, subcategories] = await db.batch<unknown>(categoryTreeStatements(db));
  return toCategoryTree(categories, subcategories);
}
