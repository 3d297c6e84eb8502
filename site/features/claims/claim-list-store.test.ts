import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Claim, ClaimList } from './claim-api';

const api = vi.hoisted(() => ({ getClaimList: vi.fn() }));
vi.mock('./claim-api', () => api);

const { $claimList, showMore, showTab } = await import('./claim-list-store');

const claim = (clmNo: number) => ({ clmNo }) as Claim;
const page = (claims: Claim[], page: number, totalCnt = 12): ClaimList => ({ claims, totalCnt, page, pageSize: 10 });

beforeEach(() => {
  vi.clearAllMocks();
});

describe('$claimList', () => {
  it('reads a tab, then appends the next page with 더보기 until all are shown', async () => {
    api.getClaimList.mockResolvedValueOnce(page([claim(12), claim(11)], 1)).mockResolvedValueOnce(page([claim(2), claim(1)], 2));
    await showTab('RETURN');
    expect(api.getClaimList).toHaveBeenLastCalledWith('RETURN', 1);
    await showMore();
    expect(api.getClaimList).toHaveBeenLastCalledWith('RETURN', 2);
    expect($claimList.get().claims.map((row) => row.clmNo)).toEqual([12, 11, 2, 1]);
  });

  it('asks for every type on 전체 and drops an older tab answer that arrives late', async () => {
    let answerOld: (list: ClaimList) => void = () => {};
    api.getClaimList.mockReturnValueOnce(new Promise((resolve) => (answerOld = resolve))).mockResolvedValueOnce(page([claim(5)], 1, 1));
    const old = showTab('EXCHANGE');
    await showTab('ALL');
    answerOld(page([claim(9)], 1, 1));
    await old;
    expect(api.getClaimList).toHaveBeenLastCalledWith(undefined, 1);
    expect($claimList.get()).toMatchObject({ tab: 'ALL', status: 'ready', claims: [{ clmNo: 5 }] });
  });

  it('shows the Korean message when the list cannot be read', async () => {
    const { ApiError } = await import('#lib/api-client');
    api.getClaimList.mockRejectedValueOnce(new ApiError('LOGIN_REQUIRED', '로그인이 필요합니다.', 401));
    await showTab('ALL');
    expect($claimList.get()).toMatchObject({ status: 'error', message: '로그인이 필요합니다.' });
  });
});
