/**
 * `$employee`: the employee verification screen's state and actions. The status
 * comes from the gateway; sending a code opens the code step until it expires; verifying or
 * releasing replaces the status with the gateway's answer and says what changed. Refusals of the
 * two forms are thrown to the form recipe, which places them on their fields.
 */
import { atom } from 'nanostores';
import type { EmployeeStatus, SendEmpCodeRequest } from '#shared/schemas/employee-calls';
import { UNKNOWN_ERROR_MESSAGE } from '#lib/api-client';
import { fetchEmployeeStatus, releaseEmployee, sendEmployeeCode, verifyEmployeeCode } from './employee-api';
import { ask, tell } from '#components/ui/tell.ts';

export interface EmployeeState {
  phase: 'loading' | 'ready' | 'error';
  status: EmployeeStatus | null;
  /** What the last action did (sent, verified), or a refusal of release. */
  note: { tone: 'ok' | 'error'; text: string } | null;
  busy: boolean;
}

export const LOAD_ERROR_MESSAGE = '임직원 인증 정보를 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.';
export const RELEASE_QUESTION = '임직원 인증을 해제하시겠습니까? 해제하면 임직원 전용관의 임직원가로 구매할 수 없습니다.';

export const $employee = atom<EmployeeState>({ phase: 'loading', status: null, note: null, busy: false });

const patch = (change: Partial<EmployeeState>) => $employee.set({ ...$employee.get(), ...change });

export async function loadEmployee(): Promise<void> {
  try {
    patch({ phase: 'ready', status: await fetchEmployeeStatus() });
  } catch {
    patch({ phase: 'error' });
  }
}

/** Mails a code; a refusal is thrown for the form to place on its fields. */
export async function requestCode(request: SendEmpCodeRequest): Promise<void> {
  patch({ note: null });
  const sent = await sendEmployeeCode(request);
  patch({ status: await fetchEmployeeStatus(), note: { tone: 'ok', text: `${sent.email}(으)로 인증번호를 보냈습니다. 10분 안에 입력해 주세요.` } });
}

/** Checks the mailed code; a refusal is thrown for the form to place on the code field. */
export async function confirmCode(code: string): Promise<void> {
  patch({ note: null });
  const done = await verifyEmployeeCode(code);
  patch({ status: done.status, note: { tone: 'ok', text: done.message } });
}

export async function release(): Promise<void> {
  if (!(await ask(RELEASE_QUESTION))) return;
  patch({ busy: true, note: null });
  try {
    const done = await releaseEmployee();
    patch({ status: done.status });
    await tell(done.message);
  } catch (error) {
    patch({ note: { tone: 'error', text: error instanceof Error && error.message ? error.message : UNKNOWN_ERROR_MESSAGE } });
  } finally {
    patch({ busy: false });
  }
}
