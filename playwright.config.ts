/**
 * End-to-end tests run through the real worker (`wrangler dev` over the built site) in Debian's
 * Chromium, once as a phone and once as a desktop. `npm test` migrates, seeds and builds first and passes
 * E2E_PORT, E2E_PERSIST_DIR and E2E_JSON_REPORT; `npm run test:e2e` alone needs a build in dist/.
 * A fake Kakao login runs beside the worker on FAKE_OAUTH_PORT (E2E_PORT + 100 unless set).
 */
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type ReporterDescription } from '@playwright/test';
import { fakeKakao } from './tests/e2e/support/fake-kakao';
import { DESKTOP_UA, PHONE_UA } from './tests/e2e/support/user-agents';
import { CHROMIUM_FLAGS, requireChromium } from './scripts/ensure-chromium.mjs';
import { QUIET_ENV } from './scripts/env.mjs';
import { localVarFlags, TEST_WORKER_VARS } from './scripts/local-vars.mjs';

// NOKCHA_OUT_DIR: a build somewhere other than dist/ (parallel work on one machine).
const outDir = process.env.NOKCHA_OUT_DIR ?? 'dist';
const BUILT_PAGE = `${outDir}/kr/ko/index.html`;
if (!existsSync(BUILT_PAGE)) {
  throw new Error(`${BUILT_PAGE} is missing: build the site first (npm run build), or run npm test, which builds.`);
}

const port = process.env.E2E_PORT ?? '8799';
const baseURL = `http://127.0.0.1:${port}`;
const ci = Boolean(process.env.CI);

// A local D1 state of its own, so a test run never touches `npm start`'s database. Kept in the
// environment so that every worker process sees the same value.
const migrated = Boolean(process.env.E2E_PERSIST_DIR);
const persistDir = (process.env.E2E_PERSIST_DIR ??= join(tmpdir(), `nokcha-e2e-${port}`));
mkdirSync(persistDir, { recursive: true });

// A fake Kakao login beside the worker (tests/fakes/oauth-provider.mjs); the worker's Kakao
// login is pointed at it, so the whole code flow runs with nothing outside this machine.
process.env.FAKE_OAUTH_PORT ??= String(Number(port) + 100);
const FAKE_KAKAO = fakeKakao();
const kakaoVars = {
  KAKAO_CLIENT_ID: FAKE_KAKAO.clientId,
  KAKAO_CLIENT_SECRET: FAKE_KAKAO.clientSecret,
  KAKAO_AUTH_ORIGIN: FAKE_KAKAO.origin,
  KAKAO_API_ORIGIN: FAKE_KAKAO.origin,
};
// The committed configuration is production: both workers get the local values on top
// (scripts/local-vars.mjs), as `--var` flags, so a developer's own `.dev.vars` changes nothing here.
const varFlags = (vars: Record<string, string>) => localVarFlags(vars).join(' ');
// Raised per-address limits and SMS budget, and the test clock (scripts/local-vars.mjs says why).
const vars = varFlags({ ...kakaoVars, ...TEST_WORKER_VARS });

const wranglerDev = (onPort: string, dir: string, flags: string) =>
  `wrangler dev --port ${onPort} --ip 127.0.0.1 --persist-to "${dir}" --show-interactive-dev-session=false --log-level warn --assets "${outDir}" ${flags}`;
const migrateTo = (dir: string) => `wrangler d1 migrations apply DB --local --persist-to "${dir}" && node scripts/seed.mjs --persist-to "${dir}"`;
const wrangler = wranglerDev(port, persistDir, vars);
const migrate = migrateTo(persistDir);

// A second worker with every third-party tag configured against local fakes (tests/fakes/
// third-parties.mjs, ga4-measurement.mjs), in the qa environment where monitoring runs: tests/e2e/tags.spec.ts. It keeps
// a database of its own, so nothing it does shows in the first worker's tests.
process.env.E2E_TAGGED_PORT ??= String(Number(port) + 1);
process.env.FAKE_TAGS_PORT ??= String(Number(port) + 200);
process.env.FAKE_GA4_PORT ??= String(Number(port) + 300);
const taggedPort = process.env.E2E_TAGGED_PORT;
const fakeTags = `http://127.0.0.1:${process.env.FAKE_TAGS_PORT}`;
const taggedPersistDir = `${persistDir}-tagged`;
mkdirSync(taggedPersistDir, { recursive: true });
const taggedVars = varFlags({
  // qa: no outbox, no local key, no test clock; its test payment provider is named explicitly.
  ENVIRONMENT: 'qa',
  PAYMENT_PROVIDER: 'test',
  // Any 32 bytes do for a test database.
  CUSTOMER_ENC_KEY: 'dGFnZ2VkLWUyZS13b3JrZXItY3VzdG9tZXIta2V5LTMyYg==',
  ADDRESS_LIMIT_FACTOR: '100',
  SMS_HOURLY_BUDGET: '100000',
  GTM_ID: 'GTM-E2ETEST1',
  GTM_ORIGIN: fakeTags,
  PERSONALIZATION_SCRIPT_QA: `${fakeTags}/personalization-qa.js`,
  PERSONALIZATION_SCRIPT: `${fakeTags}/personalization-default.js`,
  KAKAO_PIXEL_ID: '1234567890123456789',
  KAKAO_PIXEL_SCRIPT: `${fakeTags}/kp.js`,
  // Another host than the scripts' so the policy's connect-src for the DSN is really exercised.
  MONITORING_DSN: `http://publickey@localhost:${process.env.FAKE_TAGS_PORT}/4242`,
  MONITORING_SCRIPT: `${fakeTags}/monitoring.js`,
  // The worker's own purchase and refund reports (GA4 Measurement Protocol) go to a fake too.
  GA4_MEASUREMENT_ID: 'G-E2ETEST01',
  GA4_API_SECRET: 'e2e-secret',
  GA4_MP_ORIGIN: `http://127.0.0.1:${process.env.FAKE_GA4_PORT}`,
});

