/** Types of the fake Kakao (`oauth-provider.mjs`) for the TypeScript tests that import it. */
export interface OAuthFake {
  handle(request: Request): Promise<Response>;
}
export function createOAuthFake(options?: { clientId?: string; clientSecret?: string }): OAuthFake;
