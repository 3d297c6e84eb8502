/**
 * The sample market (샘플 마켓): samples of full-size products sold for a token price (원 or
 * beauty points) during a period while stock lasts. Each item carries its product's card; a
 * sample of a product taken off sale is not offered.
 */
import { periodStatusAt, type SampleMarketItem, CAMPAIGN_CONTRACTS } from '#shared/schemas/campaign-calls';
import { toCard, type CardRow } from '../display/product-rows';
import { CARD_COLUMNS, ON_SALE_SQL, cardJoins } from '../display/product-sql';
import { defineEndpoint } from '../endpoint';
import { answerClock } from './campaign-rows';

interface SampleRow extends CardRow {
  sample_id: number;
  sample_nm: string;
  price_type: 'WON' | 'POINT';
  price: number;
  stock: number;
  per_cust_limit: number;
  start_dttm: string;
  end_dttm: string;
}

/** Every item at `nowDttm`: running, then upcoming, then ended, each by start; for a caller's batch. */
export function sampleMarketStatement(db: D1Database, nowDttm: string): D1PreparedStatement {
  return db
    .prepare(
      `SELECT sm.sample_id, sm.sample_nm, sm.price_type, sm.price, sm.stock, sm.per_cust_limit, sm.start_dttm, sm.end_dttm, ${CARD_COLUMNS}
         FROM sample_market_items sm JOIN products p ON p.inm_prd_no = sm.inm_prd_no
         ${cardJoins('?1')}
        WHERE ${ON_SALE_SQL}
        ORDER BY CASE WHEN sm.start_dttm > ?1 THEN 1 WHEN sm.end_dttm > ?1 THEN 0 ELSE 2 END, sm.start_dttm, sm.sort_ord, sm.sample_id`,
    )
    .bind(nowDttm);
}

/** The items of `sampleMarketStatement`'s result, each with its status at `now` (epoch ms). */
export function sampleMarketItemsOf(result: D1Result<unknown>, now: number): SampleMarketItem[] {
  return (result.results as SampleRow[]).map((row) => ({
    sampleId: row.sample_id,
    sampleNm: row.sample_nm,
    priceType: row.price_type,
    price: row.price,
    stock: row.stock,
    soldOutYn: row.stock === 0 ? ('Y' as const) : ('N' as const),
    perCustLimit: row.per_cust_limit,
    startDttm: row.start_dttm,
    endDttm: row.end_dttm,
    status: periodStatusAt(row.start_dttm, row.end_dttm, now),
    product: toCard(row),
  }));
}

export const getSampleMarketList = defineEndpoint(CAMPAIGN_CONTRACTS.getSampleMarketList, async ({ db }) => {
  const { now, nowDttm } = answerClock();
  const items = sampleMarketItemsOf(await sampleMarketStatement(db, nowDttm).all(), now);
  return { statusCode: 200 as const, data: { items, serverDttm: nowDttm } };
});
