import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecentSearch, SyncRecentSearchRequest } from '#shared/schemas/search-calls';
import { callGateway as call, expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer } from '#edge/testing/seed';

const SYNC = '/dp/display/search/v1/syncRecentSearch';
const LOGIN_REQUIRED = { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' };

let token: string;
let otherToken: string;

/** A search made on 2026-11-20 at 10:`minute`. */
function recent(srchTgtVl: string, minute: number, inmSrchTgtClCd: RecentSearch['inmSrchTgtClCd'] = 'PRD'): RecentSearch {
  return { srchTgtVl, inmSrchTgtClCd, inqDttm: `2026112010${String(minute).padStart(2, '0')}00` };
}

function sync(body: SyncRecentSearchRequest, as = token) {
  return call('POST', SYNC, { token: as, body: JSON.stringify(body) });
}

async function stored(): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM recent_searches').first<number>('n')) ?? 0;
}

beforeAll(async () => {
  token = await loginAs(env.DB, await seedCustomer(env.DB));
  otherToken = await loginAs(env.DB, await seedCustomer(env.DB, { cust_web_id: 'other02', cust_nm: '이홍차', mobile: '01087654321' }));
});

describe('POST /api/dp/display/search/v1/syncRecentSearch', () => {
  it('refuses a guest with 401 LOGIN_REQUIRED and stores nothing', async () => {
    const body = JSON.stringify({ save: [recent('크림', 0)] });
    await expectJson(await call('POST', SYNC, { body }), 401, LOGIN_REQUIRED);
    await expectJson(await call('POST', SYNC, { token: 'not-a-session', body }), 401, LOGIN_REQUIRED);
    expect(await stored()).toBe(0);
  });

  it('saves searches and answers them newest first; an empty sync only reads', async () => {
    const saved = [recent('크림', 1), recent('녹차숍', 3, 'BRD'), recent('스킨케어', 2, 'CAT')];
    const expected = [saved[1], saved[2], saved[0]];
    await expectJson(await sync({ save: saved }), 200, { statusCode: 200, data: expected });
    await expectJson(await sync({}), 200, { statusCode: 200, data: expected });
  });

  it('keeps one row a value, with its newest time', async () => {
    const response = await sync({ save: [recent('크림', 9), recent('녹차숍', 0, 'BRD')] });
    const { data } = (await response.json()) as { data: RecentSearch[] };
    expect(data).toEqual([recent('크림', 9), recent('녹차숍', 3, 'BRD'), recent('스킨케어', 2, 'CAT')]);
  });

  it('keeps each customer’s searches apart', async () => {
    await expectJson(await sync({}, otherToken), 200, { statusCode: 200, data: [] });
    await expectJson(await sync({ save: [recent('세럼', 5)] }, otherToken), 200, { statusCode: 200, data: [recent('세럼', 5)] });
    const { data } = (await (await sync({})).json()) as { data: RecentSearch[] };
    expect(data.map((entry) => entry.srchTgtVl)).toEqual(['크림', '녹차숍', '스킨케어']);
  });

  it('deletes the named values, then saves, in one call', async () => {
    const response = await sync({ delete: ['녹차숍', '없는값'], save: [recent('앰플', 10)] });
    await expectJson(response, 200, { statusCode: 200, data: [recent('앰플', 10), recent('크림', 9), recent('스킨케어', 2, 'CAT')] });
  });

  it('keeps the newest 20', async () => {
    const many = Array.from({ length: 20 }, (_, i) => recent(`검색어${i}`, 20 + i));
    const { data } = (await (await sync({ save: many })).json()) as { data: RecentSearch[] };
    expect(data).toEqual([...many].reverse());
    expect(await env.DB.prepare("SELECT COUNT(*) AS n FROM recent_searches WHERE srch_tgt_vl IN ('앰플', '크림')").first<number>('n')).toBe(0);
  });

  it('clears everything with deleteAll, before saving what came with it', async () => {
    await expectJson(await sync({ deleteAll: true, save: [recent('선크림', 59)] }), 200, { statusCode: 200, data: [recent('선크림', 59)] });
    await expectJson(await sync({ deleteAll: true }), 200, { statusCode: 200, data: [] });
    await expectJson(await sync({}, otherToken), 200, { statusCode: 200, data: [recent('세럼', 5)] });
  });

  it.each([
    ['a bad time', { save: [{ srchTgtVl: '크림', inmSrchTgtClCd: 'PRD', inqDttm: '2026-11-20' }] }, 'save.0.inqDttm'],
    ['an unknown class code', { save: [{ srchTgtVl: '크림', inmSrchTgtClCd: 'XYZ', inqDttm: '20261120100000' }] }, 'save.0.inmSrchTgtClCd'],
    ['an empty value', { save: [{ srchTgtVl: '', inmSrchTgtClCd: 'PRD', inqDttm: '20261120100000' }] }, 'save.0.srchTgtVl'],
    ['21 searches', { save: Array.from({ length: 21 }, (_, i) => recent(`값${i}`, i)) }, 'save'],
    ['deleteAll as text', { deleteAll: 'Y' }, 'deleteAll'],
  ])('refuses %s with 400 and changes nothing', async (_name, body, field) => {
    await sync({ save: [recent('유지', 1)] });
    const before = await stored();
    const response = await call('POST', SYNC, { token, body: JSON.stringify(body) });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { code: string; fields: Record<string, string> };
    expect(answer.code).toBe('INVALID_INPUT');
    expect(Object.keys(answer.fields)).toEqual([field]);
    expect(await stored()).toBe(before);
  });
});
