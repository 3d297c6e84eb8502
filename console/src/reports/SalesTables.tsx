/**
 * 매출 리포트's tables: the buckets with a 합계 row (and a CSV of exactly that table), and the
 * money split by channel or payment method beside the period before.
 */
import { Button, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { csvText } from '#shared/format/csv';
import { formatWon } from '#shared/format';
import type { MoneyFigures, SalesReport } from '#shared/schemas/report-ops-calls';
import { downloadText } from '../download-file';
import { changeOf, SALES_COLUMNS, salesCsvRows, salesTableRows, shownValue } from './report-format';

const GROUPING_FILE_NAMES = { day: '일별', week: '주별', month: '월별' } as const;

export function SalesTable({ report }: { report: SalesReport }) {
  const rows = salesTableRows(report);
  // A BOM, so a spreadsheet opens the Korean headings as UTF-8.
  const download = () =>
    downloadText(`매출리포트_${report.from}_${report.to}_${GROUPING_FILE_NAMES[report.grouping]}.csv`, `\uFEFF${csvText(salesCsvRows(report))}`);
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography component="h2" variant="h6">
          기간별 매출
        </Typography>
        <Button variant="outlined" size="small" onClick={download}>
          CSV 내려받기
        </Button>
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="기간별 매출">
          <TableHead>
            <TableRow>
              <TableCell>기간</TableCell>
              {SALES_COLUMNS.map(({ name }) => (
                <TableCell key={name} align="right">
                  {name}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ label, figures }, index) => (
              <TableRow key={label} sx={index === rows.length - 1 ? { '& > *': { fontWeight: 700 } } : undefined}>
                <TableCell component="th" scope="row">
                  {label}
                </TableCell>
                {SALES_COLUMNS.map(({ name, value, unit }) => (
                  <TableCell key={name} align="right">
                    {shownValue(value(figures), unit)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}

/** Money by channel or payment method: this period's, and 결제 금액 against the period before. */
export function SplitTable({ title, rows }: { title: string; rows: { name: string; current: MoneyFigures; previous: MoneyFigures }[] }) {
  return (
    <Stack spacing={1} sx={{ minWidth: 0 }}>
      <Typography component="h2" variant="h6">
        {title}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {['구분', '주문 수', '결제 금액', '취소·환불 금액', '순매출', '이전 기간 결제 금액', '증감'].map((heading, index) => (
                <TableCell key={heading} align={index === 0 ? 'left' : 'right'}>
                  {heading}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ name, current, previous }) => (
              <TableRow key={name}>
                <TableCell component="th" scope="row">
                  {name}
                </TableCell>
                <TableCell align="right">{shownValue(current.orderCnt, '건')}</TableCell>
                <TableCell align="right">{formatWon(current.payAmt)}</TableCell>
                <TableCell align="right">{formatWon(current.refundAmt)}</TableCell>
                <TableCell align="right">{formatWon(current.netAmt)}</TableCell>
                <TableCell align="right">{formatWon(previous.payAmt)}</TableCell>
                <TableCell align="right">{changeOf(current.payAmt, previous.payAmt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
