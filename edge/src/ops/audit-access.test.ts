import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { totpCode } from '#shared/ops/totp';
import { consoleHeaders, dataOf, keyPost, login, newOperator, PASSWORD, post, SECRET } from '../testing/console-session';
import { seedCustomer } from '../testing/seed';

interface Entry {
  actorKind: string;
  operatorId: number | null;
  keyId: number | null;
  actorLabel: string;
  action: string;
  outcome: string;
  target: string | null;
  input: unknown;
}
/** The audit log's entries matching `filter`, newest first, as the owner reads them. */
async function entries(filter: object): Promise<Entry[]> {
  return (await dataOf<{ items: Entry[] }>(await keyPost('/ops/v1/audit/list', filter))).items;
}

describe('the audit log of who came in and who was refused', () => {
  it('writes every checked console login, passed or failed, with the ID tried and never the password or code', async () => {
    const loginId = await newOperator('CS');
    const wrongCode = String((Number(totpCode(SECRET)) + 1) % 1_000_000).padStart(6, '0');
    await post('/ops/v1/session/login', { loginId, password: 'guessed-password', otp: totpCode(SECRET) }, consoleHeaders(), '198.51.100.20');
    await post('/ops/v1/session/login', { loginId: 'nobody77', password: PASSWORD, otp: wrongCode }, consoleHeaders(), '198.51.100.21');
    await login(loginId);

    const tried = await entries({ target: `operator:${loginId}`, action: '/v1/session/login' });
    expect(tried).toEqual([
      expect.objectContaining({
        actorKind: 'OPERATOR',
        operatorId: expect.any(Number),
        actorLabel: expect.stringMatching(new RegExp(`^운영자\\d+ \\(${loginId}, 고객상담\\)$`)),
        outcome: 'DONE',
        input: { loginId, address: '203.0.113.7' },
      }),
      expect.objectContaining({
        actorKind: 'OPERATOR',
        operatorId: null,
        actorLabel: `로그인 시도: ${loginId}`,
        outcome: 'FAILED',
        input: { loginId, address: '198.51.100.20' },
      }),
    ]);
    const unknown = await entries({ target: 'operator:nobody77' });
    expect(unknown).toEqual([expect.objectContaining({ actorLabel: '로그인 시도: nobody77', outcome: 'FAILED', operatorId: null })]);

    const text = JSON.stringify(await entries({ action: '/v1/session/login' }));
    expect(text).not.toContain('guessed-password');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain(wrongCode);
  });

  it('writes a call refused for the operator’s role, with who tried it, and leaves the target alone', async () => {
    const incsNo = await seedCustomer(env.DB, { cust_web_id: 'refused1', mobile: '01077700031', email: null, rmn_pt: 300 });
    const warehouse = await newOperator('WAREHOUSE');
    const cookie = await login(warehouse);
    const refused = await post('/ops/v1/customers/points', { incsNo, delta: 5000, memo: '몰래 지급' }, consoleHeaders(cookie));
    expect(refused.status).toBe(403);
    expect(await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first()).toEqual({ rmn_pt: 300 });

    const [entry] = await entries({ action: '/v1/customers/points', outcome: 'REFUSED' });
    expect(entry).toEqual(
      expect.objectContaining({
        actorKind: 'OPERATOR',
        actorLabel: expect.stringMatching(new RegExp(`\\(${warehouse}, 물류\\)$`)),
        action: '/v1/customers/points',
        outcome: 'REFUSED',
        target: null,
        input: {},
      }),
    );
    // A refused read is written too: who looked where they may not.
    expect((await post('/ops/v1/audit/list', {}, consoleHeaders(cookie))).status).toBe(403);
    expect((await entries({ action: '/v1/audit/list', outcome: 'REFUSED' }))[0].actorLabel).toMatch(new RegExp(`\\(${warehouse}, 물류\\)$`));
  });

  it('names the OPERATOR_KEY secret as such, never as a person', async () => {
    const incsNo = await seedCustomer(env.DB, { cust_web_id: 'keyed1', mobile: '01077700032', email: null, rmn_pt: 0 });
    const configured = { ENVIRONMENT: 'prd', OPERATOR_KEY: 'configured-operator-key-for-tests' };
    const granted = await keyPost('/ops/v1/customers/points', { incsNo, delta: 100, memo: '이벤트' }, 'configured-operator-key-for-tests', configured);
    expect(granted.status).toBe(200);
    expect(await entries({ target: `customer:${incsNo}` })).toEqual([
      expect.objectContaining({ actorKind: 'KEY', keyId: null, operatorId: null, actorLabel: '운영자 키: OPERATOR_KEY (대표)', outcome: 'DONE' }),
    ]);
  });
});
