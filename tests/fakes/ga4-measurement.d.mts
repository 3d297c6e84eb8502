/** Types of the fake GA4 Measurement Protocol (`ga4-measurement.mjs`) for the TypeScript tests that import it. */
export interface Ga4ValidationMessage {
  fieldPath: string;
  description: string;
  validationCode: 'VALUE_INVALID' | 'VALUE_REQUIRED' | 'NAME_INVALID' | 'NAME_RESERVED' | 'VALUE_OUT_OF_BOUNDS' | 'EXCEEDED_MAX_ENTITIES';
}
export interface Ga4Hit {
  measurementId: string | null;
  apiSecret: string | null;
  /** The parsed JSON body, or null when it was not JSON. */
  body: { client_id?: string; user_id?: string; timestamp_micros?: number; events?: { name: string; params?: Record<string, unknown> }[] } | null;
  /** What `/debug/mp/collect` would have said of the body: empty when GA takes it. */
  validationMessages: Ga4ValidationMessage[];
}
export interface Ga4Fake {
  handle(request: Request): Promise<Response>;
  hits: Ga4Hit[];
  setStatus(status: number): void;
  setDelay(ms: number): void;
}
export function createGa4Fake(options?: { delayMs?: number }): Ga4Fake;
export function startGa4FakeServer(options?: { port?: number }): Promise<{ origin: string; fake: Ga4Fake; close(): Promise<void> }>;
