/**
 * A line chart of one figure over buckets, the period before dashed beside it (MUI X Charts). The
 * figure's text summary is its caption and its table follows on the screen; the chart itself takes
 * the keyboard's focus, and its arrow keys step through the points, each read out by MUI X Charts'
 * own live region.
 */
import type { ReactNode } from 'react';
import { Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import { LineChart, lineClasses } from '@mui/x-charts/LineChart';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { valueAxis, type AxisScale } from './value-axis';

export interface TrendSeries {
  id: string;
  label: string;
  data: (number | null)[];
  /** Drawn dashed: the period before. */
  dashed?: boolean;
}

interface TrendChartProps {
  labels: string[];
  series: TrendSeries[];
  /** A value as the tooltip says it (`12,500원`). */
  format: (value: number) => string;
  /** How the value axis words its ticks (`1.2만`, `2초`). */
  axis: AxisScale;
  /** The caption: what the chart shows, in words. */
  summary: ReactNode;
  height?: number;
  /** Horizontal lines with their labels: the good and poor thresholds. */
  marks?: { y: number; label: string; color: string }[];
}

export function TrendChart({ labels, series, format, axis, summary, height = 280, marks = [] }: TrendChartProps) {
  // Each point's mark while the points are few enough for the width not to run them into one band;
  // past that only a point with no line to either side, which would not show at all without it.
  const onPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const everyMark = labels.length <= (onPhone ? 14 : 31);
  const alone = (data: (number | null)[], index: number) => data[index - 1] == null && data[index + 1] == null;
  const dashed = Object.fromEntries(
    series.filter((line) => line.dashed).map((line) => [`& .${lineClasses.line}[data-series="${line.id}"]`, { strokeDasharray: '6 4' }]),
  );
  return (
    <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      <Box sx={{ width: '100%' }}>
        <LineChart
          height={height}
          // Korean labels measure taller than the default 25 px axis, which then drew none of them.
          xAxis={[{ scaleType: 'point', data: labels, height: 32 }]}
          yAxis={[{ ...valueAxis(series.flatMap((line) => line.data), axis, marks.map((mark) => mark.y)), width: 56 }]}
          series={series.map((line) => ({
            id: line.id,
            label: line.label,
            data: line.data,
            showMark: everyMark || (({ index }: { index: number }) => alone(line.data, index)),
            valueFormatter: (value: number | null) => (value === null ? '–' : format(value)),
          }))}
          sx={dashed}
          // Room on the right for half of the last day's label, which is centred on its point.
          margin={{ left: 8, right: 36 }}
        >
          {marks.map((mark) => (
            <ChartsReferenceLine key={mark.label} y={mark.y} label={mark.label} lineStyle={{ stroke: mark.color, strokeDasharray: '2 3' }} labelStyle={{ fontSize: 11 }} />
          ))}
        </LineChart>
      </Box>
    </Box>
  );
}
