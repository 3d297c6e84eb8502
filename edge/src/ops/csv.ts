/**
 * CSV as spreadsheets save and open it (RFC 4180): quoted cells with commas, quotes ("") and line
 * breaks, a BOM, CRLF or LF. The operator files (the catalog, tracking numbers) are read and
 * written through these two functions.
 */

/** The cells of `csv`, line by line with the line number a spreadsheet shows (a quoted break stays in its cell). */
export function csvRows(csv: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  const text = csv.replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.some((value) => value.trim() !== '')) rows.push({ line: start, cells });
    cells = [];
    cell = '';
    start = line;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else {
        if (char === '\n') line++;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      line++;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

export { csvCell } from '#shared/format/csv';
