import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { totpCode } from '#shared/ops/totp';
import worker from '../index';
import { seedCustomer } from '../testing/seed';
import { consoleHeaders, keyPost, login, newOperator, operatorCount, ORIGIN, PASSWORD, post, SECRET } from '../testing/console-session';

describe('console access', () => {
  it('logs an operator in only with the password and a fresh TOTP code, once per code, with one message for every failure', async () => {
    const loginId = await newOperator('CS');
    const failed = { code: 'OPERATOR_LOGIN_FAILED', message: '아이디, 비밀번호 또는 인증 코드가 맞지 않습니다.' };
    const wrongCode = String((Number(totpCode(SECRET)) + 1) % 1_000_000).padStart(6, '0');
    for (const body of [
      { loginId, password: 'wrong-password', otp: totpCode(SECRET) },
      { loginId, password: PASSWORD, otp: wrongCode },
      { loginId: 'nobodyhere', password: PASSWORD, otp: totpCode(SECRET) },
    ]) {
      const refused = await post('/ops/v1/session/login', body, consoleHeaders(), '198.51.100.1');
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual(failed);
    }
    const at = Date.now() + 30_000;
    await login(loginId, at);
    // The same code again (seen over a shoulder) is refused.
    expect((await post('/ops/v1/session/login', { loginId, password: PASSWORD, otp: totpCode(SECRET, at) }, consoleHeaders())).status).toBe(401);
    // Without the console's header (another site's form) nothing is tried.
    expect((await post('/ops/v1/session/login', { loginId, password: PASSWORD, otp: totpCode(SECRET) }, { 'Content-Type': 'application/json' })).status).toBe(
      401,
    );
  });

  it('lets each role make its own calls only, checked by the API', async () => {
    const incsNo = await seedCustomer(env.DB, { cust_web_id: 'rolecheck1', mobile: '01077700001', email: null, rmn_pt: 100 });
    const sessions = {
      WAREHOUSE: await login(await newOperator('WAREHOUSE'), Date.now() - 30_000),
      CS: await login(await newOperator('CS'), Date.now() - 30_000),
      CONTENT: await login(await newOperator('CONTENT'), Date.now() - 30_000),
      OWNER: await login(await newOperator('OWNER'), Date.now() - 30_000),
    };
    const calls: [string, unknown][] = [
      ['/ops/v1/orders/list', {}],
      ['/ops/v1/inquiries/list', {}],
      ['/ops/v1/reviews/list', {}],
      ['/ops/v1/customers/points', { incsNo, delta: 10, memo: '보상' }],
      ['/ops/v1/audit/list', {}],
      ['/ops/v1/operators/list', undefined],
      ['/ops/v1/content/notices/list', {}],
      ['/ops/v1/catalog/products/list', {}],
      // Allowed: 404 for an order that does not exist; refused: 403 before anything is read.
      ['/ops/v1/orders/cancel', { ordNo: '20990101-NOPE0000', reasonCd: 'ETC', memo: '권한 확인' }],
      // Payments to give back go with refunds: customer service and the owner only.
      ['/ops/v1/payment-voids/list', {}],
      ['/ops/v1/payment-voids/resolve', { voidId: 999_999, memo: '권한 확인' }],
    ];
    const expected: Record<keyof typeof sessions, number[]> = {
      WAREHOUSE: [200, 403, 403, 403, 403, 403, 403, 403, 403, 403, 403],
      CS: [200, 200, 403, 200, 403, 403, 403, 403, 404, 200, 404],
      CONTENT: [403, 403, 200, 403, 403, 403, 200, 200, 403, 403, 403],
      OWNER: [200, 200, 200, 200, 200, 200, 200, 200, 404, 200, 404],
    };
    for (const [role, cookie] of Object.entries(sessions) as [keyof typeof sessions, string][]) {
      const statuses = [];
      for (const [path, body] of calls) statuses.push((await post(path, body ?? {}, consoleHeaders(cookie))).status);
      expect(statuses, role).toEqual(expected[role]);
    }
    const forbidden = await post('/ops/v1/audit/list', {}, consoleHeaders(sessions.CS));
    expect(await forbidden.json()).toEqual({ code: 'OPERATOR_FORBIDDEN', message: '이 작업을 할 권한이 없습니다. 대표 운영자에게 문의해 주세요.' });
    // A session cookie without the console's header is not a console call (CSRF).
    expect((await post('/ops/v1/orders/list', {}, { 'Content-Type': 'application/json', Cookie: sessions.OWNER })).status).toBe(401);
  });

  it('writes every change to the audit log with who, the target and its state before and after; secrets never', async () => {
    const incsNo = await seedCustomer(env.DB, { cust_web_id: 'audited1', mobile: '01077700002', email: null, rmn_pt: 500 });
    const owner = await login(await newOperator('OWNER'), Date.now() + 30_000);
    await post('/ops/v1/customers/points', { incsNo, delta: 700, memo: '배송 지연 보상' }, consoleHeaders(owner));
    await keyPost('/ops/v1/customers/points', { incsNo, delta: -200, memo: '중복 적립 회수' });
    const created = await post(
      '/ops/v1/operators/create',
      { loginId: `newcs${operatorCount()}`, name: '새 상담원', role: 'CS', password: 'a-long-password-1' },
      consoleHeaders(owner),
    );
    expect(((await created.json()) as { data: { totpSecret: string } }).data.totpSecret).toMatch(/^[A-Z2-7]{32}$/);

    const log = await post('/ops/v1/audit/list', { target: `customer:${incsNo}` }, consoleHeaders(owner));
    const { items } = ((await log.json()) as { data: { items: { actorKind: string; actorLabel: string; before: unknown; after: unknown; input: unknown }[] } })
      .data;
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({ actorKind: 'KEY', actorLabel: '운영자 키: LOCAL_OPERATOR_KEY (대표)', before: { rmn_pt: 1200 }, after: { rmn_pt: 1000 } });
    expect(items[1]).toMatchObject({
      actorKind: 'OPERATOR',
      before: { rmn_pt: 500 },
      after: { rmn_pt: 1200 },
      input: { incsNo, delta: 700, memo: '배송 지연 보상' },
    });
    expect(items[1].actorLabel).toMatch(/^운영자\d+ \(owner\d+x, 대표\)$/);

    const creation = await post('/ops/v1/audit/list', { action: '/v1/operators/', outcome: 'DONE' }, consoleHeaders(owner));
    const text = await creation.text();
    expect(text).toContain('새 상담원');
    expect(text).not.toContain('a-long-password-1');
    expect(text).not.toMatch(/"totpSecret":"[A-Z2-7]{32}"/);
    // Reads that were allowed are not logged (refused ones are: audit-access.test.ts).
    expect(text).not.toContain('/v1/operators/list');
  });

  it('ends the session on logout and when the owner stops the operator', async () => {
    const loginId = await newOperator('CONTENT');
    const cookie = await login(loginId, Date.now() - 30_000);
    expect((await post('/ops/v1/reviews/list', {}, consoleHeaders(cookie))).status).toBe(200);
    const me = await worker.request(`${ORIGIN}/ops/v1/session/me`, { headers: consoleHeaders(cookie) }, env);
    const { operatorId } = ((await me.json()) as { data: { operatorId: number } }).data;
    await keyPost('/ops/v1/operators/status', { operatorId, status: 'DISABLED' });
    expect((await post('/ops/v1/reviews/list', {}, consoleHeaders(cookie))).status).toBe(401);

    await keyPost('/ops/v1/operators/status', { operatorId, status: 'ACTIVE' });
    const again = await login(loginId, Date.now() + 30_000);
    const out = await post('/ops/v1/session/logout', {}, consoleHeaders(again));
    expect(out.headers.get('Set-Cookie')).toMatch(/^nokcha_ops_session=; Path=\/ops; Max-Age=0/);
    expect((await post('/ops/v1/reviews/list', {}, consoleHeaders(again))).status).toBe(401);
  });
});
