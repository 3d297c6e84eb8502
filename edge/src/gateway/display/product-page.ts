/**
 * The product page's answer (getProductPage): the product in detail, the summary of its
 * published reviews, 판매중지, the next hot deal's start and the catalog generation, all from one
 * D1 batch, so the page never shows a product and a review count read at different moments and
 * names exactly the generation it was drawn at (docs/decisions/039-catalog-pages-drawn-at-the-edge.md).
 */
import type { ProductPage } from '#shared/schemas/display-calls';
import { reviewSummaryStatements, summariesFromResults } from '../reviews/review-summary';
import { CATALOG_GENERATION_SQL } from './catalog-generation';
import { BY_CODE, productByCodeStatements, productFromResults } from './product-details';

/** The first hot deal of the product that starts after `?2` (the page changes then by itself). */
const NEXT_DEAL_SQL = `SELECT MIN(start_dttm) AS start_dttm FROM hot_deals WHERE inm_prd_no IN (${BY_CODE}) AND start_dttm > ?2`;

/** The product page of `productCode` at `now` (14-digit Korean time); null when no product has that code. */
export async function readProductPage(db: D1Database, productCode: string, now: string): Promise<ProductPage | null> {
  const product = productByCodeStatements(db, productCode, now, { svg: false });
  const reviews = reviewSummaryStatements(db, BY_CODE, productCode);
  const results = await db.batch<unknown>([...product, ...reviews, db.prepare(NEXT_DEAL_SQL).bind(productCode, now), db.prepare(CATALOG_GENERATION_SQL)]);
  const found = productFromResults(results.slice(0, product.length));
  if (!found) return null;
  const [summary] = summariesFromResults([found.detail.inmPrdNo], results.slice(product.length, product.length + reviews.length));
  const [nextDeal, generation] = results.slice(product.length + reviews.length);
  return {
    product: found.detail,
    reviews: summary,
    saleStopYn: found.row.sale_stop_yn === 'Y' ? 'Y' : 'N',
    nextDealStartDttm: (nextDeal.results[0] as { start_dttm: string | null } | undefined)?.start_dttm ?? null,
    generation: (generation.results[0] as { generation: number } | undefined)?.generation ?? 0,
  };
}
