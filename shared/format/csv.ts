/** CSV as spreadsheets read it, for files the worker and the console write. */

/** A cell as CSV writes it: quoted when it holds a quote, a comma, a line break or edge spaces. */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  return /[",\r\n]/.test(text) || /^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** Rows of cells as one CSV text, lines ending in CRLF as RFC 4180 has them. */
export const csvText = (rows: readonly (readonly (string | number)[])[]): string => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
