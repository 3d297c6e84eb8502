/**
 * The warehouse's tracking file (docs/operator-orders.md): one order a line, `주문번호,송장번호` (a header line
 * is optional; a carrier column after them is ignored), as a spreadsheet saves CSV: quotes, a BOM,
 * CRLF or LF. Each line is checked on its own, so one typo does not hold the other orders back.
 */
import { TRACKING_NO_MESSAGE, TRACKING_NO_PATTERN } from '#shared/schemas/ops-calls';

export interface TrackingLine {
  /** 1-based line in the file, as a spreadsheet numbers rows. */
  line: number;
  ordNo: string;
  trackingNo: string;
  /** Why this line cannot be used, in Korean; absent when it can. */
  problem?: string;
}

const HEADER = /^(주문\s*번호|ordNo|order)/i;

const cellsOf = (line: string) =>
  line.split(',').map((cell) =>
    cell
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim(),
  );

export function parseTrackingCsv(csv: string): TrackingLine[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const parsed: TrackingLine[] = [];
  lines.forEach((text, index) => {
    if (text.trim() === '' || (index === 0 && HEADER.test(text.trim()))) return;
    const [ordNo = '', trackingNo = ''] = cellsOf(text);
    const line = { line: index + 1, ordNo, trackingNo };
    if (!ordNo) parsed.push({ ...line, problem: '주문번호가 없습니다.' });
    else if (!TRACKING_NO_PATTERN.test(trackingNo)) parsed.push({ ...line, problem: TRACKING_NO_MESSAGE });
    else parsed.push(line);
  });
  return parsed;
}
