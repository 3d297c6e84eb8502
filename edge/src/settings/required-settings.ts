/**
 * What a worker lacks to serve shoppers for real, by setting name, with what it refuses meanwhile.
 * Nothing here falls back to a built-in value: the call that needs a missing setting is refused
 * (503), and this list is what the log says once per isolate (settings-check middleware) and
 * what `npm run deploy:check` asks an operator to set before deploying.
 */
import { readConfig } from '../config';
import { paymentProblem } from '../payments/select-provider';

/** One missing setting and what goes without it. */
export interface MissingSetting {
  /** The variable or secret to set, as `wrangler secret put` or `[vars]` name it. */
  setting: string;
  /** What is refused until it is set. */
  refuses: string;
}

type SettingsEnv = Partial<Record<keyof Env | 'CUSTOMER_ENC_KEY' | 'TOSS_SECRET_KEY' | 'SMS_API_KEY' | 'RESEND_API_KEY', unknown>>;

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** Every required setting `env` lacks; prd also needs real SMS and mail providers. */
export function missingSettings(env: SettingsEnv): MissingSetting[] {
  const missing: MissingSetting[] = [];
  const config = readConfig(env);
  if (config.customerEncKey === '') {
    missing.push({ setting: 'CUSTOMER_ENC_KEY (secret)', refuses: 'checkout and getEncCustomer (503)' });
  }
  const payment = paymentProblem(env as Parameters<typeof paymentProblem>[0]);
  if (payment) missing.push({ setting: payment, refuses: 'checkout: the order sheet and createOrder answer 503 PAYMENT_UNAVAILABLE' });
  if (config.environment !== 'prd') return missing;
  if (env.SMS_PROVIDER !== 'http' || !filled(env.SMS_API_URL) || !filled(env.SMS_API_KEY) || !filled(env.SMS_SENDER)) {
    missing.push({
      setting: 'SMS_PROVIDER=http with SMS_API_URL, SMS_SENDER and the secret SMS_API_KEY',
      refuses: 'every SMS code (SMS login, join, account changes): SMS_SEND_FAILED',
    });
  }
  if (env.MAIL_PROVIDER !== 'resend' || !filled(env.MAIL_FROM) || !filled(env.RESEND_API_KEY)) {
    missing.push({ setting: 'MAIL_PROVIDER=resend with MAIL_FROM and the secret RESEND_API_KEY', refuses: 'employee verification mail' });
  }
  return missing;
}
