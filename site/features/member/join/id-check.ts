/**
 * Whether an ID is still free (`GET /member/check-id`). Answers are kept per ID, so blur and
 * submit ask once; a failed check is no answer and the gateway decides on submit.
 */
import { callApi } from '#lib/api-client';
import { MEMBER_ROUTES } from '#shared/schemas/member-routes';

export const ID_AVAILABLE = '사용할 수 있는 아이디입니다.';
export const ID_TAKEN = '이미 사용 중인 아이디입니다.';

const answers = new Map<string, boolean>();

/** true: free, false: taken, null: could not tell. */
export async function isIdAvailable(custWebId: string): Promise<boolean | null> {
  if (answers.has(custWebId)) return answers.get(custWebId)!;
  try {
    const answer: { available?: unknown } | null = await callApi(MEMBER_ROUTES.checkId, { custWebId });
    if (typeof answer?.available !== 'boolean') return null;
    answers.set(custWebId, answer.available);
    return answer.available;
  } catch {
    return null;
  }
}

/** Marks an ID taken after the gateway refused it on submit. */
export function rememberTaken(custWebId: string): void {
  answers.set(custWebId, false);
}
