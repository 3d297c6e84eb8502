/**
 * The social login providers: their documented endpoints, and which of them are on.
 * A provider is on when its client id and secret are configured. Each origin can be overridden
 * (`KAKAO_AUTH_ORIGIN`, `KAKAO_API_ORIGIN`, …) so tests and staging point at a fake provider.
 *
 * - Kakao: https://developers.kakao.com/docs/latest/ko/kakaologin/rest-api
 * - Naver: https://developers.naver.com/docs/login/api/api.md
 * - Facebook: https://developers.facebook.com/docs/facebook-login/guides/advanced/manual-flow
 * - Apple: https://developer.apple.com/documentation/sign_in_with_apple/request_an_authorization_to_the_sign_in_with_apple_server
 */
import type { LoginProvider } from '#shared/constants';
import { optionalVar } from '../member-env';

/** The social providers of `LOGIN_PROVIDERS`. */
export type SocialProviderId = Exclude<LoginProvider, 'SMS' | 'ID'>;

interface ProviderDefinition {
  id: SocialProviderId;
  /** The path segment: `/member/social/{slug}/start`. */
  slug: string;
  /** Prefix of its variables: `{PREFIX}_CLIENT_ID`, `{PREFIX}_AUTH_ORIGIN`, … */
  envPrefix: string;
  authOrigin: string;
  apiOrigin: string;
  authorizePath: string;
  /** The token endpoint, on the auth origin unless `tokenOnApi`. */
  tokenPath: string;
  tokenOnApi?: boolean;
  /** The profile endpoint on the API origin; Apple has none (the ID token carries the profile). */
  profilePath?: string;
  scope?: string;
  /** Whether the provider documents PKCE; the others get state (and Apple a nonce) only. */
  pkce: boolean;
  /** Apple answers with a cross-site POST when it is asked for name and e-mail. */
  formPost?: boolean;
  /** Naver wants the state again at the token endpoint. */
  stateAtTokenEndpoint?: boolean;
}

const DEFINITIONS: readonly ProviderDefinition[] = [
  {
    id: 'KAKAO',
    slug: 'kakao',
    envPrefix: 'KAKAO',
    authOrigin: 'https://kauth.kakao.com',
    apiOrigin: 'https://kapi.kakao.com',
    authorizePath: '/oauth/authorize',
    tokenPath: '/oauth/token',
    profilePath: '/v2/user/me',
    pkce: true,
  },
  {
    id: 'NAVER',
    slug: 'naver',
    envPrefix: 'NAVER',
    authOrigin: 'https://nid.naver.com',
    apiOrigin: 'https://openapi.naver.com',
    authorizePath: '/oauth2.0/authorize',
    tokenPath: '/oauth2.0/token',
    profilePath: '/v1/nid/me',
    pkce: false,
    stateAtTokenEndpoint: true,
  },
  {
    id: 'FACEBOOK',
    slug: 'facebook',
    envPrefix: 'FACEBOOK',
    authOrigin: 'https://www.facebook.com',
    apiOrigin: 'https://graph.facebook.com',
    authorizePath: '/v21.0/dialog/oauth',
    tokenPath: '/v21.0/oauth/access_token',
    tokenOnApi: true,
    profilePath: '/v21.0/me?fields=id,name,email',
    scope: 'public_profile,email',
    pkce: true,
  },
  {
    id: 'AppleID',
    slug: 'apple',
    envPrefix: 'APPLE',
    authOrigin: 'https://appleid.apple.com',
    apiOrigin: 'https://appleid.apple.com',
    authorizePath: '/auth/authorize',
    tokenPath: '/auth/token',
    scope: 'name email',
    pkce: false,
    formPost: true,
  },
];

/** A provider that is on, with its credentials and resolved endpoints. */
export interface SocialProvider extends ProviderDefinition {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  profileUrl: string | null;
  /** The token issuer the ID token must name (Apple); the auth origin. */
  issuer: string;
}

function resolve(definition: ProviderDefinition, env: object): SocialProvider | null {
  const clientId = optionalVar(env, `${definition.envPrefix}_CLIENT_ID`);
  const clientSecret = optionalVar(env, `${definition.envPrefix}_CLIENT_SECRET`);
  if (clientId === '' || clientSecret === '') return null;
  const authOrigin = (optionalVar(env, `${definition.envPrefix}_AUTH_ORIGIN`) || definition.authOrigin).replace(/\/+$/, '');
  const apiOrigin = (optionalVar(env, `${definition.envPrefix}_API_ORIGIN`) || definition.apiOrigin).replace(/\/+$/, '');
  return {
    ...definition,
    clientId,
    clientSecret,
    authorizeUrl: `${authOrigin}${definition.authorizePath}`,
    tokenUrl: `${definition.tokenOnApi ? apiOrigin : authOrigin}${definition.tokenPath}`,
    profileUrl: definition.profilePath ? `${apiOrigin}${definition.profilePath}` : null,
    issuer: authOrigin,
  };
}

/** The providers that are on, in the order the login screen shows them. */
export function enabledProviders(env: object): SocialProvider[] {
  return DEFINITIONS.map((definition) => resolve(definition, env)).filter((provider): provider is SocialProvider => provider !== null);
}

/** The provider behind a path segment, when it is on. */
export function providerBySlug(env: object, slug: string): SocialProvider | null {
  const definition = DEFINITIONS.find((candidate) => candidate.slug === slug);
  return definition ? resolve(definition, env) : null;
}
