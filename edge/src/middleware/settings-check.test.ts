import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { settingsCheck } from './settings-check';

function appLogging(lines: string[]) {
  const app = new Hono<AppEnv>();
  app.use(settingsCheck({ log: (line) => lines.push(line) }));
  app.get('/', (c) => c.text('ok'));
  return app;
}

describe('settingsCheck', () => {
  it("says once, on the isolate's first request, which settings a production worker lacks, and still serves", async () => {
    const lines: string[] = [];
    const app = appLogging(lines);
    const production = { ...env, ENVIRONMENT: 'prd', PAYMENT_PROVIDER: 'test', CUSTOMER_ENC_KEY: '' };
    for (let i = 0; i < 3; i += 1) expect((await app.request('/', {}, production)).status).toBe(200);
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]) as { level: string; environment: string; missing: { setting: string }[] };
    expect(line).toMatchObject({ level: 'error', message: 'required settings missing', environment: 'prd' });
    expect(line.missing.map((missing) => missing.setting)).toContain('CUSTOMER_ENC_KEY (secret)');
    expect(line.missing.map((missing) => missing.setting).join(' ')).toContain('PAYMENT_PROVIDER=test');
  });

  it('says nothing when nothing is missing', async () => {
    const lines: string[] = [];
    await appLogging(lines).request('/', {}, env);
    expect(lines).toEqual([]);
  });
});
