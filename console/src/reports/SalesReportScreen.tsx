/**
 * 매출 리포트 (the owner's): over the last 7, 30 or 90 days or a chosen range, by day, week or month
 * in Korean time, one figure as a line beside the same-length period before (dashed), the table of
 * every figure under it with a CSV of exactly that table, and the money by channel and payment
 * method (docs/decisions/057-owner-reports-queried-live.md).
 */
import { useState } from 'react';
import { Alert, Card, CardContent, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { formatNumber, formatWon } from '#shared/format';
import type { ReportGrouping } from '#shared/reports/report-period';
import type { SalesReport } from '#shared/schemas/report-ops-calls';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { GroupingControl, PeriodControls, type PeriodChoice } from './PeriodControls';
import { bucketLabel, CHANNEL_NAMES, changeOf, COMPACT_AXIS, PAY_METHOD_NAMES, shortDay } from './report-format';
import { SalesTable, SplitTable } from './SalesTables';
import { TrendChart } from './TrendChart';
import { useOpsRead } from '../use-ops-read';

type ChartFigure = 'payAmt' | 'netAmt' | 'orderCnt';
const FIGURES: Record<ChartFigure, { name: string; format: (value: number) => string }> = {
  payAmt: { name: '결제 금액', format: formatWon },
  netAmt: { name: '순매출', format: formatWon },
  orderCnt: { name: '주문 수', format: (value) => `${formatNumber(value)}건` },
};

const span = (from: string, to: string) => `${shortDay(from)}~${shortDay(to)}`;

/** The caption: this period's figure, the one before, and the change, in words. */
function summaryOf(report: SalesReport, figure: ChartFigure): string {
  const { name, format } = FIGURES[figure];
  const now = report.total.current[figure];
  const before = report.total.previous[figure];
  return `${span(report.from, report.to)} ${name} ${format(now)}, 이전 기간(${span(report.previousFrom, report.previousTo)}, 점선) ${format(before)}, 증감 ${changeOf(now, before)}.`;
}

export function SalesReportScreen() {
  const [period, setPeriod] = useState<PeriodChoice>({ days: 30 });
  const [grouping, setGrouping] = useState<ReportGrouping>('day');
  const [figure, setFigure] = useState<ChartFigure>('payAmt');
  const { answer: report, problem } = useOpsRead(OPS.getSalesReport, { ...period, grouping });
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="매출 리포트" />
      <CardContent sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          한국 시간 기준입니다. 결제 금액은 결제된 날, 취소·환불 금액은 취소·환불이 처리된 날(부분 환불 포함)에 셉니다. 순매출 = 결제 금액 − 취소·환불 금액.
        </Typography>
        <PeriodControls period={period} onPeriod={setPeriod} />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <GroupingControl grouping={grouping} onGrouping={setGrouping} />
          <ToggleButtonGroup exclusive size="small" aria-label="차트 항목" value={figure} onChange={(_, value: ChartFigure | null) => value && setFigure(value)}>
            {(Object.keys(FIGURES) as ChartFigure[]).map((key) => (
              <ToggleButton key={key} value={key}>
                {FIGURES[key].name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Stack>
        {!report && !problem && <Typography role="status">불러오는 중…</Typography>}
        {problem && <Alert severity="error">{problem}</Alert>}
        {report && (
          <>
            <TrendChart
              labels={report.buckets.map((bucket) => bucketLabel(bucket, report.grouping))}
              series={[
                { id: 'current', label: '이번 기간', data: report.buckets.map((bucket) => bucket.current[figure]) },
                { id: 'previous', label: '이전 기간 (점선)', data: report.buckets.map((bucket) => bucket.previous[figure]), dashed: true },
              ]}
              format={FIGURES[figure].format}
              axis={COMPACT_AXIS}
              summary={summaryOf(report, figure)}
            />
            <SalesTable report={report} />
            <SplitTable title="채널별" rows={report.byChannel.map((row) => ({ ...row, name: CHANNEL_NAMES[row.channel] }))} />
            <SplitTable title="결제수단별" rows={report.byPayMethod.map((row) => ({ ...row, name: PAY_METHOD_NAMES[row.payMethod] }))} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
