/**
 * 체감 속도: how fast the shop is in shoppers' own browsers, per page type, as the
 * 75th percentile of LCP, INP and CLS over the last 1, 7 or 28 days with each address counted
 * once (docs/operator-speed.md), each rated by Google's thresholds, and under it the same per day
 * (./SpeedTrend.tsx). The owner and the content team read it (`/ops/v1/rum/summary`, `/trend`).
 */
import { useState } from 'react';
import {
  Alert,
  Card,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { Title } from 'react-admin';
import { formatNumber } from '#shared/format';
import { RUM_THRESHOLDS, RUM_WINDOW_DAYS, type RumMetric, type RumWindowDays } from '#shared/rum/web-vitals';
import type { RumSummary } from '#shared/schemas/rum-calls';
import { useOpsRead } from '../use-ops-read';
import { formatMetric, PAGE_TYPE_NAMES } from './speed-format';
import { RUM_ROUTES } from '#shared/schemas/rum-routes';
import { SpeedTrend } from './SpeedTrend';
import { RatedCell } from './RatedCell';

const COLUMNS: [RumMetric, 'lcpMs' | 'inpMs' | 'cls', string][] = [
  ['lcp', 'lcpMs', 'LCP (주요 콘텐츠 표시)'],
  ['inp', 'inpMs', 'INP (입력 후 반응)'],
  ['cls', 'cls', 'CLS (화면 밀림)'],
];
const SOURCES: Record<RumSummary['source'], string> = {
  ANALYTICS_ENGINE: 'Workers Analytics Engine에서 읽었습니다. 방문이 많으면 표본으로 추정한 값입니다.',
  D1: '이 상점의 D1 표에서 읽었습니다 (Analytics Engine이 연결되지 않은 환경).',
};
const thresholds = (metric: RumMetric) => `${formatMetric(metric, RUM_THRESHOLDS[metric].good)} / ${formatMetric(metric, RUM_THRESHOLDS[metric].poor)}`;

export function SpeedScreen() {
  const [days, setDays] = useState<RumWindowDays>(7);
  // An answer for a window the owner has already switched away from is dropped.
  const { answer: summary, problem } = useOpsRead(RUM_ROUTES.summary, { days });

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="체감 속도" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography>
          쇼핑객의 브라우저가 페이지를 떠날 때 보낸 측정값의 75번째 백분위수를 접속 주소마다 구한 뒤, 주소마다 한 표씩 다시 구한 75번째 백분위수입니다. 주소 4곳
          중 3곳에서 방문 4번 중 3번은 이보다 빨랐다는 뜻이며, 한 주소에서 아무리 많이 보내도 한 표라 몇몇 주소가 값을 움직이지 못합니다. 표본 수는 페이지 보기
          수입니다. 좋음 / 나쁨 기준: LCP {thresholds('lcp')}, INP {thresholds('inp')}, CLS {thresholds('cls')}.
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          aria-label="기간"
          value={days}
          onChange={(_, value: RumWindowDays | null) => value && setDays(value)}
          sx={{ justifySelf: 'start' }}
        >
          {RUM_WINDOW_DAYS.map((window) => (
            <ToggleButton key={window} value={window}>{`최근 ${window}일`}</ToggleButton>
          ))}
        </ToggleButtonGroup>
        {!summary && !problem && <Typography role="status">불러오는 중…</Typography>}
        {problem && <Alert severity="error">{problem}</Alert>}
        {summary && summary.items.length === 0 && <Typography role="status">이 기간에 모인 측정값이 없습니다.</Typography>}
        {summary && summary.items.length > 0 && (
          <TableContainer>
            <Table size="small" aria-label="페이지 유형별 체감 속도">
              <TableHead>
                <TableRow>
                  <TableCell>페이지 유형</TableCell>
                  <TableCell align="right">표본 수</TableCell>
                  {COLUMNS.map(([metric, , title]) => (
                    <TableCell key={metric}>{title}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {summary.items.map((item) => (
                  <TableRow key={item.pageType}>
                    <TableCell component="th" scope="row">
                      {PAGE_TYPE_NAMES[item.pageType]}
                    </TableCell>
                    <TableCell align="right">{formatNumber(item.samples)}</TableCell>
                    {COLUMNS.map(([metric, field]) => (
                      <RatedCell key={metric} metric={metric} value={item[field]} />
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
        {summary && (
          <Typography variant="body2" color="text.secondary">
            {SOURCES[summary.source]}
          </Typography>
        )}
        <SpeedTrend />
      </CardContent>
    </Card>
  );
}
