/** The member the console's customer page shows: `/ops/v1/customers/get` (shared/schemas/customer-ops-calls.ts). */
export interface CustomerDetail {
  id: number;
  incsNo: number;
  custWebId: string | null;
  custNm: string;
  mobile: string;
  email: string | null;
  gradeCd: string;
  gradeNm: string;
  rmnPt: number;
  empYn: 'Y' | 'N';
  afcpNm: string | null;
  empNo: string | null;
  editor: { editorYn: 'Y' | 'N'; editorNo: string; nickNm: string } | null;
  status: 'ACTIVE' | 'WITHDRAWN';
  joinDttm: string;
  orderCnt: number;
  lastOrderDttm: string | null;
  coupons: {
    customerCouponId: number;
    cpnNm: string;
    dcAmt: number | null;
    dcRate: number | null;
    minOrderAmt: number;
    expiresDttm: string;
    usedDttm: string | null;
  }[];
  points: { delta: number; reason: string; memo: string | null; createdDttm: string }[];
  grades: { code: string; name: string }[];
  companies: { code: string; name: string }[];
}
