import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedFixtureCatalog } from '../gateway/display/test-catalog';
import { callOps, opsData as dataOf } from '../testing/ops-call';
import { LOCAL_OPERATOR_KEY, ops } from './index';

const HOOK = 'https://deploy.example/hooks/build-7f3a';
const app = new Hono().route('/ops', ops);

/** A call with the deploy hook configured (wrangler.toml leaves it empty). */
function callWithHook(path: string): Promise<Response> {
  return Promise.resolve(
    app.request(
      `http://localhost/ops/v1/catalog/${path}`,
      { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Operator-Key': LOCAL_OPERATOR_KEY }, body: '{}' },
      { ...env, DEPLOY_HOOK_URL: HOOK },
    ),
  );
}

const waits = async () => (await env.DB.prepare('SELECT COUNT(*) AS n FROM catalog_rebuild_waits').first<{ n: number }>())!.n;

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
  await env.DB.prepare("INSERT INTO catalog_rebuild_waits (inm_prd_no, what, changed_at) VALUES ('100000001', '상품명', ?), ('100000002', '이미지', ?)")
    .bind(Date.now() - 1000, Date.now() - 1000)
    .run();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the catalog rebuild', () => {
  it('lists what waits, and refuses in Korean when no deploy hook is configured', async () => {
    const listed = await dataOf<{ hookConfigured: boolean; items: { inmPrdNo: string; what: string }[] }>(await callOps('catalog/rebuild/list', undefined));
    expect(listed.hookConfigured).toBe(false);
    expect(listed.items.map((item) => [item.inmPrdNo, item.what]).sort()).toEqual([
      ['100000001', '상품명'],
      ['100000002', '이미지'],
    ]);
    const refused = await callOps('catalog/rebuild', undefined);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'DEPLOY_HOOK_NOT_CONFIGURED', message: expect.stringContaining('DEPLOY_HOOK_URL') });
    expect(await waits()).toBe(2);
  });

  it('keeps the waits when the hook refuses', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('no', { status: 500 }));
    const failed = await callWithHook('rebuild');
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ code: 'DEPLOY_HOOK_FAILED', message: expect.stringContaining('응답 500') });
    expect(fetchSpy).toHaveBeenCalledOnce();
    expect(await waits()).toBe(2);
  });

  it('POSTs to the hook and clears what waited, writing the call to the audit log', async () => {
    const requests: Request[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      requests.push(new Request(input, init));
      return new Response('{"id":"build-1"}', { status: 201 });
    });
    const done = await dataOf<{ hookStatus: number; clearedCnt: number }>(await callWithHook('rebuild'));
    expect(done).toMatchObject({ hookStatus: 201, clearedCnt: 2 });
    expect(requests).toHaveLength(1);
    expect(requests[0].method).toBe('POST');
    expect(requests[0].url).toBe(HOOK);
    expect(await requests[0].json()).toMatchObject({ reason: 'catalog', requestedDttm: expect.stringMatching(/^\d{14}$/) });
    expect(await waits()).toBe(0);
    const audit = await env.DB.prepare("SELECT after_json FROM audit_log WHERE action = '/v1/catalog/rebuild'").first<{ after_json: string }>();
    expect(JSON.parse(audit!.after_json)).toMatchObject({ hookStatus: 201, clearedCnt: 2 });
    const listed = await dataOf<{ hookConfigured: boolean }>(await callWithHook('rebuild/list'));
    expect(listed.hookConfigured).toBe(true);
  });
});
