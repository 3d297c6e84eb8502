import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { totpCode } from '#shared/ops/totp';
import worker from '../index';
import { consoleHeaders, login, newOperator, ORIGIN, PASSWORD, post, SECRET } from '../testing/console-session';

const REFUSAL = { code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' };
const FAILED = { code: 'OPERATOR_LOGIN_FAILED', message: '아이디, 비밀번호 또는 인증 코드가 맞지 않습니다.' };

/** The worker with the operator key set, which must not open the console's own calls. */
const KEYED = { ...env, OPERATOR_KEY: 'configured-operator-key' };
/** A login whose body is sent as written, not as JSON of a value. */
const rawLogin = (body: string, headers: Record<string, string>) =>
  Promise.resolve(
    worker.request(`${ORIGIN}/ops/v1/session/login`, { method: 'POST', headers: { 'CF-Connecting-IP': '203.0.113.9', ...headers }, body }, KEYED),
  );
const me = (headers: Record<string, string>) => Promise.resolve(worker.request(`${ORIGIN}/ops/v1/session/me`, { headers }, KEYED));
const loginRows = async (loginId: string) =>
  (await env.DB.prepare('SELECT COUNT(*) AS n FROM audit_log WHERE target = ?').bind(`operator:${loginId}`).first<{ n: number }>())?.n;

describe('the console session on the operator API frame', () => {
  it('refuses anyone but the console before it looks at the body, a key included', async () => {
    const loginId = await newOperator('CS');
    const strangers: Record<string, string>[] = [
      { 'Content-Type': 'application/json' },
      // Another site's page, header and all (CSRF).
      { ...consoleHeaders(), 'Sec-Fetch-Site': 'cross-site' },
      { 'Content-Type': 'application/json', 'X-Operator-Key': KEYED.OPERATOR_KEY },
    ];
    for (const headers of strangers) {
      for (const body of ['{"broken', JSON.stringify({ loginId, otp: '1' }), JSON.stringify({ loginId, password: PASSWORD, otp: totpCode(SECRET) })]) {
        const refused = await rawLogin(body, headers);
        expect(refused.status).toBe(401);
        expect(await refused.json()).toEqual(REFUSAL);
      }
      expect(await (await me(headers)).json()).toEqual(REFUSAL);
    }
    expect(await loginRows(loginId)).toBe(0);
    // The key itself is good: it opens the operator calls.
    const keyed = await worker.request(`${ORIGIN}/ops/v1/orders/list`, { method: 'POST', headers: strangers[2], body: '{}' }, KEYED);
    expect(keyed.status).toBe(200);
  });

  it('answers a malformed login with the fields to fix, the same whether the ID exists or not, and tries nothing', async () => {
    const loginId = await newOperator('CONTENT');
    const answers = [];
    for (const id of [loginId, 'nobody42']) {
      const refused = await post('/ops/v1/session/login', { loginId: id, password: '', otp: '12ab' }, consoleHeaders());
      expect(refused.status).toBe(400);
      expect(refused.headers.get('Cache-Control')).toBe('no-store');
      answers.push(await refused.json());
    }
    expect(answers[0]).toEqual({
      code: 'INVALID_INPUT',
      message: '입력값을 확인해 주세요.',
      fields: { password: '비밀번호를 입력해 주세요.', otp: '인증 앱의 6자리 코드를 입력해 주세요.' },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect((await rawLogin('{"broken', consoleHeaders())).status).toBe(400);
    expect(await loginRows(loginId)).toBe(0);
  });

  it('refuses an address after five failures for an account, while the operator still gets in from their own', async () => {
    const loginId = await newOperator('WAREHOUSE');
    const guess = { loginId, password: 'guessed-password', otp: totpCode(SECRET) };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await post('/ops/v1/session/login', guess, consoleHeaders(), '198.51.100.60');
      expect(failed.status).toBe(401);
      expect(await failed.json()).toEqual(FAILED);
    }
    const right = { loginId, password: PASSWORD, otp: totpCode(SECRET) };
    const throttled = await post('/ops/v1/session/login', right, consoleHeaders(), '198.51.100.60');
    expect(throttled.status).toBe(429);
    expect(await throttled.json()).toEqual({ code: 'OPERATOR_LOGIN_THROTTLED', message: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해 주세요.' });
    // The throttled attempt checked nothing: only the five failures are in the log.
    expect(await loginRows(loginId)).toBe(5);
    await login(loginId);
  });

  it('tells the console who is signed in until logout, every answer uncached, and nothing after it', async () => {
    const cookie = await login(await newOperator('OWNER'), Date.now() - 30_000);
    const before = await me(consoleHeaders(cookie));
    expect(before.status).toBe(200);
    expect(before.headers.get('Cache-Control')).toBe('no-store');
    expect(await before.json()).toEqual({
      data: { operatorId: expect.any(Number), loginId: expect.stringMatching(/^owner\d+x$/), name: expect.any(String), role: 'OWNER' },
    });

    const out = await post('/ops/v1/session/logout', {}, consoleHeaders(cookie));
    expect(await out.json()).toEqual({ data: { loggedOut: true } });
    expect(out.headers.get('Cache-Control')).toBe('no-store');
    expect(out.headers.get('Set-Cookie')).toMatch(/^nokcha_ops_session=; Path=\/ops; Max-Age=0/);

    const after = await me(consoleHeaders(cookie));
    expect(after.status).toBe(401);
    expect(after.headers.get('Cache-Control')).toBe('no-store');
    expect(await after.json()).toEqual(REFUSAL);
    expect(await (await me(consoleHeaders())).json()).toEqual(REFUSAL);
  });

  it('is listed in /ops/openapi.json as the console’s own calls', async () => {
    const document = (await (await worker.request(`${ORIGIN}/ops/openapi.json`, {}, env)).json()) as {
      paths: Record<string, Record<string, { security: unknown; requestBody?: unknown; responses: Record<string, { description: string }> }>>;
      components: { securitySchemes: Record<string, { name?: string }> };
    };
    const login = document.paths['/v1/session/login'].post;
    const session = [login, document.paths['/v1/session/me'].get, document.paths['/v1/session/logout'].post];
    for (const operation of session) {
      expect(operation.security).toEqual([{ opsConsole: [] }]);
      expect(operation.responses['401'].description).toContain('OPERATOR_KEY_REQUIRED');
    }
    expect(document.components.securitySchemes.opsConsole.name).toBe('X-Ops-Console');
    expect(login.requestBody).toBeDefined();
    expect(login.responses['400'].description).toContain('INVALID_INPUT');
    expect(login.responses['401'].description).toContain('OPERATOR_LOGIN_FAILED');
    expect(login.responses['429'].description).toContain('OPERATOR_LOGIN_THROTTLED');
  });
});
