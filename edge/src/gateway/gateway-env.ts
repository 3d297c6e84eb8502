/**
 * The Hono environment of the gateway sub-app: the worker's bindings, and the trace id the
 * trace middleware sets for every `/api` request before anything else runs.
 */
export interface GatewayEnv {
  Bindings: Env;
  Variables: {
    /** The request's `X-Trace-Id`, or a new UUID; echoed on the response and in every log line. */
    traceId: string;
  };
}
