/**
 * The employee shop (임직원 전용관): products at employee prices, for verified employees only
 * (`empYn` 'Y', the same flag getCustInfo answers). Everyone else, logged in or not, is told how
 * to verify (403 EMPLOYEE_ONLY) and sees no employee price. Deepest discount first, sold-out
 * products after the rest (docs/decisions/054-sold-out-last.md).
 */
import { CAMPAIGN_CONTRACTS } from '#shared/schemas/campaign-calls';
import { findCustomer } from '../customer/customer-store';
import { toCard, type CardRow } from '../display/product-rows';
import { CARD_COLUMNS, ON_SALE_SQL, SOLD_OUT_SQL, cardJoins } from '../display/product-sql';
import { defineEndpoint } from '../endpoint';
import { GatewayError } from '../errors';
import { answerClock, offsetOf } from './campaign-rows';

interface EmployeeRow extends CardRow {
  emp_amt: number;
  emp_dc_rate: number;
}

const FROM = `FROM employee_prices e JOIN products p ON p.inm_prd_no = e.inm_prd_no`;
/** Every product on sale, or those of one category; `param` is the placeholder of `catNm`. */
const inCategory = (param: string) => `(${param} IS NULL OR c.cat_nm = ${param}) AND ${ON_SALE_SQL}`;

export const getEmployeeProductList = defineEndpoint(CAMPAIGN_CONTRACTS.getEmployeeProductList, async ({ db, input, owner }) => {
  const customer = owner && (await findCustomer(db, owner.incsNo));
  if (!customer || customer.emp_yn !== 'Y') throw new GatewayError('EMPLOYEE_ONLY');
  const { nowDttm } = answerClock();
  const catNm = input.catNm ?? null;
  const [counted, listed] = await db.batch<unknown>([
    db.prepare(`SELECT COUNT(*) AS n ${FROM} JOIN categories c ON c.cat_id = p.cat_id WHERE ${inCategory('?1')}`).bind(catNm),
    db
      .prepare(
        `SELECT ${CARD_COLUMNS}, e.emp_amt, e.emp_dc_rate ${FROM} ${cardJoins('?1')}
          WHERE ${inCategory('?2')} ORDER BY ${SOLD_OUT_SQL}, e.emp_dc_rate DESC, p.inm_prd_no LIMIT ?3 OFFSET ?4`,
      )
      .bind(nowDttm, catNm, input.size, offsetOf(input.page, input.size)),
  ]);
  const items = (listed.results as EmployeeRow[]).map((row) => ({ ...toCard(row), empAmt: row.emp_amt, empDcRate: row.emp_dc_rate }));
  return { statusCode: 200 as const, data: { items, total: (counted.results[0] as { n: number }).n, page: input.page, size: input.size } };
});
