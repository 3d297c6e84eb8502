import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LineChart } from '@mui/x-charts/LineChart';
import type { RumMetric } from '#shared/rum/web-vitals';
import { RUM_THRESHOLDS } from '#shared/rum/web-vitals';
import { speedAxis } from '../speed/speed-format';
import { COMPACT_AXIS } from './report-format';
import { valueAxis, type AxisScale } from './value-axis';

/**
 * The value axis's tick labels, bottom to top, as MUI X Charts draws them for this data on a phone
 * (390 px wide): 매출 리포트's chart is 280 px tall, 오늘's 160 px.
 */
function tickLabels(data: number[], scale: AxisScale, { height = 280, marks = [] as number[] } = {}): string[] {
  const host = document.createElement('div');
  host.innerHTML = renderToStaticMarkup(
    <LineChart
      width={390}
      height={height}
      xAxis={[{ scaleType: 'point', data: data.map((_, index) => index) }]}
      yAxis={[{ ...valueAxis(data, scale, marks), width: 56 }]}
      series={[{ data }]}
    />,
  );
  return [...host.querySelectorAll('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')].map((label) => label.textContent ?? '');
}

const days = (count: number, last: number) => [...Array<number>(count - 1).fill(0), last];
const speed = (metric: RumMetric, values: number[]) => {
  const { good, poor } = RUM_THRESHOLDS[metric];
  return tickLabels(values, speedAxis(metric), { marks: [good, poor] });
};

describe('a trend chart’s value axis', () => {
  it('reads 0 and 1 over a period without sales, never a repeated 0', () => {
    expect(tickLabels(days(30, 0), COMPACT_AXIS)).toEqual(['0', '1']);
    expect(tickLabels(days(14, 0), COMPACT_AXIS, { height: 160 })).toEqual(['0', '1']);
  });

  it('counts a few orders in whole numbers', () => {
    expect(tickLabels(days(30, 3), COMPACT_AXIS)).toEqual(['0', '1', '2', '3']);
    expect(tickLabels(days(7, 1), COMPACT_AXIS)).toEqual(['0', '1']);
  });

  it('words won in 만 and 억, each tick its own label, and a 순매출 below zero', () => {
    expect(tickLabels(days(30, 189_000), COMPACT_AXIS)).toEqual(['0', '5만', '10만', '15만']);
    expect(tickLabels(days(14, 189_000), COMPACT_AXIS, { height: 160 })).toEqual(['0', '10만']);
    expect(tickLabels(days(30, 12_500), COMPACT_AXIS)).toEqual(['0', '5,000', '1만']);
    expect(tickLabels(days(90, 340_000_000), COMPACT_AXIS)).toEqual(['0', '1억', '2억', '3억']);
    expect(tickLabels([-35_200, 0, 77_600], COMPACT_AXIS)).toEqual(['-2만', '0', '2만', '4만', '6만', '8만']);
  });

  it('reads LCP and INP in one unit up to the poor threshold, CLS in hundredths', () => {
    expect(speed('lcp', [316, 888])).toEqual(['0초', '1초', '2초', '3초', '4초']);
    expect(speed('lcp', [6400, 2100])).toEqual(['0초', '2초', '4초', '6초']);
    expect(speed('inp', [16, 40])).toEqual(['0ms', '100ms', '200ms', '300ms', '400ms', '500ms']);
    expect(speed('cls', [0, 0.02])).toEqual(['0.00', '0.05', '0.10', '0.15', '0.20', '0.25']);
  });
});
