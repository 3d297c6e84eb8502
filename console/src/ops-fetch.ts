/**
 * Calls from the console to the operator API: same-origin, the session cookie sent by the browser
 * (HttpOnly, so never read here), and the `X-Ops-Console` header the API requires of console calls
 * (CSRF, ADR 025). A refusal becomes react-admin's HttpError with the API's Korean message.
 */
import { HttpError } from 'react-admin';
import type { Route, RouteRequest, RouteResponse } from '#shared/schemas/contract';

/** Where the operator routes' paths (`/v1/…`) live. */
export const OPS_BASE = '/ops';

/** An operator route the console calls, or one of its own session's (ADR 060). */
type OpsCallRoute = Route<unknown, unknown, 'operator' | 'console'>;
/** What the call answers under `data`, typed from the route. */
export type OpsAnswer<R> = RouteResponse<R> extends { data: infer D } ? D : RouteResponse<R>;
/** The body a route takes: none for a route that takes none. */
export type BodyArgs<R> = [RouteRequest<R>] extends [undefined] ? [] : [body: RouteRequest<R>];

/**
 * A member's inquiry photo or posting file as the console loads it: those are private, served to
 * operators under `/ops`, where the console's session cookie goes (ADR 019).
 */
export const operatorFileUrl = (url: string): string => (url.startsWith('/uploads/') ? `/ops${url}` : url);

/** One operator call, its body and answer typed by its route (ADR 045). */
export function opsCall<R extends OpsCallRoute>(route: R, ...[body]: BodyArgs<R>): Promise<OpsAnswer<R>> {
  return opsSend<OpsAnswer<R>>(route.path, {
    method: route.method,
    headers: { 'Content-Type': 'application/json' },
    body: route.method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
}

/** A file sent as the request's body (uploads are checked by their bytes, ADR 019); `query` names what it is for. */
export function opsUpload<R extends OpsCallRoute>(route: R, query: URLSearchParams, file: File): Promise<OpsAnswer<R>> {
  return opsSend<OpsAnswer<R>>(`${route.path}?${query}`, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
}

async function opsSend<T>(path: string, init: { method: string; headers: Record<string, string>; body?: BodyInit }): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${OPS_BASE}${path}`, { ...init, credentials: 'same-origin', headers: { ...init.headers, 'X-Ops-Console': '1' } });
  } catch {
    throw new HttpError('서버에 연결하지 못했습니다. 네트워크를 확인해 주세요.', 0);
  }
  const answer = (await response.json().catch(() => null)) as { data?: T; code?: string; message?: string; fields?: Record<string, string> } | null;
  if (!response.ok) {
    const fields = answer?.fields ? Object.values(answer.fields).join(' ') : '';
    // `errors` is where react-admin's forms look for a message under each field.
    const body = answer?.fields ? { ...answer, errors: answer.fields } : answer;
    throw new HttpError([answer?.message ?? '요청을 처리하지 못했습니다.', fields].filter(Boolean).join(' '), response.status, body);
  }
  return answer?.data as T;
}
