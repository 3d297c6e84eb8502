/**
 * The warehouse's tracking file (docs/operator-orders.md): one order a line, `주문번호,송장번호,택배사`
 * (a header line is optional; the carrier by its Korean name or code, shared/order/carriers.ts), as a
 * spreadsheet saves CSV (./csv.ts). Each line is checked on its own, so one typo does not hold the
 * other orders back; a line refused here changes nothing.
 */
import { CARRIERS, carrierNamed, fitsCarrier, normalTrackingNo, trackingNoRule, type Parcel } from '#shared/order/carriers';
import { particleAfter } from '#shared/format/particle';
import { csvRows } from './csv';

interface SeenLine {
  /** 1-based line in the file, as a spreadsheet numbers rows. */
  line: number;
  ordNo: string;
  trackingNo: string;
  /** The carrier's Korean name, or the line's own text when it names no carrier the shop knows. */
  carrierNm: string;
}

/** A line the order ships with (`parcel`), or one refused with its Korean reason (`problem`). */
export type TrackingLine = SeenLine & ({ parcel: Parcel } | { problem: string });

const HEADER = /^(주문\s*번호|ordNo|order)/i;
const CARRIER_NAMES = Object.values(CARRIERS)
  .map((carrier) => carrier.carrierNm)
  .join(', ');

/** Why `line`'s carrier cell, naming no carrier the shop knows, cannot be used. */
function unknownCarrier(line: number, text: string): string {
  if (!text) return `${line}번째 줄에 택배사가 없습니다. 주문번호,송장번호,택배사 순서로 적어 주세요.`;
  const shown = text.slice(0, 20);
  return `${line}번째 줄의 택배사 '${shown}'${particleAfter(shown, '은/는')} 등록할 수 없습니다. ${CARRIER_NAMES} 중 하나로 적어 주세요.`;
}

/** The file's lines that name an order, each checked on its own. */
export function parseTrackingCsv(csv: string): TrackingLine[] {
  return csvRows(csv).flatMap(({ line, cells }): TrackingLine[] => {
    const [ordNo = '', written = '', carrierText = ''] = cells.map((cell) => cell.trim());
    if (line === 1 && HEADER.test(ordNo)) return [];
    const trackingNo = normalTrackingNo(written);
    const carrier = carrierNamed(carrierText);
    const seen: SeenLine = { line, ordNo, trackingNo, carrierNm: carrier?.carrierNm ?? carrierText };
    if (!ordNo) return [{ ...seen, problem: '주문번호가 없습니다.' }];
    if (!carrier) return [{ ...seen, problem: unknownCarrier(line, carrierText) }];
    if (!fitsCarrier(carrier.carrierCd, trackingNo)) return [{ ...seen, problem: trackingNoRule(carrier.carrierCd) }];
    return [{ ...seen, parcel: { carrierCd: carrier.carrierCd, trackingNo } }];
  });
}
