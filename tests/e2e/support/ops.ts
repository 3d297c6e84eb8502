/**
 * The operator API for e2e flows (`/ops/v1/*`, edge/src/ops): grant points, issue coupons, move
 * orders. Sends the local operator key and answers the `data` of a 200, failing the test otherwise.
 */
import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/** The key a local worker (`ENVIRONMENT=local`) accepts on a loopback host, as the tests ask it (edge/src/auth/operator.ts). */
export const LOCAL_OPERATOR_KEY = 'nokcha-local-operator-key';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operator call answers its own shape (contracts.md)
export async function ops(request: APIRequestContext, path: string, body: object): Promise<any> {
  const response = await request.post(`/ops/v1/${path.replace(/^\/+/, '')}`, { headers: { 'X-Operator-Key': LOCAL_OPERATOR_KEY }, data: body });
  const text = await response.text();
  expect(response.status(), `POST /ops/v1/${path}: ${text}`).toBe(200);
  return (JSON.parse(text) as { data: unknown }).data;
}
