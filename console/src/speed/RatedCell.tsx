/** One metric's table cell on the speed screens: its value and rating, in the rating's colour. */
import { TableCell } from '@mui/material';
import type { RumMetric } from '#shared/rum/web-vitals';
import { describeMetric, RATING_COLORS } from './speed-format';

export function RatedCell({ metric, value }: { metric: RumMetric; value: number | null }) {
  const { text, rating } = describeMetric(metric, value);
  return <TableCell sx={{ color: rating ? RATING_COLORS[rating] : 'text.secondary' }}>{text}</TableCell>;
}
