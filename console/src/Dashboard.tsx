/**
 * 오늘: today's orders and sales, and the queues waiting for someone (and, to the owner, the last 14
 * days' 결제 금액 as a small chart); above them, to
 * every operator, texts the shop's hourly SMS budget refused in the last day, and, to those who
 * give money back, the payments a shopper was charged for and has not got back yet.
 */
import { lazy, Suspense } from 'react';
import { Alert, Button, Card, CardContent, Grid, Typography } from '@mui/material';
import { Title, useBasename, usePermissions } from 'react-admin';
import type { z } from 'zod';
import type { OperatorRole } from '#shared/ops/operator-roles';
import type { GetTodayResponseSchema } from '#shared/schemas/console-ops-calls';
import { formatNumber, formatWon } from '#shared/format';
import { useOpsRead } from './use-ops-read';
import { can } from './role-areas';
import { SmsBudgetAlert } from './SmsBudgetAlert';
import { OPS_ROUTES as OPS } from '#shared/schemas/ops-routes';

// The chart library loads only for those who see a chart (the owner), not with every operator's first screen.
const RecentSales = lazy(() => import('./reports/RecentSales').then((module) => ({ default: module.RecentSales })));

type Today = z.infer<typeof GetTodayResponseSchema>['data'];

const count = (value: number) => `${formatNumber(value)}건`;
const TILES: [keyof Today, string, (value: number) => string][] = [
  ['orderCnt', '오늘 주문', count],
  ['salesAmt', '오늘 결제 금액', formatWon],
  ['toPrepareCnt', '상품 준비할 주문', count],
  ['toShipCnt', '출고할 주문', count],
  ['claimCnt', '교환·반품 처리', count],
  ['bottleCnt', '공병 수거', count],
  ['inquiryCnt', '답변할 1:1 문의', count],
  ['reviewCnt', '검토할 리뷰', count],
  ['postingCnt', '확인할 포스팅', count],
];

export function Dashboard() {
  const { answer: today, problem } = useOpsRead(OPS.getToday);
  const { permissions } = usePermissions<OperatorRole>();
  const basename = useBasename();
  return (
    <section aria-labelledby="today-title">
      <Title title="오늘" />
      <Typography id="today-title" component="h2" variant="h6" sx={{ my: 2 }}>
        {today ? `${today.day} 오늘` : '오늘'}
      </Typography>
      {problem && <Typography role="alert">{problem}</Typography>}
      {today && <SmsBudgetAlert overrun={today.smsBudgetOverrun} />}
      {today && today.paymentVoidCnt > 0 && can(permissions, 'paymentVoids') && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" href={`${basename}/payment-voids`}>
              목록 보기
            </Button>
          }
        >
          환불 필요 결제 {count(today.paymentVoidCnt)}: 결제사가 자동 취소를 거절해 고객이 아직 돌려받지 못한 결제가 있습니다.
        </Alert>
      )}
      {today && can(permissions, 'sales') && (
        <Suspense fallback={null}>
          <RecentSales today={today.day} />
        </Suspense>
      )}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }} aria-label="오늘의 현황">
        {TILES.map(([key, label, format]) => (
          <Grid key={key} size={{ xs: 6, md: 4 }} component="li">
            <Card>
              <CardContent>
                <Typography color="text.secondary">{label}</Typography>
                <Typography variant="h5" component="p" data-tile={key}>
                  {today ? format(today[key] as number) : '…'}
                </Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </section>
  );
}
