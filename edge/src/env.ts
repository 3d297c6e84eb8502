/**
 * Types the worker's Hono apps share: the bindings from `wrangler types` and the per-request
 * variables middleware sets for the handlers after it.
 */
import type { DeviceInfo } from '#shared/device';

export interface AppVariables {
  /** Set by the device middleware for every request. */
  device: DeviceInfo;
}

export interface AppEnv {
  Bindings: Env;
  Variables: AppVariables;
}
