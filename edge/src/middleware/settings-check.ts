/**
 * Says in the log, on an isolate's first request, which required settings this worker lacks
 * (settings/required-settings.ts), so an operator reading the deploy's logs sees what to set
 * before any shopper meets a refusal. Workers have no start-up hook; the first request is the
 * earliest moment the bindings are known. The answer itself is never changed here.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { missingSettings } from '../settings/required-settings';

/** `log` replaces console.error (tests). */
export function settingsCheck(options: { log?: (line: string) => void } = {}): MiddlewareHandler<AppEnv> {
  const log = options.log ?? ((line: string) => console.error(line));
  let checked = false;
  return async (c, next) => {
    if (!checked) {
      checked = true;
      const missing = missingSettings(c.env);
      if (missing.length > 0) {
        log(JSON.stringify({ level: 'error', message: 'required settings missing', environment: c.env.ENVIRONMENT ?? '', missing }));
      }
    }
    await next();
  };
}
