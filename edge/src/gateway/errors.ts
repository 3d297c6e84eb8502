/**
 * The gateway's error answers: a stable code, a Korean message (DESIGN "Errors"), and on 5xx the
 * trace id the failure was logged under. Stacks go to the log, never to the client.
 */
import type { Context } from 'hono';
import type { ApiError } from '../../../shared/schemas/api-error';
import type { GatewayEnv } from './gateway-env';
import { logFailure } from '../log-failure';

/** Every code the gateway itself answers with, its status and its message. */
export const API_ERRORS = {
  INVALID_JSON: { status: 400, message: '요청 본문이 올바른 JSON 형식이 아닙니다.' },
  INVALID_INPUT: { status: 400, message: '입력값을 확인해 주세요.' },
  NOT_FOUND: { status: 404, message: '요청하신 API를 찾을 수 없습니다.' },
  METHOD_NOT_ALLOWED: { status: 405, message: '이 주소에서 허용되지 않는 요청 방식입니다.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: '요청 본문이 너무 큽니다.' },
  INTERNAL_ERROR: { status: 500, message: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.' },
  UPSTREAM_UNAVAILABLE: { status: 502, message: '상품 서버에 연결하지 못했습니다. 잠시 후 다시 시도해 주세요.' },
} as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorExtras {
  /** Failing field → its message; only for `INVALID_INPUT`. */
  fields?: Record<string, string>;
  headers?: Record<string, string>;
}

/** The JSON error answer for `code`; 5xx answers carry the trace id. */
export function apiError(c: Context<GatewayEnv>, code: ApiErrorCode, extras: ApiErrorExtras = {}): Response {
  const { status, message } = API_ERRORS[code];
  const body: ApiError = { code, message };
  if (extras.fields) body.fields = extras.fields;
  if (status >= 500) body.traceId = c.get('traceId');
  return c.json(body, status, { 'Cache-Control': 'no-store', ...extras.headers });
}


/** The gateway's `onError`: log, then 500 `INTERNAL_ERROR` with the trace id. */
export function onGatewayError(error: unknown, c: Context<GatewayEnv>): Response {
  logFailure(c, error);
  return apiError(c, 'INTERNAL_ERROR');
}

/** Failures are logged the one way the worker logs them. */
export { logFailure };
