/**
 * Whose purchase GA4 is told about. GA de-duplicates a purchase by its transaction id for one
 * client, so the worker's `purchase` must carry the same client id as the browser's: the one in
 * the `_ga` cookie (`GA1.1.<random>.<seconds>` → `<random>.<seconds>`), read when the payment is
 * confirmed and kept on the order (`orders.ga_client_id`) for its later refunds. A shopper whose
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

/**
 * Keeps the shopper's GA client id on their order while it waits for payment, so the purchase and
 * every later refund are told to GA as theirs. Nothing is written while the Measurement Protocol is
 * off (nothing would read it) or without a valid `_ga` cookie.
 */
export async function rememberGaClient(db: D1Database, env: MeasurementEnv, incsNo: number, ordNo: string, gaCookie: string | undefined): Promise<void> {
  const clientId = clientIdFromGaCookie(gaCookie);
  if (!clientId || !measurementConfig(env)) return;
  await db.prepare("UPDATE orders SET ga_client_id = ? WHERE ord_no = ? AND incs_no = ? AND status = 'PAYMENT_PENDING'").bind(clientId, ordNo, incsNo).run();
}

/** The client id to send for order `ordNo`: the remembered one, else the order's own. */
export async function clientIdOfOrder(db: D1Database, ordNo: string): Promise<string> {
  const row = await db.prepare('SELECT ga_client_id FROM orders WHERE ord_no = ?').bind(ordNo).first<{ ga_client_id: string | null }>();
  return row?.ga_client_id ?? orderClientId(ordNo);
}
