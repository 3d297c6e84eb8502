/**
 * Social login under `/member/social`:
 * - `GET /providers` → `{providers: ['KAKAO', …]}`, the providers that are on (a call, `socialProviders`);
 * - `GET /:provider/start?successUrl=` → 302 to the provider, state and PKCE in a cookie;
 * - `GET|POST /:provider/callback` → a linked member is logged in (signal `Y|{number}`) and sent
 *   to successUrl; an unknown account waits as a pending join and goes to
 *   enter-additional-information; a wrong `state` is a 400 and logs nobody in;
 * - `GET /pending` → what the provider told about a pending join, to prefill that screen (a call, `pendingJoin`);
 * - `GET /:provider/start?link=1` → connects the provider to the logged-in, re-authenticated
 *   member instead (link.ts); the callback returns to the personal information screen.
 */
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import * as oauth from 'oauth4webapi';
import { ADDITIONAL_INFO_SCREEN_PATH, LOGIN_SCREEN_PATH, MEMBER_GATEWAY_PATH } from '#shared/constants';
import { OAUTH_STATE_COOKIE, PENDING_JOIN_COOKIE } from '#shared/cookies';
import { ACCOUNT_PATHS } from '#shared/account/account-rules';
import { completeLogin, cookieScope } from '../complete-login';
import { MEMBER_CONTRACTS } from '#shared/schemas/member-calls';
import { API_ERRORS, apiError, GatewayError, type ApiErrorCode } from '#edge/gateway/errors';
import { expireMemberCookie, oauthStateCookie, pendingJoinCookie } from '../member-cookies';
import type { MemberEnv } from '../member-env';
import { answerSuccess, logFailure, NO_STORE, screenWithError } from '../respond';
import { safeTarget } from '../request';
import { memberEndpoint } from '../sign-in-answers';
import { errorPage } from './error-page';
import { linkResultUrl, linkSocialAccount, reauthenticatedMember } from './link';
import { decodeFlowState, encodeFlowState, stateMatches } from './flow-state';
import { authorizationUrl, finishAuthorization } from './oauth';
import { findLinkedMember, loadPendingJoin, savePendingJoin } from './pending';
import { enabledProviders, providerBySlug, type SocialProvider } from './providers';

function redirectUri(c: Context<MemberEnv>, provider: SocialProvider): string {
  return `${new URL(c.req.url).origin}${MEMBER_GATEWAY_PATH}/social/${provider.slug}/callback`;
}

/** The provider a path names (`kakao`, `KAKAO`, `apple`, `appleid`), when it is on. */
function providerOf(c: Context<MemberEnv>): SocialProvider {
  const name = (c.req.param('provider') ?? '').toLowerCase();
  const provider = providerBySlug(c.env, name === 'appleid' ? 'apple' : name);
  if (!provider) throw new GatewayError('SOCIAL_PROVIDER_DISABLED');
  return provider;
}

/** A failure a person sees in the browser: a small page for browsers, JSON for programs. */
function failNavigation(c: Context<MemberEnv>, code: ApiErrorCode, cookies: string[] = []): Response {
  for (const cookie of cookies) c.header('Set-Cookie', cookie, { append: true });
  if ((c.req.header('accept') ?? '').includes('text/html')) return c.html(errorPage(code), API_ERRORS[code].status, NO_STORE);
  return apiError(c, code);
}

/** The providers that are on, for the login screen's buttons. */
export const socialProviders = memberEndpoint(MEMBER_CONTRACTS.socialProviders, ({ c }) => ({
  providers: enabledProviders(c.env).map((provider) => provider.id),
}));

/** What the provider told about the pending join, to prefill its last step. */
export const pendingJoin = memberEndpoint(MEMBER_CONTRACTS.pendingJoin, async ({ c }) => {
  const pending = await loadPendingJoin(c.env.DB, getCookie(c, PENDING_JOIN_COOKIE));
  if (!pending) throw new GatewayError('PENDING_JOIN_NOT_FOUND');
  const { name, email, mobile } = pending.profile;
  return { provider: pending.provider, custNm: name, email, mobile };
});

