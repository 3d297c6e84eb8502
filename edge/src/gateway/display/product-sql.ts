/**
 * The SQL pieces every display query shares. Every query that shows a product selects the same
 * card columns, so a card, a detail and a live refresh never disagree on a badge or on sold-out.
 */

/**
 * Sold out, 1 or 0: the product is marked so, or no option has stock (a product without options
 * too). Kept on the product by triggers (migrations/0050_sold_out_last.sql), so every list can
 * order by it through its index: sold out goes last (docs/decisions/054-sold-out-last.md).
 */
export const SOLD_OUT_SQL = 'p.sold_out';

/**
 * On sale: not taken off sale (판매중지, `products.sale_stop_yn`). Every list, count, shelf and
 * search shows only these; a shopper's wish list, cart and orders still show the others, marked
 * and not buyable (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 */
export const ON_SALE_SQL = `p.sale_stop_yn = 'N'`;

/** The running hot deal `hd` of `p`, if any; `now` is the placeholder of the 14-digit Korean time. */
export function hotDealJoin(now: string): string {
  return `LEFT JOIN hot_deals hd ON hd.inm_prd_no = p.inm_prd_no AND hd.start_dttm <= ${now} AND hd.end_dttm > ${now}`;
}

/** The columns of a card: `p` with its brand `b`, category `c`, subcategory `s`, main image `pi` and deal `hd`. */
export const CARD_COLUMNS = `p.inm_prd_no, p.product_code, p.prd_nm, p.brand_cd, b.brand_nm, c.cat_nm, s.sub_cat_nm,
  p.cnsm_amt, p.sale_amt, p.dc_rate, p.best_yn, p.new_yn, ${SOLD_OUT_SQL} AS sold_out, p.review_cnt, p.rating_avg,
  COALESCE(pi.alt, p.prd_nm) AS image_alt, pi.url AS image_url, hd.end_dttm AS hot_deal_end_dttm, p.buy_rule`;

/**
 * The joins `CARD_COLUMNS` reads from, after `FROM products p`. `outer` makes every join a LEFT
 * one, for a query that left-joins its products to a row that must survive without one (search
 * answers its counts on a row even when the page is empty).
 */
export function cardJoins(now: string, { outer = false }: { outer?: boolean } = {}): string {
  const join = outer ? 'LEFT JOIN' : 'JOIN';
  return `${join} brands b ON b.brand_cd = p.brand_cd
  ${join} categories c ON c.cat_id = p.cat_id
  ${join} subcategories s ON s.sub_cat_id = p.sub_cat_id
  LEFT JOIN product_images pi ON pi.inm_prd_no = p.inm_prd_no AND pi.sort_ord = 0
  ${hotDealJoin(now)}`;
}

/** The extra columns of a detail, besides `CARD_COLUMNS`. */
export const DETAIL_COLUMNS = `p.summary, p.description, p.max_buy_qty, p.reg_dttm, p.sales_cnt, p.capacity, p.skin_type,
  p.expiry_info, p.usage_info, p.manufacturer, p.origin_country, p.ingredients, p.functional_info, p.caution,
  p.quality_std, p.cs_phone, p.sale_stop_yn`;

/** The columns of an option `o` of product `p`, in the options' display order by `OPTION_ORDER`. */
export const OPTION_COLUMNS = `o.inm_prd_no, o.inm_optn_prd_no, o.prd_optn_nm, o.prd_cd, o.cnsm_amt, o.sale_amt, o.stock, p.sold_out_yn`;
/** Options in display order, grouped by product. */
export const OPTION_ORDER = `o.inm_prd_no, o.sort_ord, o.inm_optn_prd_no`;

/** The columns of an image `i`, in gallery order by `IMAGE_ORDER`. */
export const IMAGE_COLUMNS = `i.inm_prd_no, i.sort_ord, i.alt, i.svg, i.url`;
/** `IMAGE_COLUMNS` without the SVG text, for a page that only links to the images. */
const IMAGE_LINK_COLUMNS = `i.inm_prd_no, i.sort_ord, i.alt, NULL AS svg, i.url`;
/** Images in gallery order, grouped by product. */
export const IMAGE_ORDER = `i.inm_prd_no, i.sort_ord`;

/**
 * Numbered placeholders (`?1`, `?2`, …) for values in the order they are added, so a statement
 * built piece by piece binds exactly the values it names and one value can be named twice.
 */
export class SqlParams {
  readonly values: unknown[] = [];

  /** Adds `value` and answers its placeholder. */
  add(value: unknown): string {
    this.values.push(value);
    return `?${this.values.length}`;
  }
}

/**
 * The options of the products `products` names (a subquery answering product numbers that reads
 * `value` as `?1`), in display order: one statement however many products.
 */
export function optionsStatement(db: D1Database, products: string, value: unknown): D1PreparedStatement {
  return db
    .prepare(
      `SELECT ${OPTION_COLUMNS} FROM product_options o JOIN products p ON p.inm_prd_no = o.inm_prd_no WHERE o.inm_prd_no IN (${products}) ORDER BY ${OPTION_ORDER}`,
    )
    .bind(value);
}

/** The images of the products `products` names, as `optionsStatement`, in gallery order; `svg: false` leaves their SVG text out. */
export function imagesStatement(db: D1Database, products: string, value: unknown, { svg = true } = {}): D1PreparedStatement {
  return db
    .prepare(`SELECT ${svg ? IMAGE_COLUMNS : IMAGE_LINK_COLUMNS} FROM product_images i WHERE i.inm_prd_no IN (${products}) ORDER BY ${IMAGE_ORDER}`)
    .bind(value);
}

/** Rows grouped by their product number, keeping their order. */
export function byProduct<Row extends { inm_prd_no: string }>(rows: readonly Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.inm_prd_no);
    if (group) group.push(row);
    else groups.set(row.inm_prd_no, [row]);
  }
  return groups;
}
