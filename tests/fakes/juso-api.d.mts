/** Types of the fake 도로명주소 API (`juso-api.mjs`) for the TypeScript tests that import it. */
export const FAKE_JUSO_KEY: string;
export const EXPIRED_JUSO_KEY: string;
export interface JusoFake {
  /** Every query the fake was asked, as parameter → value. */
  seen: Record<string, string>[];
  handle(request: Request): Promise<Response>;
}
export function createJusoFake(options?: { key?: string }): JusoFake;