/** The social routes; `fetcher` reaches the providers (a fake one in tests). */
export function createSocialRoutes(fetcher: typeof fetch = fetch): Hono<MemberEnv> {
  const social = new Hono<MemberEnv>();

  social.get('/:provider/start', async (c) => {
    let provider: SocialProvider;
    try {
      provider = providerOf(c);
    } catch {
      return failNavigation(c, 'SOCIAL_PROVIDER_DISABLED');
    }
    let linkIncsNo: number | undefined;
    if (c.req.query('link') === '1') {
      linkIncsNo = (await reauthenticatedMember(c)) ?? undefined;
      // A member whose re-check lapsed proves themselves again, then comes back to the screen.
      if (linkIncsNo === undefined) return answerSuccess(c, 'navigation', `${ACCOUNT_PATHS.reauth}?successUrl=${encodeURIComponent(ACCOUNT_PATHS.detail)}`);
    }
    const { url, secrets } = await authorizationUrl(provider, redirectUri(c, provider));
    const successUrl = linkIncsNo === undefined ? safeTarget(c, c.req.query('successUrl')) : ACCOUNT_PATHS.detail;
    const flow = encodeFlowState({ provider: provider.slug, ...secrets, successUrl, linkIncsNo });
    return answerSuccess(c, 'navigation', url, [oauthStateCookie(cookieScope(c), flow, provider.formPost)]);
  });

  social.on(['GET', 'POST'], '/:provider/callback', async (c) => {
    const scope = cookieScope(c);
    const cookies = [expireMemberCookie(scope, OAUTH_STATE_COOKIE)];
    let provider: SocialProvider;
    try {
      provider = providerOf(c);
    } catch {
      return failNavigation(c, 'SOCIAL_PROVIDER_DISABLED', cookies);
    }
    const parameters = c.req.method === 'POST' ? new URLSearchParams(await c.req.text()) : new URL(c.req.url).searchParams;
    const flow = decodeFlowState(getCookie(c, OAUTH_STATE_COOKIE));
    if (!stateMatches(flow, provider.slug, parameters.get('state'))) return failNavigation(c, 'OAUTH_STATE_MISMATCH', cookies);
    const successUrl = safeTarget(c, flow.successUrl);

    let profile;
    try {
      profile = await finishAuthorization(provider, parameters, flow, redirectUri(c, provider), fetcher, parameters.get('user'));
    } catch (error) {
      const denied = error instanceof oauth.AuthorizationResponseError;
      if (!denied) logFailure(c, error, `${provider.id} login failed`);
      if (flow.linkIncsNo !== undefined) return answerSuccess(c, 'navigation', linkResultUrl(denied ? 'denied' : 'failed'), cookies);
      return answerSuccess(c, 'navigation', screenWithError(LOGIN_SCREEN_PATH, denied ? 'OAUTH_DENIED' : 'OAUTH_PROVIDER_ERROR', successUrl), cookies);
    }

    if (flow.linkIncsNo !== undefined) {
      // The session that started the link must still be that member's, re-authenticated.
      if ((await reauthenticatedMember(c)) !== flow.linkIncsNo) return answerSuccess(c, 'navigation', linkResultUrl('failed'), cookies);
      const result = await linkSocialAccount(c.env.DB, flow.linkIncsNo, provider.id, profile.providerUserId);
      return answerSuccess(c, 'navigation', linkResultUrl(result), cookies);
    }
    const incsNo = await findLinkedMember(c.env.DB, provider.id, profile.providerUserId);
    if (incsNo !== null) {
      cookies.push(...(await completeLogin(c, { incsNo, provider: provider.id, signal: 'login' })));
      return answerSuccess(c, 'navigation', successUrl, cookies);
    }
    const token = await savePendingJoin(c.env.DB, { provider: provider.id, profile, successUrl });
    cookies.push(pendingJoinCookie(scope, token));
    const next = `${ADDITIONAL_INFO_SCREEN_PATH}?${new URLSearchParams({ successUrl, provider: provider.id })}`;
    return answerSuccess(c, 'navigation', next, cookies);
  });

  return social;
}
