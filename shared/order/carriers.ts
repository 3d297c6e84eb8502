/**
 * The carriers an order ships with (`orders.carrier_cd`, D1's `carriers` table holds the same
 * codes): each one's Korean name, the public tracking page Korean shops link to, and the form of
 * its tracking numbers. Schema-free, so the operator calls, the order detail, the 알림함 and the
 * console read one table.
 *
 * Number rules, digits only: a carrier whose numbers have a documented length is held to it
 * (CJ대한통운 10 or 12 digits, 한진택배 10 or 12, 우체국택배 13, 로젠택배 11); 롯데택배's lengths are
 * given differently by different sources, so it takes the general rule, any 10–14 digits. A number
 * is filled into a tracking page only after it passed its carrier's rule, and URL-encoded even so.
 */
export const CARRIER_CODES = ['CJ', 'LOTTE', 'HANJIN', 'EPOST', 'LOGEN'] as const;
export type CarrierCd = (typeof CARRIER_CODES)[number];

export interface Carrier {
  carrierCd: CarrierCd;
  carrierNm: string;
  /** The tracking page, `{trackingNo}` standing for the number (filled only once it passed `lengths`). */
  trackingUrl: string;
  /** The digit counts a tracking number of this carrier may have. */
  lengths: readonly number[];
}

const ANY_10_TO_14 = [10, 11, 12, 13, 14];

export const CARRIERS: Readonly<Record<CarrierCd, Carrier>> = {
  CJ: { carrierCd: 'CJ', carrierNm: 'CJ대한통운', trackingUrl: 'https://trace.cjlogistics.com/next/tracking.html?wblNo={trackingNo}', lengths: [10, 12] },
  LOTTE: {
    carrierCd: 'LOTTE',
    carrierNm: '롯데택배',
    trackingUrl: 'https://www.lotteglogis.com/home/reservation/tracking/linkView?InvNo={trackingNo}',
    lengths: ANY_10_TO_14,
  },
  HANJIN: {
    carrierCd: 'HANJIN',
    carrierNm: '한진택배',
    trackingUrl: 'https://www.hanjin.com/kor/CMS/DeliveryMgr/WaybillResult.do?mCode=MN038&schLang=KR&wblnumText2={trackingNo}',
    lengths: [10, 12],
  },
  EPOST: {
    carrierCd: 'EPOST',
    carrierNm: '우체국택배',
    trackingUrl: 'https://service.epost.go.kr/trace.RetrieveDomRigiTraceList.comm?sid1={trackingNo}',
    lengths: [13],
  },
  LOGEN: { carrierCd: 'LOGEN', carrierNm: '로젠택배', trackingUrl: 'https://www.ilogen.com/web/personal/trace/{trackingNo}', lengths: [11] },
};

export function isCarrierCd(value: unknown): value is CarrierCd {
  return typeof value === 'string' && (CARRIER_CODES as readonly string[]).includes(value);
}

/** The carrier a warehouse file names, by its code or its Korean name (spaces and case aside), or null. */
export function carrierNamed(text: string): Carrier | null {
  const wanted = text.replace(/\s+/g, '').toUpperCase();
  return Object.values(CARRIERS).find((carrier) => carrier.carrierCd === wanted || carrier.carrierNm.toUpperCase() === wanted) ?? null;
}

/** A tracking number as written on a label (`6843-1234-5678`), as stored: digits only. */
export const normalTrackingNo = (text: string) => text.replace(/[\s-]/g, '');

/** `CJ대한통운 송장번호는 숫자 10자리 또는 12자리입니다.` */
export function trackingNoRule(carrierCd: CarrierCd): string {
  const { carrierNm, lengths } = CARRIERS[carrierCd];
  const [first, ...rest] = lengths;
  const contiguous = rest.every((length, index) => length === first! + index + 1);
  const counts = lengths.length > 2 && contiguous ? `${first}~${lengths.at(-1)}자리` : lengths.map((length) => `${length}자리`).join(' 또는 ');
  return `${carrierNm} 송장번호는 숫자 ${counts}입니다.`;
}

/** Whether `trackingNo` (already normal) has the form `carrierCd`'s numbers have. */
export function fitsCarrier(carrierCd: CarrierCd, trackingNo: string): boolean {
  return /^\d+$/.test(trackingNo) && CARRIERS[carrierCd].lengths.includes(trackingNo.length);
}

/** The carrier's tracking page for `trackingNo`, or null when the number does not have its carrier's form. */
export function trackingUrl(carrierCd: CarrierCd, trackingNo: string): string | null {
  if (!fitsCarrier(carrierCd, trackingNo)) return null;
  return CARRIERS[carrierCd].trackingUrl.replace('{trackingNo}', encodeURIComponent(trackingNo));
}

/** The carrier and number an order ships with, as the operator gives them. */
export interface Parcel {
  carrierCd: CarrierCd;
  trackingNo: string;
}

/** A shipment as the shopper's screens show it: `CJ대한통운 684312345678` and its 배송조회 page. */
export interface Shipment extends Parcel {
  carrierNm: string;
  /** The carrier's tracking page; null for a number recorded before carriers checked its form. */
  trackingUrl: string | null;
}

/** The shipment of a stored carrier and number, or null until both are there. */
export function shipmentOf(carrierCd: string | null, trackingNo: string | null): Shipment | null {
  if (!isCarrierCd(carrierCd) || !trackingNo) return null;
  return { carrierCd, carrierNm: CARRIERS[carrierCd].carrierNm, trackingNo, trackingUrl: trackingUrl(carrierCd, trackingNo) };
}
