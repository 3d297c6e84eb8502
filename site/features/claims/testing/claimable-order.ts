/** A delivered order open to an exchange or a return, for the claim tests. */
import type { ClaimableOrder } from '../claim-api';

type ClaimableLine = ClaimableOrder['lines'][number];

/** Line `ordLineNo` of `qty` units, `claimableQty` of them still open to a claim; `fields` for the rest. */
export const claimableLine = (ordLineNo: number, qty: number, claimableQty: number, fields: Partial<ClaimableLine> = {}): ClaimableLine => ({
  ordLineNo,
  prdNm: `상품${ordLineNo}`,
  prdOptnNm: '기본',
  brandNm: '녹차숍',
  imageUrl: '',
  saleAmt: 1000,
  qty,
  claimableQty,
  ...fields,
});

export const claimableOrder = (orderNm: string, lines: ClaimableLine[]): ClaimableOrder => ({
  ordNo: '20261122-ABCD1234',
  orderNm,
  deliveredAt: '20261121100000',
  deadlineAt: '20261128100000',
  address: { rcptNm: '김녹차', mobile: '01012345678', zipNo: '06236', roadAddr: '서울특별시 강남구 테헤란로 152', dtlAddr: '' },
  lines,
  shopperFaultFee: 2500,
});
