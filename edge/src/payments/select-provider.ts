/**
 * Which payment provider this worker uses: Toss Payments when both its client key (a var) and its
 * secret key (a secret) are set, else the embedded test provider. The browser learns the choice
 * from `paymentClientConfig`, so checkout opens the window of the provider that will confirm.
 */
import type { PaymentProvider, ProviderId } from './provider';
import { createTestProvider } from './test-provider/test-provider';
import { createTossProvider, DEFAULT_TOSS_API_ORIGIN } from './toss';

type PaymentEnv = Pick<Env, 'DB' | 'TOSS_CLIENT_KEY' | 'TOSS_API_ORIGIN'> & { TOSS_SECRET_KEY?: string };

interface TossKeys {
  clientKey: string;
  secretKey: string;
  apiOrigin: string;
}

function trimmed(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Toss's keys when both are configured, else null. */
export function tossKeys(env: Partial<PaymentEnv>): TossKeys | null {
  const clientKey = trimmed(env.TOSS_CLIENT_KEY);
  const secretKey = trimmed(env.TOSS_SECRET_KEY);
  if (clientKey === '' || secretKey === '') return null;
  return { clientKey, secretKey, apiOrigin: trimmed(env.TOSS_API_ORIGIN).replace(/\/+$/, '') || DEFAULT_TOSS_API_ORIGIN };
}

/** The provider that confirms and cancels this worker's payments. */
export function selectPaymentProvider(env: PaymentEnv, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const toss = tossKeys(env);
  if (toss) return createTossProvider({ secretKey: toss.secretKey, apiOrigin: toss.apiOrigin, fetch: options.fetch });
  return createTestProvider(env.DB);
}

/** What the browser needs to open the payment window; the client key is public by design. */
export function paymentClientConfig(env: Partial<PaymentEnv>): { provider: ProviderId; clientKey: string } {
  const toss = tossKeys(env);
  return toss ? { provider: 'toss', clientKey: toss.clientKey } : { provider: 'test', clientKey: '' };
}
