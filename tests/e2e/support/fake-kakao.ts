/**
 * The fake Kakao login the e2e run starts beside the worker (`tests/fakes/oauth-provider.mjs`):
 * where it listens and the credentials the worker is given for it. playwright.config.ts sets
 * FAKE_OAUTH_PORT (E2E_PORT + 100 unless given), so every test process computes the same origin.
 */

export interface FakeKakao {
  port: string;
  origin: string;
  clientId: string;
  clientSecret: string;
}

/** The fake of this run. */
export function fakeKakao(): FakeKakao {
  const port = process.env.FAKE_OAUTH_PORT ?? String(Number(process.env.E2E_PORT ?? '8799') + 100);
  return { port, origin: `http://127.0.0.1:${port}`, clientId: 'e2e-kakao-rest-key', clientSecret: 'e2e-kakao-secret' };
}

/** Cookie the fake reads to decide who logs in (`fake_oauth_user`, a numeric Kakao id). */
export const FAKE_USER_COOKIE = 'fake_oauth_user';
/** Cookie that makes the fake's user press "cancel". */
export const FAKE_DENY_COOKIE = 'fake_oauth_deny';
