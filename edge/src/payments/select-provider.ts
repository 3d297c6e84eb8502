/**
 * Which payment provider this worker uses. Toss Payments when both its client key (a var) and its
 * secret key (a secret) are set; the embedded test provider only when `PAYMENT_PROVIDER=test` names
 * it outside `prd`, so a deploy that forgets its keys never takes orders that no money paid for.
 * With neither, checkout is refused (503 `PAYMENT_UNAVAILABLE`) and the start-up check
 * (production-settings.ts) names what is missing. The browser learns the choice from
 * `paymentClientConfig`, so checkout opens the window of the provider that will confirm.
 */
import { GatewayError } from '../gateway/errors';
import type { PaymentProvider, ProviderId } from './provider';
import { createTestProvider } from './test-provider/test-provider';
import { createTossProvider, DEFAULT_TOSS_API_ORIGIN } from './toss';

type PaymentEnv = Pick<Env, 'DB' | 'ENVIRONMENT' | 'PAYMENT_PROVIDER' | 'TOSS_CLIENT_KEY' | 'TOSS_API_ORIGIN'> & { TOSS_SECRET_KEY?: string };

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

/** The provider this worker may take payments with, or null when none may run here. */
export function configuredProvider(env: Partial<PaymentEnv>): ProviderId | null {
  const named = trimmed(env.PAYMENT_PROVIDER);
  if (named === 'test') return trimmed(env.ENVIRONMENT) === 'prd' ? null : 'test';
  if (named !== '' && named !== 'toss') return null;
  return tossKeys(env) ? 'toss' : null;
}

/** Why no provider runs, in the operator's words, or null when one does. */
export function paymentProblem(env: Partial<PaymentEnv>): string | null {
  if (configuredProvider(env)) return null;
  const named = trimmed(env.PAYMENT_PROVIDER);
  if (named === 'test') return 'PAYMENT_PROVIDER=test is never allowed in prd; set TOSS_CLIENT_KEY and the secret TOSS_SECRET_KEY';
  if (named !== '' && named !== 'toss') return `unknown PAYMENT_PROVIDER "${named}" (expected toss, or test outside prd)`;
  return 'TOSS_CLIENT_KEY and the secret TOSS_SECRET_KEY are not both set';
}

/** The provider that confirms and cancels this worker's payments; 503 when none may run. */
export function selectPaymentProvider(env: PaymentEnv, options: { fetch?: typeof fetch } = {}): PaymentProvider {
  const id = configuredProvider(env);
  const toss = tossKeys(env);
  if (id === 'toss' && toss) return createTossProvider({ secretKey: toss.secretKey, apiOrigin: toss.apiOrigin, fetch: options.fetch });
  if (id === 'test') return createTestProvider(env.DB);
  throw new GatewayError('PAYMENT_UNAVAILABLE');
}

/** What the browser needs to open the payment window (the client key is public by design); 503 when no provider runs. */
export function paymentClientConfig(env: Partial<PaymentEnv>): { provider: ProviderId; clientKey: string } {
  const id = configuredProvider(env);
  if (id === null) throw new GatewayError('PAYMENT_UNAVAILABLE');
  return { provider: id, clientKey: id === 'toss' ? (tossKeys(env)?.clientKey ?? '') : '' };
}
