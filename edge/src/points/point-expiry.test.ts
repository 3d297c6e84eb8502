import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seedCustomer, seriesCustomer } from '#edge/testing/seed';
import { pointsExpiringBy } from './point-balance';
import { announceExpiringPoints, expirePoints } from './point-expiry';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 0, 1, 3);
let members = 0;

/** A member with no points and these ledger lines (credits get their expiry from the trigger). */
async function memberWith(lines: { delta: number; reason: string; at: number }[]): Promise<number> {
  members += 1;
  const incsNo = await seedCustomer(env.DB, seriesCustomer('ptexp', '0106', members, { rmn_pt: 0 }));
  for (const line of lines) {
    await env.DB.batch([
      env.DB.prepare('UPDATE customers SET rmn_pt = rmn_pt + ? WHERE incs_no = ?').bind(line.delta, incsNo),
      env.DB.prepare('INSERT INTO point_history (incs_no, delta, reason, created_at) VALUES (?, ?, ?, ?)').bind(incsNo, line.delta, line.reason, line.at),
    ]);
  }
  return incsNo;
}

const balance = async (incsNo: number) =>
  (await env.DB.prepare('SELECT rmn_pt FROM customers WHERE incs_no = ?').bind(incsNo).first<{ rmn_pt: number }>())!.rmn_pt;
const inbox = async (incsNo: number) =>
  (await env.DB.prepare('SELECT title, body FROM inbox_messages WHERE incs_no = ? ORDER BY id').bind(incsNo).all<{ title: string; body: string }>()).results;

describe('point expiry', () => {
  it('gives every credit the configured validity', async () => {
    const incsNo = await memberWith([{ delta: 500, reason: 'BOTTLE', at: T0 }]);
    const row = await env.DB.prepare('SELECT expires_at FROM point_history WHERE incs_no = ?').bind(incsNo).first<{ expires_at: number }>();
    expect(row!.expires_at).toBe(T0 + 365 * DAY);
  });

  it('expires what is left of the oldest credits first, once, and never spends newer ones', async () => {
    // 1,000 earned, 300 spent, then 500 more earned a month later.
    const incsNo = await memberWith([
      { delta: 1000, reason: 'ORDER_EARN', at: T0 },
      { delta: -300, reason: 'ORDER_USE', at: T0 + 10 * DAY },
      { delta: 500, reason: 'BOTTLE', at: T0 + 30 * DAY },
    ]);
    expect(await pointsExpiringBy(env.DB, incsNo, T0 + 365 * DAY)).toBe(700);
    expect(await expirePoints(env.DB, T0 + 364 * DAY)).toBe(0);
    await expirePoints(env.DB, T0 + 366 * DAY);
    expect(await balance(incsNo)).toBe(500);
    const expired = await env.DB.prepare("SELECT delta, memo FROM point_history WHERE incs_no = ? AND reason = 'EXPIRE'").bind(incsNo).all();
    expect(expired.results).toEqual([{ delta: -700, memo: '유효기간 만료' }]);
    // A second run finds nothing left of the first credit; the second expires in its own time.
    await expirePoints(env.DB, T0 + 367 * DAY);
    expect(await balance(incsNo)).toBe(500);
    await expirePoints(env.DB, T0 + 396 * DAY);
    expect(await balance(incsNo)).toBe(0);
  });

  it('returned points count as unspent: a credit whose points came back expires in full', async () => {
    const incsNo = await memberWith([
      { delta: 800, reason: 'ADJUST', at: T0 },
      { delta: -800, reason: 'ORDER_USE', at: T0 + DAY },
      { delta: 800, reason: 'ORDER_REFUND', at: T0 + 2 * DAY },
    ]);
    await expirePoints(env.DB, T0 + 366 * DAY);
    expect(await balance(incsNo)).toBe(0);
  });

  it('warns 30 days and 3 days before, once each, with the amount and the date', async () => {
    const incsNo = await memberWith([
      { delta: 1200, reason: 'EVENT', at: T0 },
      { delta: -200, reason: 'ORDER_USE', at: T0 + DAY },
    ]);
    const expiry = T0 + 365 * DAY;
    expect(await announceExpiringPoints(env.DB, expiry - 31 * DAY)).toBe(0);
    await announceExpiringPoints(env.DB, expiry - 29 * DAY);
    await announceExpiringPoints(env.DB, expiry - 28 * DAY);
    await announceExpiringPoints(env.DB, expiry - 2 * DAY);
    await announceExpiringPoints(env.DB, expiry - DAY);
    expect(await inbox(incsNo)).toEqual([
      { title: '30일 이내 소멸 예정 뷰티포인트 안내', body: '뷰티포인트 1,000P가 2027년 1월 1일(금)부터 차례로 소멸됩니다. 소멸 전에 사용해 주세요.' },
      { title: '3일 이내 소멸 예정 뷰티포인트 안내', body: '뷰티포인트 1,000P가 2027년 1월 1일(금)부터 차례로 소멸됩니다. 소멸 전에 사용해 주세요.' },
    ]);
  });

  it('says nothing when the expiring points were already spent', async () => {
    const incsNo = await memberWith([
      { delta: 400, reason: 'BOTTLE', at: T0 },
      { delta: -400, reason: 'ORDER_USE', at: T0 + DAY },
    ]);
    await announceExpiringPoints(env.DB, T0 + 340 * DAY);
    expect(await inbox(incsNo)).toEqual([]);
  });
});
