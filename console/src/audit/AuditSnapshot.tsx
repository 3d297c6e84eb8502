/**
 * A record's state in the audit log, read as its fields, one per line, instead of raw JSON; in
 * 변경 후 the fields that changed are bold. Long values wrap inside the column, so the table keeps
 * to the screen.
 */
import { Box } from '@mui/material';
import { Fragment } from 'react';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => (value === null || value === undefined ? '-' : typeof value === 'string' ? value : JSON.stringify(value));

/** `value` as a list of fields; `before`, when given, marks the fields whose value is new. */
export function AuditSnapshot({ value, before }: { value: unknown; before?: unknown }) {
  if (value === null || value === undefined) return <>-</>;
  if (!isRecord(value)) return <Box sx={{ wordBreak: 'break-all' }}>{shown(value)}</Box>;
  const changed = (key: string) => isRecord(before) && JSON.stringify(before[key]) !== JSON.stringify(value[key]);
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', columnGap: 1, minWidth: 120, maxWidth: 200 }}>
      {Object.entries(value).map(([key, field]) => (
        <Fragment key={key}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {key}
          </Box>
          <Box component="dd" sx={{ m: 0, wordBreak: 'break-all', fontWeight: changed(key) ? 700 : 400 }}>
            {shown(field)}
          </Box>
        </Fragment>
      ))}
    </Box>
  );
}
