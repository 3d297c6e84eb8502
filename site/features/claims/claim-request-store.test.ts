import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-client';
import { claimableLine, claimableOrder } from './testing/claimable-order';

const api = vi.hoisted(() => ({ getClaimableOrder: vi.fn(), previewReturn: vi.fn(), submitClaim: vi.fn() }));
vi.mock('./claim-api', () => api);

const { $claimRequest, loadClaimRequest, setReason, submitClaimRequest, toggleLine } = await import('./claim-request-store');

const ORDER = claimableOrder('녹차 크림', [claimableLine(7, 1, 1, { prdNm: '녹차 크림', saleAmt: 30000 })]);

beforeEach(async () => {
  vi.clearAllMocks();
  api.getClaimableOrder.mockResolvedValue(ORDER);
  api.previewReturn.mockResolvedValue({ refundAmt: 27500, refundPt: 0, returnShippingFee: 2500 });
  await loadClaimRequest('RETURN', ORDER.ordNo);
});

describe('$claimRequest', () => {
  it('says what is missing, and forgets it at the next change', async () => {
    expect(await submitClaimRequest()).toBe(false);
    expect($claimRequest.get().errors).toEqual({ lines: '반품할 상품을 선택해 주세요.', reasonCd: '반품 사유를 선택해 주세요.' });
    toggleLine(7, true);
    expect($claimRequest.get().errors).toEqual({});
    expect(api.submitClaim).not.toHaveBeenCalled();
  });

  it('previews the refund of the ticked lines with the chosen reason', async () => {
    toggleLine(7, true);
    setReason('CHANGE_OF_MIND');
    await vi.waitFor(() => expect($claimRequest.get().preview).toEqual({ refundAmt: 27500, refundPt: 0, returnShippingFee: 2500 }));
    expect(api.previewReturn).toHaveBeenLastCalledWith(ORDER.ordNo, [{ ordLineNo: 7, qty: 1 }], 'CHANGE_OF_MIND');
  });

  it('retries a lost answer with the same key, and takes a new key after a refusal', async () => {
    toggleLine(7, true);
    setReason('DEFECTIVE');
    api.submitClaim.mockRejectedValueOnce(new ApiError('NETWORK_ERROR', '네트워크 연결이 원활하지 않습니다.', 0));
    expect(await submitClaimRequest()).toBe(false);
    api.submitClaim.mockRejectedValueOnce(new ApiError('CLAIM_ALREADY_OPEN', '이미 교환 또는 반품 신청이 진행 중인 상품입니다.', 409));
    expect(await submitClaimRequest()).toBe(false);
    expect($claimRequest.get().problem).toBe('이미 교환 또는 반품 신청이 진행 중인 상품입니다.');
    api.submitClaim.mockResolvedValueOnce({});
    expect(await submitClaimRequest()).toBe(true);
    const keys = api.submitClaim.mock.calls.map((call) => call[2] as string);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(api.submitClaim.mock.calls[2].slice(0, 2)).toEqual([
      'RETURN',
      { ordNo: ORDER.ordNo, lines: [{ ordLineNo: 7, qty: 1 }], reasonCd: 'DEFECTIVE', reasonText: '', pickup: ORDER.address },
    ]);
    expect($claimRequest.get().status).toBe('done');
  });

  it("shows the gateway's refusal when the order cannot be claimed", async () => {
    api.getClaimableOrder.mockRejectedValueOnce(new ApiError('CLAIM_NOT_DELIVERED', '배송완료된 주문만 교환·반품을 신청할 수 있습니다.', 409));
    await loadClaimRequest('EXCHANGE', ORDER.ordNo);
    expect($claimRequest.get()).toMatchObject({ status: 'refused', message: '배송완료된 주문만 교환·반품을 신청할 수 있습니다.' });
  });
});
