/**
 * The one error body every gateway endpoint answers with: a stable `code` for
 * programs and a Korean `message` for people. Bad input lists the failing fields; failures of
 * the gateway itself carry the trace id the worker logged them under.
 */
import { z } from 'zod';

export const ApiErrorSchema = z.object({
  /** Stable, SCREAMING_SNAKE: `INVALID_INPUT`, `INVALID_JSON`, `NOT_FOUND`, `INTERNAL_ERROR`, … */
  code: z.string(),
  /** Korean, for people. */
  message: z.string(),
  /** Failing field path (`a.b`) → its Korean message; only on `INVALID_INPUT`. */
  fields: z.record(z.string(), z.string()).optional(),
  /** On 5xx: the id the failure was logged under (also the `X-Trace-Id` header). */
  traceId: z.string().optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;
