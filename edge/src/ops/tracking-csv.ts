/**
 * The warehouse's tracking file (docs/operator-orders.md): one order a line, `주문번호,송장번호` (a header line
 * is optional; a carrier column after them is ignored), as a spreadsheet saves CSV (./csv.ts). Each line is checked on its own, so one typo does not hold the other orders back.
 */
import { TRACKING_NO_MESSAGE, TRACKING_NO_PATTERN } from '#shared/schemas/order-ops-calls';
import { csvRows } from './csv';

export interface TrackingLine {
  /** 1-based line in the file, as a spreadsheet numbers rows. */
  line: number;
  ordNo: string;
  trackingNo: string;
  /** Why this line cannot be used, in Korean; absent when it can. */
  problem?: string;
}

const HEADER = /^(주문\s*번호|ordNo|order)/i;

/** The file's lines that name an order, each checked on its own. */
export function parseTrackingCsv(csv: string): TrackingLine[] {
  return csvRows(csv).flatMap(({ line, cells }): TrackingLine[] => {
    const [ordNo = '', trackingNo = ''] = cells.map((cell) => cell.trim());
    if (line === 1 && HEADER.test(ordNo)) return [];
    if (!ordNo) return [{ line, ordNo, trackingNo, problem: '주문번호가 없습니다.' }];
    if (!TRACKING_NO_PATTERN.test(trackingNo)) return [{ line, ordNo, trackingNo, problem: TRACKING_NO_MESSAGE }];
    return [{ line, ordNo, trackingNo }];
  });
}