// A third worker exactly as a plain `wrangler deploy` of the committed files would run (production:
// no local values, no `.dev.vars`, since an --env-file replaces it), with TEST_CLOCK slipped in as an
// operator might: tests/e2e/production-probe.spec.ts finds every test-only part refused while its
// pages serve. Its database is a copy of the seeded one when `npm test` seeded it already.
process.env.E2E_COMMITTED_PORT ??= String(Number(port) + 2);
const committedPort = process.env.E2E_COMMITTED_PORT;
const committedPersistDir = `${persistDir}-committed`;
const committedState = migrated ? `rm -rf "${committedPersistDir}" && cp -r "${persistDir}" "${committedPersistDir}"` : migrateTo(committedPersistDir);
const committedWorker = `${committedState} && ${wranglerDev(committedPort, committedPersistDir, '--env-file /dev/null --var TEST_CLOCK:on')}`;

/** A worker under `wrangler dev` at `origin`, up once it serves a built file. */
function workerServer(command: string, origin: string, timeout: number, env: Record<string, string> = {}) {
  return {
    command,
    url: `${origin}/favicon.svg`,
    env: { ...QUIET_ENV, ...env },
    reuseExistingServer: !ci,
    timeout,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
  };
}

/** A fake outside service from tests/fakes, serving at `origin` (its `/health` says when it is up). */
function fakeServer(script: string, origin: string, env: Record<string, string | undefined>) {
  return {
    command: `node tests/fakes/${script}`,
    url: `${origin}/health`,
    env: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    reuseExistingServer: !ci,
    timeout: 30_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 2_000 },
  };
}

const reporter: ReporterDescription[] = [['list']];
if (process.env.E2E_JSON_REPORT) reporter.push(['json', { outputFile: process.env.E2E_JSON_REPORT }]);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: ci,
  workers: 2,
  // One retry in CI only, and each test that needed it is named in `npm test`'s summary (ADR 032).
  retries: ci ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter,
  outputDir: 'test-results',
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: requireChromium(), args: CHROMIUM_FLAGS },
  },
  projects: [
    {
      name: 'phone',
      // A journey tagged for one project runs there only (tests/e2e/support/one-layout.ts).
      grepInvert: /@desktop-only/,
      use: {
        userAgent: PHONE_UA,
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        deviceScaleFactor: 3,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: {
        userAgent: DESKTOP_UA,
        viewport: { width: 1280, height: 900 },
        deviceScaleFactor: 1,
        isMobile: false,
        hasTouch: false,
      },
    },
  ],
  webServer: [
    workerServer(migrated ? wrangler : `${migrate} && ${wrangler}`, baseURL, 120_000, { E2E_PERSIST_DIR: persistDir }),
    workerServer(`${migrateTo(taggedPersistDir)} && ${wranglerDev(taggedPort, taggedPersistDir, taggedVars)}`, `http://127.0.0.1:${taggedPort}`, 180_000),
    workerServer(committedWorker, `http://127.0.0.1:${committedPort}`, 180_000),
    fakeServer('third-parties.mjs', fakeTags, { FAKE_TAGS_PORT: process.env.FAKE_TAGS_PORT }),
    fakeServer('ga4-measurement.mjs', `http://127.0.0.1:${process.env.FAKE_GA4_PORT}`, { FAKE_GA4_PORT: process.env.FAKE_GA4_PORT }),
    fakeServer('oauth-provider.mjs', FAKE_KAKAO.origin, {
      FAKE_OAUTH_PORT: FAKE_KAKAO.port,
      FAKE_OAUTH_CLIENT_ID: FAKE_KAKAO.clientId,
      FAKE_OAUTH_CLIENT_SECRET: FAKE_KAKAO.clientSecret,
    }),
  ],
});
