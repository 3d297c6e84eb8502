import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { callOps, opsData } from '../testing/ops-call';

interface Operator {
  operatorId: number;
  status: string;
}

const create = async (loginId: string, role: string) =>
  (await opsData<{ operator: Operator }>(await callOps('operators/create', { loginId, name: '운영자', role, password: 'long-enough-password' }))).operator;

describe('stopping and restoring operators', () => {
  it('never stops the last active owner, and stops any other', async () => {
    const owner = await create('ownerone', 'OWNER');
    const cs = await create('csone', 'CS');
    // This file's database has no other owner: the first one is the last.
    const last = await callOps('operators/status', { operatorId: owner.operatorId, status: 'DISABLED' });
    expect(last.status).toBe(409);
    expect(await last.json()).toEqual({
      code: 'OPERATOR_LAST_OWNER',
      message: '마지막 대표 운영자는 사용 중지할 수 없습니다. 다른 대표를 먼저 추가해 주세요.',
    });
    expect(await opsData<Operator>(await callOps('operators/status', { operatorId: cs.operatorId, status: 'DISABLED' }))).toMatchObject({ status: 'DISABLED' });

    const second = await create('ownertwo', 'OWNER');
    expect(await opsData<Operator>(await callOps('operators/status', { operatorId: owner.operatorId, status: 'DISABLED' }))).toMatchObject({
      status: 'DISABLED',
    });
    expect((await callOps('operators/status', { operatorId: second.operatorId, status: 'DISABLED' })).status).toBe(409);
    expect(await opsData<Operator>(await callOps('operators/status', { operatorId: owner.operatorId, status: 'ACTIVE' }))).toMatchObject({ status: 'ACTIVE' });
    expect((await callOps('operators/status', { operatorId: 999_999, status: 'ACTIVE' })).status).toBe(404);
    const active = await env.DB.prepare("SELECT COUNT(*) AS n FROM operators WHERE role = 'OWNER' AND status = 'ACTIVE'").first<{ n: number }>();
    expect(active?.n).toBe(2);
  });
});
