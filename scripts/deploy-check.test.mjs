import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { productionProblems, REQUIRED_SECRETS } from './deploy-check.mjs';

const COMMITTED = readFileSync('wrangler.toml', 'utf8');
const ALL_SECRETS = Object.keys(REQUIRED_SECRETS);

/** The committed file as an operator fills it in for production. */
function ready(text = COMMITTED) {
  return text
    .replace('database_id = "00000000-0000-0000-0000-000000000000"', 'database_id = "6f1c2d3e-4a5b-4c6d-8e7f-0a1b2c3d4e5f"')
    .replace('AUTH_COOKIE_DOMAIN = ""', 'AUTH_COOKIE_DOMAIN = ".nokcha.shop"')
    .replace('TOSS_CLIENT_KEY = ""', 'TOSS_CLIENT_KEY = "live_ck_abc"')
    .replace('SMS_PROVIDER = "embedded"', 'SMS_PROVIDER = "http"')
    .replace('SMS_API_URL = ""', 'SMS_API_URL = "https://sms.example/send"')
    .replace('SMS_SENDER = ""', 'SMS_SENDER = "0215880000"')
    .replace('MAIL_PROVIDER = "embedded"', 'MAIL_PROVIDER = "resend"')
    .replace('MAIL_FROM = ""', 'MAIL_FROM = "녹차숍 <no-reply@nokcha.shop>"');
}

describe('productionProblems', () => {
  it('finds the committed configuration production by default, lacking only what an operator must supply', () => {
    const problems = productionProblems(parse(COMMITTED), []);
    expect(problems.some((line) => line.startsWith('[vars] ENVIRONMENT'))).toBe(false);
    expect(problems.some((line) => line.includes('TEST_CLOCK'))).toBe(false);
    for (const expected of [
      'd1_databases DB',
      'AUTH_COOKIE_DOMAIN',
      'TOSS_CLIENT_KEY',
      'SMS_PROVIDER',
      'MAIL_PROVIDER',
      ...ALL_SECRETS.map((name) => `secret ${name}`),
    ]) {
      expect(
        problems.some((line) => line.includes(expected)),
        expected,
      ).toBe(true);
    }
  });

  it('passes a filled-in configuration with every secret set', () => {
    expect(productionProblems(parse(ready()), ALL_SECRETS)).toEqual([]);
  });

  it.each([
    ['a local environment', (text) => text.replace('ENVIRONMENT = "prd"', 'ENVIRONMENT = "local"'), /ENVIRONMENT must be "prd"/],
    ['the test payment provider', (text) => text.replace('PAYMENT_PROVIDER = ""', 'PAYMENT_PROVIDER = "test"'), /PAYMENT_PROVIDER = "test" is refused/],
    ['the test clock', (text) => text.replace('TEST_CLOCK = ""', 'TEST_CLOCK = "on"'), /TEST_CLOCK must be empty/],
    ['a secret committed in [vars]', (text) => text.replace('[vars]\n', '[vars]\nOPERATOR_KEY = "nokcha-local-operator-key"\n'), /OPERATOR_KEY is a secret/],
    ['no uploads bucket', (text) => text.replace('binding = "UPLOADS"', 'binding = "FILES"'), /r2_buckets UPLOADS/],
  ])('refuses %s', (_, change, problem) => {
    expect(productionProblems(parse(change(ready())), ALL_SECRETS)).toEqual([expect.stringMatching(problem)]);
  });

  it('names each missing secret', () => {
    expect(productionProblems(parse(ready()), ['TOSS_SECRET_KEY', 'SMS_API_KEY'])).toEqual([
      expect.stringMatching(/^secret CUSTOMER_ENC_KEY/),
      expect.stringMatching(/^secret RESEND_API_KEY/),
    ]);
  });
});

describe('npm run deploy:check', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nokcha-deploy-check-'));
  const run = (config, secrets) => {
    writeFileSync(join(dir, 'wrangler.toml'), config);
    writeFileSync(join(dir, 'secrets.json'), JSON.stringify(secrets.map((name) => ({ name, type: 'secret_text' }))));
    try {
      return {
        code: 0,
        out: execFileSync('node', ['scripts/deploy-check.mjs', '--config', join(dir, 'wrangler.toml'), '--secrets', join(dir, 'secrets.json')], {
          encoding: 'utf8',
          stdio: 'pipe',
        }),
      };
    } catch (error) {
      return { code: error.status, out: `${error.stdout}${error.stderr}` };
    }
  };

  it('exits 1 and lists what is missing, then 0 once everything is set', () => {
    const missing = run(COMMITTED, []);
    expect(missing.code).toBe(1);
    expect(missing.out).toContain('secret CUSTOMER_ENC_KEY');
    const done = run(ready(), ALL_SECRETS);
    expect(done).toEqual({ code: 0, out: expect.stringContaining('is ready for production') });
  });
});
