import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { callGateway, expectJson } from '#edge/testing/gateway-call';
import { loginAs, seedCustomer, seriesCustomer } from '#edge/testing/seed';
import type { GetPointHistoryResponse } from '#shared/schemas/point-calls';

const DAY = 86_400_000;
let members = 0;

async function memberWithHistory(): Promise<string> {
  members += 1;
  const incsNo = await seedCustomer(env.DB, seriesCustomer('pthist', '0105', members, { rmn_pt: 1300 }));
  const now = Date.now();
  const lines: [number, string, number][] = [
    [1000, 'ORDER_EARN', now - 40 * DAY],
    [-200, 'ORDER_USE', now - 20 * DAY],
    [500, 'BOTTLE', now - 5 * DAY],
  ];
  for (const [delta, reason, at] of lines) {
    await env.DB.prepare('INSERT INTO point_history (incs_no, delta, reason, ord_no, created_at) VALUES (?, ?, ?, ?, ?)')
      .bind(incsNo, delta, reason, '20261001-AAAA', at)
      .run();
  }
  // The first credit is close to its end: 800 of it (1,000 − 200 spent) expires within 30 days.
  await env.DB.prepare("UPDATE point_history SET expires_at = ? WHERE incs_no = ? AND reason = 'ORDER_EARN'")
    .bind(now + 10 * DAY, incsNo)
    .run();
  return loginAs(env.DB, incsNo);
}

const history = (token: string | undefined, body: object) => callGateway('POST', '/cu/mypage/point/v1/getPointHistory', { token, body: JSON.stringify(body) });

describe('getPointHistory', () => {
  it('answers the balance, what expires within 30 days, and the period’s lines newest first', async () => {
    const token = await memberWithHistory();
    const answer = (await (await history(token, {})).json()) as GetPointHistoryResponse;
    expect(answer.data).toMatchObject({ balance: 1300, expiringIn30Days: 800, validityDays: 365, page: 1, totalPages: 1 });
    expect(answer.data.items.map((line) => [line.kind, line.reasonNm, line.delta])).toEqual([
      ['EARN', '공병 수거 적립', 500],
      ['USE', '주문 사용', -200],
      ['EARN', '구매 적립', 1000],
    ]);
    expect(answer.data.items[0].expiresDttm).toMatch(/^\d{14}$/);
    expect(answer.data.items[1].expiresDttm).toBeNull();
  });

  it('filters by kind and by a period tab', async () => {
    const token = await memberWithHistory();
    const used = (await (await history(token, { kind: 'USE' })).json()) as GetPointHistoryResponse;
    expect(used.data.items.map((line) => line.delta)).toEqual([-200]);
    const month = (await (await history(token, { period: '1M' })).json()) as GetPointHistoryResponse;
    expect(month.data.items.map((line) => line.delta)).toEqual([500, -200]);
  });

  it('refuses a custom range over a year or starting after its end, in Korean', async () => {
    const token = await memberWithHistory();
    await expectJson(await history(token, { fromDt: '20250101', toDt: '20260301' }), 400, {
      code: 'ORDER_PERIOD_TOO_LONG',
      message: '조회 기간은 최대 1년까지 선택할 수 있습니다.',
    });
    await expectJson(await history(token, { fromDt: '20260301', toDt: '20260201' }), 400, {
      code: 'ORDER_PERIOD_REVERSED',
      message: '조회 시작일은 종료일보다 늦을 수 없습니다.',
    });
    await expectJson(await history(undefined, {}), 401, { code: 'LOGIN_REQUIRED', message: '로그인이 필요합니다.' });
  });
});
