/**
 * The period a report covers: the last 7, 30 or 90 days, or a range of Korean dates chosen with
 * two date fields (at most a year; the API says why it refuses one). 매출 리포트 adds its grouping.
 */
import { useState } from 'react';
import { Button, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { REPORT_GROUPINGS, REPORT_PRESET_DAYS, type ReportGrouping, type ReportPresetDays } from '#shared/reports/report-period';

/** What the report asks the API for. */
export type PeriodChoice = { days: ReportPresetDays } | { from: string; to: string };

const DATE_SX = { flex: '1 1 9rem' };

const GROUPING_NAMES: Readonly<Record<ReportGrouping, string>> = { day: '일별', week: '주별', month: '월별' };

export function PeriodControls({ period, onPeriod }: { period: PeriodChoice; onPeriod: (period: PeriodChoice) => void }) {
  const [ranged, setRanged] = useState('from' in period);
  const [from, setFrom] = useState('from' in period ? period.from : '');
  const [to, setTo] = useState('to' in period ? period.to : '');
  const chosen = ranged ? 'range' : 'days' in period ? period.days : 'range';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label="기간"
        value={chosen}
        onChange={(_, value: ReportPresetDays | 'range' | null) => {
          if (value === null) return;
          setRanged(value === 'range');
          if (value !== 'range') onPeriod({ days: value });
        }}
      >
        {REPORT_PRESET_DAYS.map((days) => (
          <ToggleButton key={days} value={days}>{`최근 ${days}일`}</ToggleButton>
        ))}
        <ToggleButton value="range">기간 선택</ToggleButton>
      </ToggleButtonGroup>
      {ranged && (
        <Stack
          component="form"
          direction="row"
          spacing={1}
          // On a phone the two dates share the row and 조회 goes under them, instead of past the card's edge
          // (a date field's own width is wider than half a phone).
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          onSubmit={(event) => {
            event.preventDefault();
            onPeriod({ from, to });
          }}
        >
          <TextField size="small" type="date" label="시작일" sx={DATE_SX} value={from} onChange={(event) => setFrom(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} required />
          <TextField size="small" type="date" label="종료일" sx={DATE_SX} value={to} onChange={(event) => setTo(event.target.value)} slotProps={{ inputLabel: { shrink: true } }} required />
          <Button type="submit" variant="outlined">
            조회
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

export function GroupingControl({ grouping, onGrouping }: { grouping: ReportGrouping; onGrouping: (grouping: ReportGrouping) => void }) {
  return (
    <ToggleButtonGroup exclusive size="small" aria-label="묶음" value={grouping} onChange={(_, value: ReportGrouping | null) => value && onGrouping(value)}>
      {REPORT_GROUPINGS.map((value) => (
        <ToggleButton key={value} value={value}>
          {GROUPING_NAMES[value]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
