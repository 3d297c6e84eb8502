/**
 * The Kakao side of the social login tests: the worker's Kakao settings, pointed at a fake
 * provider (tests/fakes/oauth-provider.mjs) that the member app reaches instead of Kakao.
 */
import { env } from 'cloudflare:test';
import { createOAuthFake } from '#fakes/oauth-provider';
import { memberApp } from '../test-helpers';

export const KAKAO = {
  KAKAO_CLIENT_ID: 'kakao-rest-key',
  KAKAO_CLIENT_SECRET: 'kakao-secret',
  KAKAO_AUTH_ORIGIN: 'http://kauth.fake',
  KAKAO_API_ORIGIN: 'http://kapi.fake',
};
export const kakaoEnv = { ...env, ...KAKAO } as Env;

/** A fresh fake Kakao and the member app whose outgoing calls it answers. */
export function appWithFakeKakao() {
  const fake = createOAuthFake({ clientId: KAKAO.KAKAO_CLIENT_ID, clientSecret: KAKAO.KAKAO_CLIENT_SECRET });
  const app = memberApp({ fetch: (async (input: RequestInfo | URL, init?: RequestInit) => fake.handle(new Request(input, init))) as typeof fetch });
  return { fake, app };
}
