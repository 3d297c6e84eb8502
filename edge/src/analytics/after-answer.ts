/**
 * Work that runs after the shopper has their answer (the platform's `waitUntil`, which keeps the
 * isolate alive for it without holding the response back). It is reached through an object, not
 * a bare function, so a test can collect what was handed over and wait for it to settle.
 */
import { waitUntil } from 'cloudflare:workers';

export const afterAnswer = {
  /** Lets `work` finish after the response; `work` must not reject (it logs its own failures). */
  run(work: Promise<void>): void {
    waitUntil(work);
  },
};
