// The values that make the worker a local one. The committed wrangler.toml is production
// (`ENVIRONMENT = "prd"`, no secrets); a developer's machine and the tests add these on top:
// `npm start` writes them into `.dev.vars` (ignored by git, never deployed), and the test and build
// runs pass them as `--var` flags, so neither depends on what a developer keeps in `.dev.vars`.
// None of them is a production value: the key below encrypts only local test data.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

export const LOCAL_VARS = Object.freeze({
  // The environment in which the outboxes, the local operator key and the test clock answer
  // (on a loopback host only: edge/src/local-only.ts).
  ENVIRONMENT: 'local',
  // The embedded test payment provider; never allowed in prd.
  PAYMENT_PROVIDER: 'test',
  // getEncCustomer's AES-256-GCM key (32 bytes, base64) for local data.
  CUSTOMER_ENC_KEY: 'bm9rY2hhLWxvY2FsLWRldmVsb3BtZW50LWtleS0zMmI=',
  // Signs the page-view tokens real-user speed beacons carry (edge/src/rum/view-token.ts).
  RUM_TOKEN_SECRET: 'nokcha-local-rum-token-secret-not-for-production',
});

/**
 * On top of LOCAL_VARS for a worker that tests drive. Every request of a test run comes from
 * 127.0.0.1: the per-address limits (SMS sends, ID checks) are raised so that parallel tests do
 * not use up one shopper's share (unit tests cover the limits), and so is the shop-wide SMS budget,
 * since a run texts a few hundred fresh numbers and a reused database or a CI retry within the
 * hour must not meet the production figure. The test clock answers (edge/src/gateway/test-clock.ts).
 */
export const TEST_WORKER_VARS = Object.freeze({ ADDRESS_LIMIT_FACTOR: '100', SMS_HOURLY_BUDGET: '100000', TEST_CLOCK: 'on' });

/** `wrangler dev` flags that set `vars` (and LOCAL_VARS), whatever `.dev.vars` says. */
export function localVarFlags(vars = {}) {
  return Object.entries({ ...LOCAL_VARS, ...vars }).flatMap(([key, value]) => ['--var', `${key}:${value}`]);
}

/** The names a `.dev.vars` text sets (dotenv lines `KEY=value`; comments and blanks skipped). */
export function devVarNames(text) {
  return text
    .split(/\r?\n/)
    .map((line) => /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line)?.[1])
    .filter((name) => name !== undefined);
}

/**
 * Adds to `.dev.vars` (at `path`) each LOCAL_VARS entry it does not set yet, keeping whatever a
 * developer wrote there (their own Kakao keys, say). Answers the names it added.
 */
export function ensureDevVars(path = '.dev.vars') {
  const before = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const present = new Set(devVarNames(before));
  const missing = Object.entries(LOCAL_VARS).filter(([key]) => !present.has(key));
  if (missing.length === 0) return [];
  const header = before === '' ? '# Local values for `wrangler dev` (written by `npm start`; never committed, never deployed).\n' : '';
  const separator = before === '' || before.endsWith('\n') ? '' : '\n';
  writeFileSync(path, `${before}${separator}${header}${missing.map(([key, value]) => `${key}=${value}`).join('\n')}\n`);
  return missing.map(([key]) => key);
}
