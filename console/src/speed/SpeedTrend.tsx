/**
 * 체감 속도 추이: one page type's 75th percentile of LCP, INP or CLS per Korean day over the last 7
 * or 28 days, the good and poor thresholds drawn across, so a deploy that made it slower shows as
 * a step; its days' figures are in the table under it (`/ops/v1/rum/trend`).
 */
import { useState } from 'react';
import {
  Alert,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { formatNumber } from '#shared/format';
import type { PageType } from '#shared/routes';
import { RUM_METRICS, RUM_THRESHOLDS, RUM_TREND_DAYS, type RumMetric, type RumTrendDays } from '#shared/rum/web-vitals';
import type { RumDayPoint } from '#shared/schemas/rum-calls';
import { RUM_ROUTES } from '#shared/schemas/rum-routes';
import { shortDay } from '../reports/report-format';
import { TrendChart } from '../reports/TrendChart';
import { useOpsRead } from '../use-ops-read';
import { describeMetric, formatMetric, PAGE_TYPE_NAMES, RATING_COLORS, speedAxis } from './speed-format';
import { RatedCell } from './RatedCell';

const FIELDS: Record<RumMetric, 'lcpMs' | 'inpMs' | 'cls'> = { lcp: 'lcpMs', inp: 'inpMs', cls: 'cls' };

/** The caption: the first and last measured day's value, in words. */
function summaryOf(metric: RumMetric, pageType: PageType, points: RumDayPoint[]): string {
  const measured = points.filter((point) => point[FIELDS[metric]] !== null);
  if (measured.length === 0) return `${PAGE_TYPE_NAMES[pageType]}: 이 기간에 ${metric.toUpperCase()}를 잰 날이 없습니다.`;
  const [first, last] = [measured[0], measured.at(-1)!];
  const text = (point: RumDayPoint) => `${shortDay(point.day)} ${describeMetric(metric, point[FIELDS[metric]]).text}`;
  return `${PAGE_TYPE_NAMES[pageType]} ${metric.toUpperCase()} 75번째 백분위수: ${text(first)}에서 ${text(last)}. 가로선은 좋음·나쁨 기준입니다.`;
}

export function SpeedTrend() {
  const [days, setDays] = useState<RumTrendDays>(28);
  const [metric, setMetric] = useState<RumMetric>('lcp');
  const [chosen, setChosen] = useState<PageType | null>(null);
  const { answer: trend, problem } = useOpsRead(RUM_ROUTES.trend, { days });
  const pageTypes = [...new Set(trend?.items.map((item) => item.pageType))];
  const pageType = chosen && pageTypes.includes(chosen) ? chosen : pageTypes[0];
  const points = trend?.items.filter((item) => item.pageType === pageType) ?? [];
  const { good, poor } = RUM_THRESHOLDS[metric];
  return (
    <Stack spacing={2} component="section" aria-labelledby="speed-trend-title" sx={{ minWidth: 0 }}>
      <Typography id="speed-trend-title" component="h2" variant="h6">
        체감 속도 추이
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <ToggleButtonGroup exclusive size="small" aria-label="추이 범위" value={days} onChange={(_, value: RumTrendDays | null) => value && setDays(value)}>
          {RUM_TREND_DAYS.map((window) => (
            <ToggleButton key={window} value={window}>{`최근 ${window}일`}</ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ToggleButtonGroup exclusive size="small" aria-label="지표" value={metric} onChange={(_, value: RumMetric | null) => value && setMetric(value)}>
          {RUM_METRICS.map((value) => (
            <ToggleButton key={value} value={value}>
              {value.toUpperCase()}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {pageType && (
          <TextField
            select
            size="small"
            label="페이지 유형"
            value={pageType}
            onChange={(event) => setChosen(event.target.value as PageType)}
            sx={{ minWidth: 160 }}
          >
            {pageTypes.map((value) => (
              <MenuItem key={value} value={value}>
                {PAGE_TYPE_NAMES[value]}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      {!trend && !problem && <Typography role="status">불러오는 중…</Typography>}
      {problem && <Alert severity="error">{problem}</Alert>}
      {trend && !pageType && <Typography role="status">추이를 그릴 측정값이 없습니다.</Typography>}
      {pageType && (
        <>
          <TrendChart
            labels={points.map((point) => shortDay(point.day))}
            series={[{ id: 'p75', label: `${metric.toUpperCase()} 75번째 백분위수`, data: points.map((point) => point[FIELDS[metric]]) }]}
            format={(value) => formatMetric(metric, value)}
            axis={speedAxis(metric)}
            summary={summaryOf(metric, pageType, points)}
            marks={[
              { y: good, label: `좋음 ${formatMetric(metric, good)}`, color: RATING_COLORS.good },
              { y: poor, label: `나쁨 ${formatMetric(metric, poor)}`, color: RATING_COLORS.poor },
            ]}
          />
          <TableContainer>
            <Table size="small" aria-label={`${PAGE_TYPE_NAMES[pageType]} 날짜별 체감 속도`}>
              <TableHead>
                <TableRow>
                  <TableCell>날짜</TableCell>
                  <TableCell align="right">표본 수</TableCell>
                  {RUM_METRICS.map((value) => (
                    <TableCell key={value}>{value.toUpperCase()}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {points.map((point) => (
                  <TableRow key={point.day}>
                    <TableCell component="th" scope="row">
                      {shortDay(point.day)}
                    </TableCell>
                    <TableCell align="right">{formatNumber(point.samples)}</TableCell>
                    {RUM_METRICS.map((value) => (
                      <RatedCell key={value} metric={value} value={point[FIELDS[value]]} />
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
