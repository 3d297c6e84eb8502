/**
 * The category tree the navigation shows: categories and, inside each, subcategories in their
 * `sort_ord` order, each with its number of products on sale (sold-out ones included: they are
 * listed; ones taken off sale are not). The numbers are kept by triggers in `on_sale_counts`
 * (migrations/0043_on_sale_counts.sql): counting 100,000 products on every list page's draw cost 16 ms.
 */
import type { CategoryNode } from '#shared/schemas/display-calls';

/** A category (`level` 0) or a subcategory (`level` 1, `cat_id` its category's). */
interface TreeRow {
  level: 0 | 1;
  cat_id: number;
  nm: string;
  product_count: number;
}

/**
 * The tree as ONE statement of a caller's batch (each statement of a batch is a result set the
 * worker converts): categories first, then subcategories, each in display order; `categoryTreeOf`
 * reads it.
 */
export function categoryTreeStatement(db: D1Database): D1PreparedStatement {
  return db.prepare(
    `SELECT 0 AS level, c.cat_id, c.cat_nm AS nm, COALESCE(n.products, 0) AS product_count, c.sort_ord AS ord, c.cat_id AS id
       FROM categories c LEFT JOIN on_sale_counts n ON n.scope = 'cat' AND n.id = c.cat_id
     UNION ALL
     SELECT 1, s.cat_id, s.sub_cat_nm, COALESCE(n.products, 0), s.sort_ord, s.sub_cat_id
       FROM subcategories s LEFT JOIN on_sale_counts n ON n.scope = 'sub' AND n.id = s.sub_cat_id
     ORDER BY level, ord, id`,
  );
}

/** Every category in display order with its subcategories, from the result of `categoryTreeStatement`. */
export function categoryTreeOf(tree: D1Result<unknown>): CategoryNode[] {
  const rows = tree.results as TreeRow[];
  const subsOf = new Map<number, CategoryNode['subcategories']>();
  for (const row of rows) {
    if (row.level !== 1) continue;
    const subs = subsOf.get(row.cat_id) ?? [];
    subs.push({ subCatNm: row.nm, productCount: row.product_count });
    subsOf.set(row.cat_id, subs);
  }
  return rows.filter((row) => row.level === 0).map((row) => ({ catNm: row.nm, productCount: row.product_count, subcategories: subsOf.get(row.cat_id) ?? [] }));
}

export async function readCategoryTree(db: D1Database): Promise<CategoryNode[]> {
  return categoryTreeOf(await categoryTreeStatement(db).all());
}
