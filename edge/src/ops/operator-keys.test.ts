import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { consoleHeaders, dataOf, keyPost, login, newOperator, post } from '../testing/console-session';
import { seedCustomer } from '../testing/seed';

interface Key {
  keyId: number;
  name: string;
  role: string;
  keyHint: string;
  createdBy: string;
  lastUsedAt: number | null;
  revokedAt: number | null;
}
const REFUSED = { code: 'OPERATOR_KEY_REQUIRED', message: '운영자 키가 필요합니다.' };

describe('named operator keys', () => {
  it('lets the owner give a script its own key, shown once, whose calls the audit log names, until it is revoked', async () => {
    const owner = await login(await newOperator('OWNER'));
    const created = await dataOf<{ key: Key; secret: string }>(
      await post('/ops/v1/operators/keys/create', { name: '송장 스크립트', role: 'WAREHOUSE' }, consoleHeaders(owner)),
    );
    expect(created.secret).toMatch(/^nokcha_op_[A-Za-z0-9_-]{43}$/);
    expect(created.key).toMatchObject({ name: '송장 스크립트', role: 'WAREHOUSE', keyHint: created.secret.slice(-4), lastUsedAt: null, revokedAt: null });
    expect(created.key.createdBy).toMatch(/ \(owner\d+x, 대표\)$/);
    const stored = await env.DB.prepare('SELECT key_hash FROM operator_keys WHERE key_id = ?').bind(created.key.keyId).first<{ key_hash: string }>();
    expect(stored!.key_hash).toMatch(/^[0-9a-f]{64}$/);

    // Its role's calls work and are written under its name; others are refused and written too.
    const listed = await keyPost('/ops/v1/orders/list', {}, created.secret, { ENVIRONMENT: 'prd' });
    expect(listed.status).toBe(200);
    const incsNo = await seedCustomer(env.DB, { cust_web_id: 'keyscript1', mobile: '01077700041', email: null, rmn_pt: 0 });
    const refused = await keyPost('/ops/v1/customers/points', { incsNo, delta: 100, memo: '보상' }, created.secret, { ENVIRONMENT: 'prd' });
    expect(refused.status).toBe(403);
    const log = await dataOf<{ items: { keyId: number | null; actorKind: string; actorLabel: string; outcome: string; action: string }[] }>(
      await post('/ops/v1/audit/list', { actorKind: 'KEY', action: '/v1/customers/points' }, consoleHeaders(owner)),
    );
    expect(log.items[0]).toEqual(
      expect.objectContaining({ keyId: created.key.keyId, actorLabel: '운영자 키: 송장 스크립트 (물류)', outcome: 'REFUSED', action: '/v1/customers/points' }),
    );

    const keys = await post('/ops/v1/operators/keys/list', {}, consoleHeaders(owner));
    const text = await keys.text();
    expect(text).not.toContain(created.secret);
    expect(JSON.parse(text).data.find((key: Key) => key.keyId === created.key.keyId).lastUsedAt).toEqual(expect.any(Number));
    const audit = await (await post('/ops/v1/audit/list', { action: '/v1/operators/keys/' }, consoleHeaders(owner))).text();
    expect(audit).toContain('"target":"operator-key:');
    expect(audit).not.toContain(created.secret);

    const revoked = await dataOf<Key>(await post('/ops/v1/operators/keys/revoke', { keyId: created.key.keyId }, consoleHeaders(owner)));
    expect(revoked.revokedAt).toEqual(expect.any(Number));
    const after = await keyPost('/ops/v1/orders/list', {}, created.secret, { ENVIRONMENT: 'prd' });
    expect({ status: after.status, body: await after.json() }).toEqual({ status: 401, body: REFUSED });
    expect(await (await post('/ops/v1/operators/keys/revoke', { keyId: created.key.keyId }, consoleHeaders(owner))).json()).toEqual({
      code: 'OPERATOR_KEY_REVOKED',
      message: '이미 폐기한 키입니다.',
    });
  });

  it('never gives a name twice, nor the configured keys’ names', async () => {
    const first = await keyPost('/ops/v1/operators/keys/create', { name: '정산 스크립트', role: 'CS' });
    expect(first.status).toBe(200);
    const again = await keyPost('/ops/v1/operators/keys/create', { name: '정산 스크립트', role: 'OWNER' });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'OPERATOR_KEY_NAME_TAKEN' });
    const reserved = await keyPost('/ops/v1/operators/keys/create', { name: 'operator_key', role: 'OWNER' });
    expect(reserved.status).toBe(400);
    expect(await reserved.json()).toMatchObject({ fields: { name: '설정된 키의 이름은 쓸 수 없습니다. 다른 이름을 지어 주세요.' } });
  });

  it('is the owner’s alone, and a wrong or made-up key opens nothing', async () => {
    const cs = await login(await newOperator('CS'));
    expect((await post('/ops/v1/operators/keys/create', { name: '몰래 만든 키', role: 'OWNER' }, consoleHeaders(cs))).status).toBe(403);
    for (const key of ['nokcha_op_not-a-key-at-all', 'nokcha_op_', `nokcha_op_${'x'.repeat(300)}`]) {
      const answer = await keyPost('/ops/v1/orders/list', {}, key, { ENVIRONMENT: 'prd' });
      expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 401, body: REFUSED });
    }
  });
});
