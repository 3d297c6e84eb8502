/**
 * Whose purchase GA4 is told about. GA de-duplicates a purchase by its transaction id for one
 * client, so the worker's `purchase` must carry the same client id as the browser's: the one in
 * the `_ga` cookie (`GA1.1.<random>.<seconds>` → `<random>.<seconds>`), read when the payment is
 * confirmed and kept on the order (`orders.ga_client_id`) for its later refunds, with the session
 * it was confirmed in (`orders.ga_session_id`, from the stream's cookie). A shopper whose
 * browser never ran GA gets an id derived from the order number alone: stable across the order's
 * purchase and refunds, and never drawn from the member's number, phone or e-mail.
 */
import { measurementConfig, type MeasurementEnv } from './measurement-protocol';

/** The cookie GA's tag keeps its client id in, on the shop's own domain. */
export const GA_COOKIE = '_ga';

/** The `_ga` cookie's value: version, domain depth, then the client id's two numbers. */
const GA_COOKIE_VALUE = /^GA\d+\.\d+\.(\d{1,20}\.\d{1,20})$/;

/** The client id in a `_ga` cookie value, or null when there is none or it is not GA's. */
export function clientIdFromGaCookie(value: string | undefined): string | null {
  const match = GA_COOKIE_VALUE.exec(value?.trim() ?? '');
  return match ? match[1] : null;
}

/**
 * A client id for an order whose shopper had no `_ga` cookie, in GA's own `<number>.<number>` shape:
 * two 31-bit numbers from SHA-256 of the order number (a fixed label keeps it apart from any other
 * hash of the same number).
 */
export async function orderClientId(ordNo: string): Promise<string> {
  const digest = new DataView(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`nokcha-ga4-client:${ordNo}`)));
  return `${digest.getUint32(0) >>> 1}.${digest.getUint32(4) >>> 1}`;
}

/** The stream's own cookie, which holds the session: `_ga_<measurement id without G->`. */
export function streamCookieName(measurementId: string): string {
  return `_ga_${measurementId.replace(/^G-/, '')}`;
}

/** The session id's place in the two formats of the stream cookie: `GS1.1.<id>.…` and `GS2.1.s<id>$o…`. */
const STREAM_COOKIE_VALUE = /^(?:GS1\.\d+\.(\d{1,20})\.|GS2\.\d+\.s(\d{1,20})(?:\$|$))/;

/** The GA session id in a stream cookie value, or null when there is none or it is not GA's. */
export function sessionIdFromStreamCookie(value: string | undefined): string | null {
  const match = STREAM_COOKIE_VALUE.exec(value?.trim() ?? '');
  return match ? (match[1] ?? match[2]) : null;
}

/** Who GA4 is told a purchase or refund is from: the client, and for the purchase its session. */
export interface GaIdentity {
  clientId: string;
  /** The session the payment was confirmed in; GA gives the purchase that session's traffic source. */
  sessionId: string | null;
}

/**
 * Keeps the shopper's GA client id and session id on their order while it waits for payment, so
 * the purchase (in its session) and every later refund are told to GA as theirs. Nothing is
 * written while the Measurement Protocol is off (nothing would read it) or without a valid `_ga`
 * cookie. `cookie` reads one of the request's cookies.
 */
export async function rememberGaClient(
  db: D1Database,
  env: MeasurementEnv,
  incsNo: number,
  ordNo: string,
  cookie: (name: string) => string | undefined,
): Promise<void> {
  const config = measurementConfig(env);
  const clientId = config && clientIdFromGaCookie(cookie(GA_COOKIE));
  if (!config || !clientId) return;
  const sessionId = sessionIdFromStreamCookie(cookie(streamCookieName(config.measurementId)));
  await db
    .prepare("UPDATE orders SET ga_client_id = ?, ga_session_id = ? WHERE ord_no = ? AND incs_no = ? AND status = 'PAYMENT_PENDING'")
    .bind(clientId, sessionId, ordNo, incsNo)
    .run();
}

/** The identity to send for order `ordNo`: the remembered one, else the order's own client id and no session. */
export async function gaIdentityOfOrder(db: D1Database, ordNo: string): Promise<GaIdentity> {
  const row = await db
    .prepare('SELECT ga_client_id, ga_session_id FROM orders WHERE ord_no = ?')
    .bind(ordNo)
    .first<{ ga_client_id: string | null; ga_session_id: string | null }>();
  return { clientId: row?.ga_client_id ?? (await orderClientId(ordNo)), sessionId: row?.ga_session_id ?? null };
}
