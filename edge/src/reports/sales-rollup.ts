/**
 * The sales report from the day rows D1 gave (./sales-rows.ts): each row lands in the bucket of
 * its day, or, for a day of the previous period, in the bucket of the same day shifted forward by
 * the period's length, so every bucket compares like with like (docs/decisions/057-owner-reports-queried-live.md).
 * Pure: the aggregates' rules are tested without SQL in the way.
 */
import { PAY_METHODS, type PayMethod } from '#shared/order/pay-methods';
import { bucketsOf, isoOf, lengthOf, previousOf, type DayNo, type DayRange, type ReportGrouping } from '#shared/reports/report-period';
import { SALES_CHANNELS, type MoneyFigures, type SalesChannel, type SalesFigures, type SalesReport } from '#shared/schemas/report-ops-calls';

/** One day's payments or refunds of one channel and payment method. */
export interface MoneyRow {
  day: DayNo;
  channel: SalesChannel;
  payMethod: PayMethod;
  orderCnt: number;
  payAmt: number;
  refundAmt: number;
}
/** One day's new members. */
export interface JoinRow {
  day: DayNo;
  memberCnt: number;
}

type Side = 'current' | 'previous';
type Sum = Omit<MoneyFigures, 'netAmt'> & { newMemberCnt: number };
const emptySum = (): Sum => ({ orderCnt: 0, payAmt: 0, refundAmt: 0, newMemberCnt: 0 });
const pair = () => ({ current: emptySum(), previous: emptySum() });

const money = (sum: Sum): MoneyFigures => ({ orderCnt: sum.orderCnt, payAmt: sum.payAmt, refundAmt: sum.refundAmt, netAmt: sum.payAmt - sum.refundAmt });
const figures = (sum: Sum): SalesFigures => ({
  ...money(sum),
  avgOrderAmt: sum.orderCnt === 0 ? 0 : Math.round(sum.payAmt / sum.orderCnt),
  newMemberCnt: sum.newMemberCnt,
});
const both = <T>(sums: { current: Sum; previous: Sum }, as: (sum: Sum) => T) => ({ current: as(sums.current), previous: as(sums.previous) });

function addMoney(sum: Sum, row: MoneyRow) {
  sum.orderCnt += row.orderCnt;
  sum.payAmt += row.payAmt;
  sum.refundAmt += row.refundAmt;
}

/** The report of `range` by `grouping` from rows covering it and the period before. */
export function rollUpSales(range: DayRange, grouping: ReportGrouping, moneyRows: readonly MoneyRow[], joins: readonly JoinRow[]): SalesReport {
  const previous = previousOf(range);
  const shift = lengthOf(range);
  const buckets = bucketsOf(range, grouping);
  const bucketOfDay = new Map<DayNo, number>();
  buckets.forEach((bucket, index) => {
    for (let day = bucket.from; day <= bucket.to; day++) bucketOfDay.set(day, index);
  });
  /** Which side and bucket a day counts in; none outside both periods. */
  const place = (day: DayNo): { side: Side; index: number } | null => {
    if (day >= range.from && day <= range.to) return { side: 'current', index: bucketOfDay.get(day)! };
    if (day >= previous.from && day <= previous.to) return { side: 'previous', index: bucketOfDay.get(day + shift)! };
    return null;
  };

  const sums = buckets.map(pair);
  const total = pair();
  const byChannel = new Map(SALES_CHANNELS.map((channel) => [channel, pair()]));
  const byPayMethod = new Map(PAY_METHODS.map((method) => [method, pair()]));
  for (const row of moneyRows) {
    const at = place(row.day);
    if (!at) continue;
    for (const sum of [sums[at.index][at.side], total[at.side], byChannel.get(row.channel)![at.side], byPayMethod.get(row.payMethod)![at.side]])
      addMoney(sum, row);
  }
  for (const row of joins) {
    const at = place(row.day);
    if (!at) continue;
    sums[at.index][at.side].newMemberCnt += row.memberCnt;
    total[at.side].newMemberCnt += row.memberCnt;
  }

  const touched = (kept: { current: Sum; previous: Sum }) => kept.current.orderCnt + kept.current.refundAmt + kept.previous.orderCnt + kept.previous.refundAmt > 0;
  return {
    from: isoOf(range.from),
    to: isoOf(range.to),
    grouping,
    previousFrom: isoOf(previous.from),
    previousTo: isoOf(previous.to),
    buckets: buckets.map((bucket, index) => ({ from: isoOf(bucket.from), to: isoOf(bucket.to), ...both(sums[index], figures) })),
    total: both(total, figures),
    // A channel or method nobody paid with in either period would only add a row of zeros; the
    // channels the shop has always show, so a missing one reads as none rather than as forgotten.
    byChannel: [...byChannel]
      .filter(([channel, kept]) => channel !== 'UNKNOWN' || touched(kept))
      .map(([channel, kept]) => ({ channel, ...both(kept, money) })),
    byPayMethod: [...byPayMethod].filter(([, kept]) => touched(kept)).map(([payMethod, kept]) => ({ payMethod, ...both(kept, money) })),
  };
}
