/**
 * `/ops/v1/reports/*`, the owner's reports (docs/decisions/057-owner-reports-queried-live.md):
 * the period is resolved in Korean days against the request's today, then read live from D1.
 * Reads: the audit log skips them.
 */
import { OPS_CONTRACTS } from '#shared/schemas/ops-calls';
import { periodAskOf } from '#shared/schemas/report-ops-calls';
import { dayNoOf, previousOf, resolvePeriod, type DayRange, type PeriodAsk } from '#shared/reports/report-period';
import { defineEndpoint } from '../gateway/endpoint';
import { GatewayError } from '../gateway/errors';
import { requestNow } from '../gateway/test-clock';
import { readBestProducts } from './best-products';
import { rollUpSales } from './sales-rollup';
import { readSalesRows } from './sales-rows';

/** The asked range, or 400 REPORT_PERIOD_INVALID with the reason. */
function periodOf(ask: PeriodAsk, now: number): DayRange {
  const range = resolvePeriod(ask, dayNoOf(now));
  if ('problem' in range) throw new GatewayError('REPORT_PERIOD_INVALID', range.problem);
  return range;
}

export const getSalesReport = defineEndpoint(OPS_CONTRACTS.getSalesReport, async ({ c, db, input }) => {
  const range = periodOf(periodAskOf(input), requestNow(c));
  const rows = await readSalesRows(db, { from: previousOf(range).from, to: range.to });
  return { data: rollUpSales(range, input.grouping, rows.money, rows.joins) };
});

export const getBestProducts = defineEndpoint(OPS_CONTRACTS.getBestProducts, async ({ c, db, input }) => ({
  data: await readBestProducts(db, periodOf(periodAskOf(input), requestNow(c))),
}));

export const REPORT_OPS = [getSalesReport, getBestProducts];
