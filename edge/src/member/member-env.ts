/**
 * The Hono environment of the member gateway: the worker's bindings and the variables the
 * worker's middleware set (device), plus the trace id the member gateway keeps per request.
 */
import type { AppVariables } from '../env';

/** Bindings and per-request variables of the member gateway's handlers. */
export interface MemberEnv {
  Bindings: Env;
  Variables: AppVariables & {
    /** The request's `X-Trace-Id`, or a new UUID; logged with every failure. */
    traceId: string;
    /** Where a sign-in form goes on, made safe, once its handler knows it (a failed form carries it back). */
    successUrl?: string;
  };
}

/**
 * A variable that only some deployments set and `wrangler.toml` does not declare (the social
 * providers' origin overrides): its trimmed value, or '' when absent.
 */
export function optionalVar(env: object, name: string): string {
  const value = (env as Record<string, unknown>)[name];
  return typeof value === 'string' ? value.trim() : '';
}
