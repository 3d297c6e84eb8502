/**
 * GA4's Measurement Protocol from the worker (docs/analytics-server.md): `POST {origin}/mp/collect?measurement_id=…
 * &api_secret=…` with JSON `{ client_id, timestamp_micros?, events: [{ name, params }] }`. Off, with
 * no request at all, until both GA4_MEASUREMENT_ID and the secret GA4_API_SECRET are set.
 *
 * GA answers 2xx whatever the body holds (only `/debug/mp/collect` says what is wrong with it), so a
 * non-2xx answer or no answer means GA is unreachable. Such a send is logged and not retried: GA may
 * have counted it already, and a refund counted twice takes the revenue down twice.
 */

export const DEFAULT_MP_ORIGIN = 'https://www.google-analytics.com';

/** A web stream's measurement id; a stream id or a Universal Analytics `UA-` id is not one. */
export const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/** Long enough for GA on a bad day, short enough that a hung connection does not hold the isolate. */
const SEND_TIMEOUT_MS = 5_000;

/** GA takes events up to 72 hours back; an older timestamp would drop the event, so it is left out. */
const BACKDATE_LIMIT_MS = 72 * 60 * 60 * 1000;

/** The bindings this module reads. */
export type MeasurementEnv = Partial<Pick<Env, 'GA4_MEASUREMENT_ID' | 'GA4_MP_ORIGIN'>> & { GA4_API_SECRET?: string };

/** Where and as which stream the worker's events go. */
export interface MeasurementConfig {
  measurementId: string;
  apiSecret: string;
  /** Without a trailing slash. */
  origin: string;
}

/** One event of the protocol: a name and its parameters. */
export interface MeasurementEvent {
  name: string;
  params: Record<string, unknown>;
}

/** The JSON body of one `/mp/collect` request. */
export interface CollectBody {
  client_id: string;
  timestamp_micros?: number;
  events: MeasurementEvent[];
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The configuration when both the measurement id and the secret are set, else null. An id that is
 * not a `G-…` id is logged and counts as unset: events sent under it would vanish without a word.
 */
export function measurementConfig(env: MeasurementEnv): MeasurementConfig | null {
  const measurementId = trimmed(env.GA4_MEASUREMENT_ID);
  const apiSecret = trimmed(env.GA4_API_SECRET);
  if (measurementId === '' || apiSecret === '') return null;
  if (!MEASUREMENT_ID.test(measurementId)) {
    console.error(JSON.stringify({ level: 'error', event: 'ga4_mp_misconfigured', message: `GA4_MEASUREMENT_ID is not a G-… id: ${measurementId}` }));
    return null;
  }
  return { measurementId, apiSecret, origin: trimmed(env.GA4_MP_ORIGIN).replace(/\/+$/, '') || DEFAULT_MP_ORIGIN };
}

/** The body for `event` of `clientId` that happened at `at` (epoch ms), as seen at `now`. */
export function collectBody(clientId: string, event: MeasurementEvent, at: number, now = Date.now()): CollectBody {
  const dated = at <= now && now - at < BACKDATE_LIMIT_MS;
  return { client_id: clientId, ...(dated ? { timestamp_micros: at * 1000 } : {}), events: [event] };
}

/** The collect URL, with the secret in the query where GA expects it. */
export function collectUrl(config: MeasurementConfig): string {
  const query = new URLSearchParams({ measurement_id: config.measurementId, api_secret: config.apiSecret });
  return `${config.origin}/mp/collect?${query}`;
}

/** POSTs `body` once; throws when GA does not take it (no answer, a timeout or a non-2xx status). */
export async function sendMeasurement(config: MeasurementConfig, body: CollectBody, fetcher: typeof fetch = fetch): Promise<void> {
  const answer = await fetcher(collectUrl(config), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await answer.body?.cancel();
  if (!answer.ok) throw new Error(`GA4 Measurement Protocol answered ${answer.status}`);
}

/** One log line for an event that could not be sent, naming the event and the order, never the secret. */
export function logMeasurementFailure(name: string, ordNo: string, error: unknown): void {
  const failure = error instanceof Error ? error : new Error(String(error));
  console.error(JSON.stringify({ level: 'error', event: 'ga4_mp_failed', name, ordNo, message: failure.message, stack: failure.stack }));
}
