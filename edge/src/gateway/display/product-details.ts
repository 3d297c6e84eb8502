/**
 * Products in detail: one by its code (the detail page) and every product, paged by product
 * number (the build's bulk read). A page costs two round trips whatever its size: the products
 * with their total, then their options and images through one `json_each` list each. One product
 * is three statements (`productByCodeStatements`) that a caller may batch with more of its own.
 */
import type { ProductDetail } from '#shared/schemas/display-calls';
import { toDetail, type DetailRow, type ImageRow, type OptionRow } from './product-rows';
import { CARD_COLUMNS, DETAIL_COLUMNS, byProduct, cardJoins, imagesStatement, optionsStatement } from './product-sql';

/** Product-number subqueries for the option and image statements: one code, or a JSON list. */
export const BY_CODE = 'SELECT inm_prd_no FROM products WHERE product_code = ?1';
const BY_LIST = 'SELECT value FROM json_each(?1)';

const DETAIL_SELECT = `SELECT ${CARD_COLUMNS}, ${DETAIL_COLUMNS} FROM products p ${cardJoins('?1')}`;

/** The details of `rows`, with the options and images the two result sets hold. */
function detailsOf(rows: readonly DetailRow[], options: readonly OptionRow[], images: readonly ImageRow[]): ProductDetail[] {
  const optionsOf = byProduct(options);
  const imagesOf = byProduct(images);
  return rows.map((row) => toDetail(row, optionsOf.get(row.inm_prd_no) ?? [], imagesOf.get(row.inm_prd_no) ?? []));
}

/**
 * The product `productCode` at `now` (14-digit Korean time): its row, its options and its images.
 * `svg: false` leaves the images' SVG text out, for a page that only links to them.
 */
export function productByCodeStatements(db: D1Database, productCode: string, now: string, { svg = true } = {}): D1PreparedStatement[] {
  return [
    db.prepare(`${DETAIL_SELECT} WHERE p.product_code = ?2`).bind(now, productCode),
    optionsStatement(db, BY_CODE, productCode),
    imagesStatement(db, BY_CODE, productCode, { svg }),
  ];
}

/** The product the three results of `productByCodeStatements` hold, with its row; null when there is none. */
export function productFromResults(results: readonly D1Result<unknown>[]): { detail: ProductDetail; row: DetailRow } | null {
  const [products, options, images] = results;
  const row = (products.results as DetailRow[])[0];
  if (!row) return null;
  const [detail] = detailsOf([row], options.results as OptionRow[], images.results as ImageRow[]);
  return { detail, row };
}

/** The product `productCode` in detail at `now` (14-digit Korean time); null when there is none. */
export async function findProductDetail(db: D1Database, productCode: string, now: string): Promise<ProductDetail | null> {
  return productFromResults(await db.batch<unknown>(productByCodeStatements(db, productCode, now)))?.detail ?? null;
}

/** Page `page` (from 1) of every product in detail, `size` a page in product-number order, and the total. */
export async function listProductDetails(db: D1Database, page: number, size: number, now: string): Promise<{ items: ProductDetail[]; total: number }> {
  const [products, totals] = await db.batch<unknown>([
    db.prepare(`${DETAIL_SELECT} ORDER BY p.inm_prd_no LIMIT ?2 OFFSET ?3`).bind(now, size, (page - 1) * size),
    db.prepare('SELECT COUNT(*) AS total FROM products'),
  ]);
  const rows = products.results as DetailRow[];
  const total = (totals.results[0] as { total: number }).total;
  if (rows.length === 0) return { items: [], total };
  const numbers = JSON.stringify(rows.map((row) => row.inm_prd_no));
  const [options, images] = await db.batch<unknown>([optionsStatement(db, BY_LIST, numbers), imagesStatement(db, BY_LIST, numbers)]);
  return { items: detailsOf(rows, options.results as OptionRow[], images.results as ImageRow[]), total };
}
