import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { toDttm14 } from '#shared/format';
import { seedStatements } from '#shared/seeds/terms';
import { callGateway } from '../testing/gateway-call';
import { callOps, opsData } from '../testing/ops-call';

interface Version {
  versionNo: number;
  effectiveDt: string;
  phase: string;
  status: string;
}
interface Doc {
  docId: string;
  versions: Version[];
}

const day = (offsetDays: number) => toDttm14(Date.now() + offsetDays * 86_400_000).slice(0, 8);
const docOf = async (docId: string) => opsData<Doc>(await callOps('content/documents/get', { docId }));

beforeAll(async () => {
  for (const statement of seedStatements({ now: Date.now() })) await env.DB.prepare(statement).run();
});

describe('terms versions from the console', () => {
  it('lists every document with the phase of each version', async () => {
    const { items } = await opsData<{ items: Doc[] }>(await callOps('content/documents/list', {}));
    const terms = items.find((doc) => doc.docId === 'terms')!;
    expect(terms.versions.filter((version) => version.phase === 'IN_FORCE')).toHaveLength(1);
  });

  it('adds a version for a day to come, which shoppers read only from that day, and changes or drops it while it waits', async () => {
    const before = await docOf('terms');
    const added = await opsData<Doc>(
      await callOps('content/documents/version-save', { docId: 'terms', effectiveDt: day(7), body: '제1조 (목적)\n\n새 약관입니다.' }),
    );
    const waiting = added.versions.find((version) => version.phase === 'WAITING')!;
    expect(waiting.versionNo).toBe(Math.max(...before.versions.map((version) => version.versionNo)) + 1);
    const read = await callGateway('POST', '/cu/terms/v1/getTerms', { body: JSON.stringify({ tncId: 'terms' }) });
    expect(read.status).toBe(200);
    const current = (await read.json()) as { data: { version: { versionNo: number } } };
    expect(current.data.version.versionNo).not.toBe(waiting.versionNo);

    const moved = await opsData<Doc>(
      await callOps('content/documents/version-save', { docId: 'terms', versionNo: waiting.versionNo, effectiveDt: day(14), body: '고친 약관' }),
    );
    expect(moved.versions.find((version) => version.versionNo === waiting.versionNo)?.effectiveDt).toBe(day(14));
    const dropped = await opsData<Doc>(await callOps('content/documents/version-delete', { docId: 'terms', versionNo: waiting.versionNo }));
    expect(dropped.versions.map((version) => version.versionNo)).toEqual(before.versions.map((version) => version.versionNo));
  });

  it('never rewrites a version in force or past, nor adds one for today, and says so in Korean', async () => {
    const { versions } = await docOf('terms');
    const inForce = versions.find((version) => version.phase === 'IN_FORCE')!;
    const locked = await callOps('content/documents/version-save', { docId: 'terms', versionNo: inForce.versionNo, effectiveDt: day(3), body: '몰래 고침' });
    expect(locked.status).toBe(409);
    expect(await locked.json()).toEqual({ code: 'DOCUMENT_VERSION_LOCKED', message: '시행 중이거나 지난 버전은 고칠 수 없습니다. 새 버전을 추가해 주세요.' });
    expect((await callOps('content/documents/version-delete', { docId: 'terms', versionNo: inForce.versionNo })).status).toBe(409);
    expect((await callOps('content/documents/version-save', { docId: 'terms', effectiveDt: day(0), body: '오늘부터' })).status).toBe(400);
    expect((await callOps('content/documents/version-save', { docId: 'nope', effectiveDt: day(3), body: '없는 문서' })).status).toBe(404);
    expect((await callOps('content/documents/version-save', { docId: 'terms', effectiveDt: day(3), body: ' ' })).status).toBe(400);
    expect((await docOf('terms')).versions).toEqual(versions);
  });
});
