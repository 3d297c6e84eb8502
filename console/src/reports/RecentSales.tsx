/**
 * 오늘's small chart for the owner: 결제 금액 of each of the last 14 Korean days, with its summary in
 * words and a link to 매출 리포트 (`/ops/v1/reports/sales`).
 */
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useBasename } from 'react-admin';
import { formatWon } from '#shared/format';
import { dayNoOfIso, isoOf } from '#shared/reports/report-period';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';
import { COMPACT_AXIS, shortDay } from './report-format';
import { TrendChart } from './TrendChart';
import { useOpsRead } from '../use-ops-read';

const DAYS = 14;

export function RecentSales({ today }: { today: string }) {
  const basename = useBasename();
  const { answer: report, problem } = useOpsRead(OPS.getSalesReport, { from: isoOf(dayNoOfIso(today) - DAYS + 1), to: today, grouping: 'day' });
  const amounts = report?.buckets.map((bucket) => bucket.current.payAmt) ?? [];
  const best = report?.buckets.reduce((top, bucket) => (bucket.current.payAmt > top.current.payAmt ? bucket : top));
  return (
    <Card component="section" aria-labelledby="recent-sales-title" sx={{ mb: 2 }}>
      <CardContent sx={{ minWidth: 0 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="recent-sales-title" component="h2" variant="subtitle1">
            최근 {DAYS}일 결제 금액
          </Typography>
          <Button size="small" href={`${basename}/sales-report`}>
            매출 리포트 보기
          </Button>
        </Stack>
        {problem && <Typography role="alert">{problem}</Typography>}
        {!report && !problem && <Typography role="status">불러오는 중…</Typography>}
        {report && best && (
          <TrendChart
            height={160}
            labels={report.buckets.map((bucket) => shortDay(bucket.from))}
            series={[{ id: 'payAmt', label: '결제 금액', data: amounts }]}
            format={formatWon}
            axis={COMPACT_AXIS}
            summary={`합계 ${formatWon(report.total.current.payAmt)}, 하루 평균 ${formatWon(Math.round(report.total.current.payAmt / DAYS))}, 가장 많은 날 ${shortDay(best.from)} ${formatWon(best.current.payAmt)}.`}
          />
        )}
      </CardContent>
    </Card>
  );
}
