/**
 * `$employee`: the employee verification screen's state and actions (issue 10 §5). The status
 * comes from the gateway; sending a code opens the code step until it expires; verifying or
 * releasing replaces the status with the gateway's answer and says what changed.
 */
import { atom } from 'nanostores';
import type { EmployeeStatus, SendEmpCodeRequest } from '../../../shared/schemas/employee-calls';
import { ApiError, UNKNOWN_ERROR_MESSAGE } from '../../lib/api-client';
import { fetchEmployeeStatus, releaseEmployee, sendEmployeeCode, verifyEmployeeCode } from './employee-api';

export interface EmployeeState {
  phase: 'loading' | 'ready' | 'error';
  status: EmployeeStatus | null;
  /** Field → Korean message, from the checks or the gateway. */
  errors: Record<string, string>;
  /** A message about the whole form (sent, refused). */
  note: { tone: 'ok' | 'error'; text: string } | null;
  busy: boolean;
}

export const LOAD_ERROR_MESSAGE = '임직원 인증 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const RELEASE_QUESTION = '임직원 인증을 해제하시겠습니까? 해제하면 임직원 전용관의 임직원가로 구매할 수 없습니다.';

export const $employee = atom<EmployeeState>({ phase: 'loading', status: null, errors: {}, note: null, busy: false });

const patch = (change: Partial<EmployeeState>) => $employee.set({ ...$employee.get(), ...change });

/** A refusal as field messages when the gateway named fields, otherwise as the form's note. */
function showRefusal(error: unknown, fieldOf: Record<string, string> = {}): void {
  const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE;
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    patch({ errors: error.fields, note: null });
  } else if (error instanceof ApiError && fieldOf[error.code]) {
    patch({ errors: { [fieldOf[error.code]]: message }, note: null });
  } else {
    patch({ errors: {}, note: { tone: 'error', text: message } });
  }
}

export async function loadEmployee(): Promise<void> {
  try {
    patch({ phase: 'ready', status: await fetchEmployeeStatus() });
  } catch {
    patch({ phase: 'error' });
  }
}

/** Local checks first (the same wording as the gateway), then the mail. */
export async function requestCode(request: SendEmpCodeRequest, check: (request: SendEmpCodeRequest) => Record<string, string>): Promise<boolean> {
  const errors = check(request);
  if (Object.keys(errors).length > 0) {
    patch({ errors, note: null });
    return false;
  }
  patch({ busy: true, errors: {}, note: null });
  try {
    const sent = await sendEmployeeCode(request);
    const status = await fetchEmployeeStatus();
    patch({ status, note: { tone: 'ok', text: `${sent.email}(으)로 인증번호를 보냈습니다. 10분 안에 입력해 주세요.` } });
    return true;
  } catch (error) {
    showRefusal(error, { EMP_NO_INVALID: 'empNo', EMP_NO_TAKEN: 'empNo', EMP_COMPANY_NOT_FOUND: 'afcpCd' });
    return false;
  } finally {
    patch({ busy: false });
  }
}

export async function confirmCode(code: string, check: (code: string) => string | null): Promise<void> {
  const problem = check(code);
  if (problem) {
    patch({ errors: { code: problem }, note: null });
    return;
  }
  patch({ busy: true, errors: {}, note: null });
  try {
    const done = await verifyEmployeeCode(code);
    patch({ status: done.status, note: { tone: 'ok', text: done.message } });
  } catch (error) {
    showRefusal(error, { EMP_CODE_MISMATCH: 'code', EMP_CODE_EXPIRED: 'code', EMP_CODE_TOO_MANY: 'code' });
  } finally {
    patch({ busy: false });
  }
}

export async function release(): Promise<void> {
  const { showAlert, showConfirm } = await import('../../chrome/modal');
  if (!(await showConfirm({ text: RELEASE_QUESTION }))) return;
  patch({ busy: true, note: null });
  try {
    const done = await releaseEmployee();
    patch({ status: done.status, errors: {} });
    await showAlert({ text: done.message });
  } catch (error) {
    showRefusal(error);
  } finally {
    patch({ busy: false });
  }
}
