import { describe, expect, it } from 'vitest';
import { deductReturnFee } from '../order-history/refund-plan';

describe('deductReturnFee', () => {
  it('takes the fee from the cash first', () => {
    expect(deductReturnFee({ refundAmt: 16250, refundPt: 300 }, 2500)).toEqual({ refundAmt: 13750, refundPt: 300 });
  });

  it('takes from the points what the cash cannot cover, never below zero', () => {
    expect(deductReturnFee({ refundAmt: 1000, refundPt: 3000 }, 2500)).toEqual({ refundAmt: 0, refundPt: 1500 });
    expect(deductReturnFee({ refundAmt: 1000, refundPt: 1000 }, 5000)).toEqual({ refundAmt: 0, refundPt: 0 });
  });

  it('changes nothing without a fee and keeps the other fields', () => {
    expect(deductReturnFee({ refundAmt: 58200, refundPt: 2000, whole: true }, 0)).toEqual({ refundAmt: 58200, refundPt: 2000, whole: true });
  });
});
