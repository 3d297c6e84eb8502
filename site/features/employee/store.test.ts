import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '#lib/api-client';
import type { EmployeeStatus } from '#shared/schemas/employee-calls';
import { $employee, loadEmployee, release, RELEASE_QUESTION } from './store';

const api = vi.hoisted(() => ({ fetchEmployeeStatus: vi.fn(), releaseEmployee: vi.fn(), sendEmployeeCode: vi.fn(), verifyEmployeeCode: vi.fn() }));
const dialogs = vi.hoisted(() => ({ ask: vi.fn(), tell: vi.fn() }));
vi.mock('./employee-api', () => api);
vi.mock('#components/ui/tell.ts', () => dialogs);

const VERIFIED: EmployeeStatus = {
  empYn: 'Y',
  afcpCd: 'NK',
  afcpNm: '녹차숍',
  empNoMasked: '****12',
  verifiedDttm: '20261101090000',
  pending: null,
  companies: [],
};

beforeEach(() => {
  vi.clearAllMocks();
  $employee.set({ phase: 'loading', status: null, note: null, busy: false });
});

describe('the employee store', () => {
  it('holds the status once loaded, and the error phase when the load fails', async () => {
    api.fetchEmployeeStatus.mockResolvedValueOnce(VERIFIED);
    await loadEmployee();
    expect($employee.get()).toMatchObject({ phase: 'ready', status: VERIFIED });

    api.fetchEmployeeStatus.mockRejectedValueOnce(new ApiError('GATEWAY_BUSY', '잠시 후 다시 시도해 주세요.', 503));
    await loadEmployee();
    expect($employee.get().phase).toBe('error');
  });

  it('releases only after the shopper agrees, and tells the result', async () => {
    $employee.set({ phase: 'ready', status: VERIFIED, note: null, busy: false });
    dialogs.ask.mockResolvedValueOnce(false);
    await release();
    expect(dialogs.ask).toHaveBeenCalledWith(RELEASE_QUESTION);
    expect(api.releaseEmployee).not.toHaveBeenCalled();

    dialogs.ask.mockResolvedValueOnce(true);
    api.releaseEmployee.mockResolvedValueOnce({ status: { ...VERIFIED, empYn: 'N' }, message: '임직원 인증이 해제되었습니다.' });
    await release();
    expect($employee.get()).toMatchObject({ status: { empYn: 'N' }, busy: false });
    expect(dialogs.tell).toHaveBeenCalledWith('임직원 인증이 해제되었습니다.');
  });

  it("shows the gateway's refusal of a release as an error note", async () => {
    $employee.set({ phase: 'ready', status: VERIFIED, note: null, busy: false });
    dialogs.ask.mockResolvedValueOnce(true);
    api.releaseEmployee.mockRejectedValueOnce(new ApiError('EMP_NOT_VERIFIED', '임직원 인증 상태가 아닙니다.', 409));
    await release();
    expect($employee.get()).toMatchObject({ status: VERIFIED, busy: false, note: { tone: 'error', text: '임직원 인증 상태가 아닙니다.' } });
  });
});
