/**
 * The worker's test-only parts (the SMS and mail outboxes, the local operator key, the test clock)
 * answer only when both of these hold: the worker runs as `ENVIRONMENT = "local"`, which only
 * `.dev.vars` sets (the committed `wrangler.toml` says `prd`), and the request came to a loopback
 * host. A deploy that kept a local setting by mistake still refuses them on its real host name,
 * and a qa or staging worker never has them at all.
 */

/** The environment name `.dev.vars` gives a developer's machine and the tests. */
const LOCAL_ENVIRONMENT = 'local';

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether this worker runs as the local environment (whatever the request). */
export function isLocalEnvironment(env: { ENVIRONMENT?: unknown }): boolean {
  return typeof env.ENVIRONMENT === 'string' && env.ENVIRONMENT.trim() === LOCAL_ENVIRONMENT;
}

/** Whether a request to `url` may reach a test-only part of a worker with `env`. */
export function isLocalRequest(env: { ENVIRONMENT?: unknown }, url: string | URL): boolean {
  if (!isLocalEnvironment(env)) return false;
  try {
    return LOOPBACK_HOSTS.has(new URL(url).hostname);
  } catch {
    return false;
  }
}
