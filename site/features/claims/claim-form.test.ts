import { describe, expect, it } from 'vitest';
import { chosenLines, claimFormErrors, feeOf, formatMobile, initialSelection } from './claim-form';
import { claimableLine, claimableOrder } from './testing/claimable-order';

const ORDER = claimableOrder('상품1 외 2건', [claimableLine(1, 2, 2), claimableLine(2, 3, 1), claimableLine(3, 1, 0)]);

describe('the claim form', () => {
  it('starts with nothing ticked and each quantity at what is open', () => {
    expect(initialSelection(ORDER)).toEqual({ 1: { checked: false, qty: 2 }, 2: { checked: false, qty: 1 }, 3: { checked: false, qty: 1 } });
  });

  it('sends only ticked lines still open, with quantities capped', () => {
    const selection = { 1: { checked: true, qty: 1 }, 2: { checked: true, qty: 5 }, 3: { checked: true, qty: 1 } };
    expect(chosenLines(ORDER, selection)).toEqual([
      { ordLineNo: 1, qty: 1 },
      { ordLineNo: 2, qty: 1 },
    ]);
  });

  it('says what is missing, in order', () => {
    expect(claimFormErrors({ lines: [], reasonCd: '', reasonText: '' }, 'RETURN')).toEqual({
      lines: '반품할 상품을 선택해 주세요.',
      reasonCd: '반품 사유를 선택해 주세요.',
    });
    expect(claimFormErrors({ lines: [{ ordLineNo: 1, qty: 1 }], reasonCd: '', reasonText: '' }, 'EXCHANGE')).toEqual({
      reasonCd: '교환 사유를 선택해 주세요.',
    });
    expect(claimFormErrors({ lines: [{ ordLineNo: 1, qty: 1 }], reasonCd: 'OTHER', reasonText: ' ' }, 'RETURN')).toEqual({
      reasonText: '기타 사유를 입력해 주세요.',
    });
    expect(claimFormErrors({ lines: [{ ordLineNo: 1, qty: 1 }], reasonCd: 'DEFECTIVE', reasonText: '' }, 'RETURN')).toEqual({});
  });

  it('charges the fee only for 단순 변심', () => {
    expect(feeOf('CHANGE_OF_MIND', 2500)).toBe(2500);
    expect(feeOf('DEFECTIVE', 2500)).toBe(0);
    expect(feeOf('', 2500)).toBe(0);
  });

  it('formats mobile numbers', () => {
    expect(formatMobile('01012345678')).toBe('010-1234-5678');
    expect(formatMobile('0111234567')).toBe('011-123-4567');
  });
});
