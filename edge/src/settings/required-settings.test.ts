import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { missingSettings } from './required-settings';

/** What a plain deploy of the committed wrangler.toml runs with: its vars and no secret. */
const COMMITTED = { ...env, ENVIRONMENT: 'prd', PAYMENT_PROVIDER: '', CUSTOMER_ENC_KEY: '' };

const READY = {
  ...COMMITTED,
  CUSTOMER_ENC_KEY: 'cHJvZHVjdGlvbi1jdXN0b21lci1rZXktMzItYnl0ZXM=',
  TOSS_CLIENT_KEY: 'live_ck_x',
  TOSS_SECRET_KEY: 'live_sk_x',
  SMS_PROVIDER: 'http',
  SMS_API_URL: 'https://sms.example/send',
  SMS_API_KEY: 'sms-key',
  SMS_SENDER: '0215880000',
  MAIL_PROVIDER: 'resend',
  MAIL_FROM: '녹차숍 <no-reply@nokcha.example>',
  RESEND_API_KEY: 're_x',
};

describe('missingSettings', () => {
  it('names every secret and provider a plain deploy lacks', () => {
    expect(missingSettings(COMMITTED).map((missing) => missing.setting)).toEqual([
      'CUSTOMER_ENC_KEY (secret)',
      'TOSS_CLIENT_KEY and the secret TOSS_SECRET_KEY are not both set',
      'SMS_PROVIDER=http with SMS_API_URL, SMS_SENDER and the secret SMS_API_KEY',
      'MAIL_PROVIDER=resend with MAIL_FROM and the secret RESEND_API_KEY',
    ]);
  });

  it('says the test payment provider is refused in prd', () => {
    expect(missingSettings({ ...READY, PAYMENT_PROVIDER: 'test' })).toEqual([
      expect.objectContaining({ setting: expect.stringMatching(/PAYMENT_PROVIDER=test is never allowed in prd/) }),
    ]);
  });

  it('is empty for a production worker with everything set, and for the local worker', () => {
    expect(missingSettings(READY)).toEqual([]);
    expect(missingSettings(env)).toEqual([]);
  });

  it('treats a worker with no ENVIRONMENT at all as production', () => {
    expect(missingSettings({ ...READY, ENVIRONMENT: undefined, SMS_PROVIDER: 'embedded' })).toEqual([
      expect.objectContaining({ setting: expect.stringMatching(/^SMS_PROVIDER=http/) }),
    ]);
  });
});
