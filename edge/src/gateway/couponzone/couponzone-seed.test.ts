import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seedStatements } from '#shared/seeds/couponzone';
import { seedFixtureCatalog } from '../display/test-catalog';

const db = env.DB;
const DAY_MS = 86_400_000;

async function run(now: number): Promise<void> {
  for (const statement of seedStatements({ now })) await db.prepare(statement).run();
}

describe('seed part couponzone', () => {
  it('offers running coupons with their scopes, two numbers, and keeps them current on a later run', async () => {
    await seedFixtureCatalog(db);
    const now = Date.now();
    await run(now);
    const zones = (await db.prepare('SELECT zone_coupon_id AS id, scope_type AS type, scope_ids AS ids, end_at AS endAt FROM zone_coupons ORDER BY id').all())
      .results;
    expect(zones).toHaveLength(6);
    expect(zones.find((zone) => zone.id === 9002)).toMatchObject({ type: 'CATEGORY', ids: '2' });
    expect((await db.prepare('SELECT code FROM coupon_codes ORDER BY code').all()).results).toEqual([{ code: 'AUTUMN2026' }, { code: 'GREENTEA2026' }]);

    const later = now + 90 * DAY_MS;
    await run(later);
    const running = await db.prepare('SELECT end_at AS endAt FROM zone_coupons WHERE zone_coupon_id = 9001').first<{ endAt: number }>();
    expect(running!.endAt).toBeGreaterThan(later);
    const ended = await db.prepare('SELECT end_at AS endAt FROM zone_coupons WHERE zone_coupon_id = 9006').first<{ endAt: number }>();
    expect(ended!.endAt).toBeLessThan(later);
    expect((await db.prepare('SELECT COUNT(*) AS n FROM zone_coupons').first())?.n).toBe(6);
  });
});
