/** Types of the fake third-party tag vendors (`third-parties.mjs`) for the TypeScript tests that import it. */
export interface ThirdPartyHit {
  path: string;
  query: Record<string, string>;
  body: string;
  at: number;
}
export interface ThirdPartyFake {
  hits: ThirdPartyHit[];
  handle(request: Request): Promise<Response>;
}
export function createThirdPartyFake(): ThirdPartyFake;
export function startThirdPartyFakeServer(options?: { port?: number }): Promise<{ origin: string; fake: ThirdPartyFake; close(): Promise<void> }>;
