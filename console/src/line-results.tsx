/** A file upload's result per line (tracking numbers, the catalog CSV): the line, what it named, and the Korean result. */
import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

interface LineResultsProps<Row extends { line: number; ok: boolean; message: string }> {
  /** Column titles and how each row fills them, between the line number and the result. */
  columns: readonly [string, (row: Row) => string][];
  rows: readonly Row[];
}

export function LineResults<Row extends { line: number; ok: boolean; message: string }>({ columns, rows }: LineResultsProps<Row>) {
  return (
    <TableContainer>
      {/* Korean words stay whole (CJ대한통운, 주문번호); a long one still wraps between words. */}
      <Table size="small" aria-label="줄마다 결과" sx={{ wordBreak: 'keep-all' }}>
        <TableHead>
          <TableRow>
            <TableCell>줄</TableCell>
            {columns.map(([title]) => (
              <TableCell key={title}>{title}</TableCell>
            ))}
            <TableCell>결과</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line} data-ok={row.ok}>
              <TableCell>{row.line}</TableCell>
              {columns.map(([title, cell]) => (
                <TableCell key={title}>{cell(row)}</TableCell>
              ))}
              <TableCell>{row.message}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
