/**
 * Who is an operator: a request whose `X-Operator-Key` header equals the `OPERATOR_KEY` secret.
 * Outside `prd` and `qa` a local key applies when none is set, so `npm run ops` works on a
 * developer's machine; `prd` and `qa` without the secret have no operator API at all.
 */
import { readConfig } from '../config';

/** The operator key for local and test runs only; `prd` and `qa` must set the secret. */
export const LOCAL_OPERATOR_KEY = 'nokcha-local-operator-key';

/** The key this worker accepts, or '' when the operator API is off. */
export function operatorKey(env: Partial<Record<keyof Env, unknown>>): string {
  const key = typeof env.OPERATOR_KEY === 'string' ? env.OPERATOR_KEY.trim() : '';
  if (key !== '') return key;
  const { environment } = readConfig(env);
  return environment === 'prd' || environment === 'qa' ? '' : LOCAL_OPERATOR_KEY;
}

/** Compares two strings in time that depends only on their lengths. */
function sameKey(given: string, expected: string): boolean {
  const a = new TextEncoder().encode(given);
  const b = new TextEncoder().encode(expected);
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** Whether `given` (the request's `X-Operator-Key`) is the operator key of this worker. */
export function isOperatorKey(env: Partial<Record<keyof Env, unknown>>, given: string | undefined): boolean {
  const expected = operatorKey(env);
  return expected !== '' && sameKey(given ?? '', expected);
}
