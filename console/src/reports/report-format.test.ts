import { describe, expect, it } from 'vitest';
import { csvText } from '#shared/format/csv';
import type { SalesReport } from '#shared/schemas/report-ops-calls';
import { bucketLabel, changeOf, formatCompact, salesCsvRows, salesTableRows, shortDay } from './report-format';

const figures = (payAmt: number, orderCnt: number, refundAmt = 0) => ({
  orderCnt,
  payAmt,
  refundAmt,
  netAmt: payAmt - refundAmt,
  avgOrderAmt: orderCnt ? Math.round(payAmt / orderCnt) : 0,
  newMemberCnt: 1,
});
const report: SalesReport = {
  from: '2026-10-29',
  to: '2026-11-08',
  grouping: 'week',
  previousFrom: '2026-10-18',
  previousTo: '2026-10-28',
  buckets: [
    { from: '2026-10-29', to: '2026-11-01', current: figures(12500, 1), previous: figures(0, 0) },
    { from: '2026-11-02', to: '2026-11-08', current: figures(112800, 4, 35200), previous: figures(42600, 2) },
  ],
  total: { current: { ...figures(125300, 5, 35200), newMemberCnt: 2 }, previous: figures(42600, 2) },
  byChannel: [],
  byPayMethod: [],
};

describe('how the reports word their numbers', () => {
  it('shortens amounts on an axis to 만 and 억 with a tenth', () => {
    expect([9500, 12_000, 125_300, 50_000_000, 340_000_000, -15_000].map(formatCompact)).toEqual(['9,500', '1.2만', '12.5만', '5,000만', '3.4억', '-1.5만']);
  });

  it('names days with their weekday, weeks by their ends and whole or cut months', () => {
    expect(shortDay('2026-11-25')).toBe('11/25(수)');
    expect(bucketLabel({ from: '2026-11-02', to: '2026-11-08' }, 'week')).toBe('11/2(월)~11/8(일)');
    expect(bucketLabel({ from: '2026-02-01', to: '2026-02-28' }, 'month')).toBe('2026년 2월');
    expect(bucketLabel({ from: '2026-11-01', to: '2026-11-08' }, 'month')).toBe('2026년 11월 (1~8일)');
  });

  it('tells the change against the period before, or a dash without one', () => {
    expect([changeOf(112800, 42600), changeOf(90, 100), changeOf(5, 0)]).toEqual(['+164.8%', '-10.0%', '–']);
  });

  it('writes the CSV with the table’s rows and columns, 합계 last, amounts as plain numbers', () => {
    expect(salesTableRows(report).map((row) => row.label)).toEqual(['10/29(목)~11/1(일)', '11/2(월)~11/8(일)', '합계']);
    expect(csvText(salesCsvRows(report))).toBe(
      [
        '기간,주문 수(건),결제 금액(원),취소·환불 금액(원),순매출(원),객단가(원),신규 회원(명)',
        '10/29(목)~11/1(일),1,12500,0,12500,12500,1',
        '11/2(월)~11/8(일),4,112800,35200,77600,28200,1',
        '합계,5,125300,35200,90100,25060,2',
        '',
      ].join('\r\n'),
    );
  });
});
