/**
 * The shop-wide hourly SMS budget: texts past it are refused with a Korean message from both
 * gateways, password login goes on, and the console's dashboard says when and at what budget.
 */
import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectJson } from '#edge/testing/gateway-call';
import { callOps, opsData } from '#edge/testing/ops-call';
import { reauthedAccount, postAccount } from '#edge/gateway/account/account-test-support';
import { ACCOUNT_ERRORS } from '#edge/gateway/account/account-errors';
import { runScheduledCleanup } from '#edge/scheduled';
import type { SmsBudgetOverrun } from '#shared/schemas/console-ops-calls';
import { call, makeMember, uniqueMobile } from '../test-helpers';
import { DEFAULT_SMS_HOURLY_BUDGET, recentOverrun, recordOverrun, smsHourlyBudget } from './budget';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const BUDGET_EXCEEDED = {
  code: 'SMS_BUDGET_EXCEEDED',
  message: '지금은 인증번호 요청이 많아 문자를 보낼 수 없습니다. 잠시 후 다시 시도해 주세요. 아이디와 비밀번호로는 지금도 로그인할 수 있습니다.',
};

const send = (mobile: string, shop: Env = env) => call('/member/sms/send', { json: { mobile }, env: shop });
const outbox = async (mobile: string) => (await (await call(`/member/sms/outbox?mobile=${mobile}`)).json<{ messages: unknown[] }>()).messages;
const today = async () => (await opsData<{ smsBudgetOverrun: SmsBudgetOverrun | null }>(await callOps('today', {}))).smsBudgetOverrun;

beforeEach(() => env.DB.batch([env.DB.prepare('DELETE FROM sms_sends'), env.DB.prepare('DELETE FROM sms_budget_overruns')]));
afterEach(() => vi.restoreAllMocks());

describe('SMS_HOURLY_BUDGET', () => {
  it('is a whole number of texts an hour, at least 1; unset or anything else is 500', () => {
    expect(smsHourlyBudget({ SMS_HOURLY_BUDGET: '1200' })).toBe(1200);
    expect(smsHourlyBudget({ SMS_HOURLY_BUDGET: ' 1 ' })).toBe(1);
    for (const value of [undefined, '', '0', '-5', '2.5', 'many'])
      expect(smsHourlyBudget({ SMS_HOURLY_BUDGET: value }), String(value)).toBe(DEFAULT_SMS_HOURLY_BUDGET);
    expect(DEFAULT_SMS_HOURLY_BUDGET).toBe(500);
  });
});

describe('the shop-wide hourly SMS budget', () => {
  it('refuses texts past it with 429 and a Korean message, sends nothing, and password login goes on', async () => {
    const shop = { ...env, ENVIRONMENT: 'local', SMS_HOURLY_BUDGET: '3' } as Env;
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (let index = 0; index < 3; index += 1) expect((await send(uniqueMobile(), shop)).status).toBe(200);
    const mobile = uniqueMobile();
    await makeMember('budget01', 'nokcha2026!', mobile);
    const refused = await send(mobile, shop);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual(BUDGET_EXCEEDED);
    expect(await outbox(mobile)).toEqual([]);
    const login = await call('/member/', { json: { custWebId: 'budget01', password: 'nokcha2026!' }, env: shop });
    expect(login.status).toBe(200);
  });

  it('refuses the account screens’ texts too, and the dashboard says when and at what budget; the log says it once an hour', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const account = await reauthedAccount();
    expect(await today()).toBeNull();
    // The hour's texts so far: the whole default budget.
    const now = Date.now();
    await env.DB.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
       INSERT INTO sms_sends (mobile, address, sent_at) SELECT printf('0109%07d', i), printf('198.18.%d.%d', i / 250, i % 250), ?2 FROM n`,
    )
      .bind(DEFAULT_SMS_HOURLY_BUDGET, now - 60_000)
      .run();

    await expectJson(await send(uniqueMobile()), 429, BUDGET_EXCEEDED);
    await expectJson(await postAccount('sendMobileCode', account.token, { mobile: uniqueMobile() }), 429, {
      code: 'SMS_BUDGET_EXCEEDED',
      message: ACCOUNT_ERRORS.SMS_BUDGET_EXCEEDED.message,
    });
    const overrun = await today();
    expect(overrun).toEqual({ firstDttm: expect.stringMatching(/^\d{14}$/), lastDttm: expect.stringMatching(/^\d{14}$/), refusedCnt: 2, budget: 500 });
    expect(overrun!.lastDttm >= overrun!.firstDttm).toBe(true);
    const notes = logged.mock.calls.map(([line]) => String(line)).filter((line) => line.includes('SMS hourly budget reached'));
    expect(notes).toHaveLength(1);
    expect(JSON.parse(notes[0])).toMatchObject({ level: 'error', budget: 500 });
  });

  it('is shown for a day after its last refusal, then the cron deletes it', async () => {
    const now = Date.now();
    await recordOverrun(env.DB, 500, now - 2 * DAY_MS);
    await recordOverrun(env.DB, 300, now - 2 * HOUR_MS);
    await recordOverrun(env.DB, 300, now - HOUR_MS - 1000);
    expect(await recentOverrun(env.DB, now)).toEqual({ firstRefusedAt: now - 2 * HOUR_MS, lastRefusedAt: now - HOUR_MS - 1000, refusedCnt: 2, budget: 300 });
    const { purged } = await runScheduledCleanup(env.DB, now);
    expect(purged.sms_budget_overruns).toBe(1);
    expect(await recentOverrun(env.DB, now + DAY_MS)).toBeNull();
  });
});
