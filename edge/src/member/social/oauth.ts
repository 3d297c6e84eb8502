/**
 * The OAuth 2.0 authorization code flow with oauth4webapi (ADR 004): the authorization URL with
 * state, PKCE (where the provider supports it) and Apple's nonce; the callback's validation;
 * the code exchange with `client_secret_post`; the profile call. Plain http is allowed only
 * for origins overridden to a local fake.
 */
import * as oauth from 'oauth4webapi';
import { appleProfile, facebookProfile, kakaoProfile, naverProfile, type SocialProfile } from './profile';
import type { SocialProvider } from './providers';

/** The secrets of one flow, kept in the state cookie until the callback. */
export interface FlowSecrets {
  state: string;
  verifier?: string;
  nonce?: string;
}

function server(provider: SocialProvider): oauth.AuthorizationServer {
  return { issuer: provider.issuer, authorization_endpoint: provider.authorizeUrl, token_endpoint: provider.tokenUrl };
}

function transport(provider: SocialProvider, fetcher: typeof fetch) {
  const insecure = [provider.tokenUrl, provider.profileUrl ?? ''].some((url) => url.startsWith('http:'));
  return {
    [oauth.customFetch]: (url: string, options: RequestInit) => fetcher(url, options),
    [oauth.allowInsecureRequests]: insecure,
    signal: () => AbortSignal.timeout(10_000),
  };
}

/** Where to send the browser, and the secrets to remember for the callback. */
export async function authorizationUrl(provider: SocialProvider, redirectUri: string): Promise<{ url: string; secrets: FlowSecrets }> {
  const secrets: FlowSecrets = { state: oauth.generateRandomState() };
  const url = new URL(provider.authorizeUrl);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('state', secrets.state);
  if (provider.scope) url.searchParams.set('scope', provider.scope);
  if (provider.pkce) {
    secrets.verifier = oauth.generateRandomCodeVerifier();
    url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(secrets.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  if (provider.formPost) {
    secrets.nonce = oauth.generateRandomNonce();
    url.searchParams.set('nonce', secrets.nonce);
    url.searchParams.set('response_mode', 'form_post');
  }
  return { url: url.href, secrets };
}

/** The callback parameters oauth4webapi checks; Apple's extra `user` field stays out. */
export function callbackParameters(all: URLSearchParams): URLSearchParams {
  const picked = new URLSearchParams();
  for (const key of ['code', 'state', 'error', 'error_description', 'iss']) {
    const value = all.get(key);
    if (value !== null) picked.set(key, value);
  }
  return picked;
}

/**
 * Validates the callback against the expected state (throws `AuthorizationResponseError` when
 * the provider reports an error such as `access_denied`), swaps the code for tokens and reads
 * the profile.
 */
export async function finishAuthorization(
  provider: SocialProvider,
  parameters: URLSearchParams,
  secrets: FlowSecrets,
  redirectUri: string,
  fetcher: typeof fetch,
  appleUser: string | null = null,
): Promise<SocialProfile> {
  const as = server(provider);
  const client: oauth.Client = { client_id: provider.clientId };
  const options = transport(provider, fetcher);
  const validated = oauth.validateAuthResponse(as, client, callbackParameters(parameters), secrets.state);
  const response = await oauth.authorizationCodeGrantRequest(
    as,
    client,
    oauth.ClientSecretPost(provider.clientSecret),
    validated,
    redirectUri,
    secrets.verifier ?? oauth.nopkce,
    { ...options, additionalParameters: provider.stateAtTokenEndpoint ? { state: secrets.state } : undefined },
  );
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    response,
    secrets.nonce ? { expectedNonce: secrets.nonce, requireIdToken: true } : undefined,
  );

  if (provider.id === 'AppleID') return appleProfile({ ...oauth.getValidatedIdTokenClaims(tokens) }, appleUser);
  const profileResponse = await oauth.protectedResourceRequest(tokens.access_token, 'GET', new URL(provider.profileUrl!), undefined, undefined, options);
  if (!profileResponse.ok) throw new Error(`${provider.id} profile answered ${profileResponse.status}`);
  const body: unknown = await profileResponse.json();
  if (provider.id === 'KAKAO') return kakaoProfile(body);
  if (provider.id === 'NAVER') return naverProfile(body);
  return facebookProfile(body);
}
