import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { seedStatements } from '#shared/seeds/reviews';
import { rowsOf } from '#edge/testing/rows';
import { seedFixtureCatalog } from '../display/test-catalog';

const db = env.DB;

async function run(now: number): Promise<void> {
  for (const statement of seedStatements({ now })) await db.prepare(statement).run();
}

const figures = () =>
  rowsOf<{ prdNo: string; shown: number; avg: number; rows: number; rowsAvg: number | null }>(
    `SELECT p.inm_prd_no AS prdNo, p.review_cnt AS shown, p.rating_avg AS avg,
            (SELECT COUNT(*) FROM product_reviews r WHERE r.inm_prd_no = p.inm_prd_no AND r.status = 'PUBLISHED') AS rows,
            (SELECT ROUND(AVG(rating), 1) FROM product_reviews r WHERE r.inm_prd_no = p.inm_prd_no AND r.status = 'PUBLISHED') AS rowsAvg
       FROM products p ORDER BY p.inm_prd_no`,
  );

describe('seed part reviews and the review triggers', () => {
  it('writes Korean reviews and makes every product figure come from its published rows', async () => {
    await seedFixtureCatalog(db);
    const now = Date.now();
    await run(now);
    const seeded = await figures();
    expect(seeded.some((product) => product.rows > 0)).toBe(true);
    for (const product of seeded) {
      expect(product.shown).toBe(product.rows);
      expect(product.avg).toBe(product.rowsAvg ?? 0);
    }
    const sample = await db
      .prepare('SELECT content, writer_nm AS writer, verified_yn AS verified FROM product_reviews LIMIT 1')
      .first<{ content: string; writer: string; verified: string }>();
    expect(sample!.content).toMatch(/[가-힣]/);
    expect(sample!.writer).toMatch(/\*\*\*$/);
    expect(sample!.verified).toBe('Y');

    // A second run writes nothing more.
    const total = await db.prepare('SELECT COUNT(*) AS n FROM product_reviews').first<{ n: number }>();
    await run(now + 86_400_000);
    expect(await db.prepare('SELECT COUNT(*) AS n FROM product_reviews').first<{ n: number }>()).toEqual(total);

    // Blinding a review takes it out of the count and the average; restoring puts it back.
    const reviewed = seeded.find((product) => product.rows > 1)!;
    const first = await db
      .prepare('SELECT review_no FROM product_reviews WHERE inm_prd_no = ? ORDER BY review_no LIMIT 1')
      .bind(reviewed.prdNo)
      .first<{ review_no: number }>();
    await db.prepare("UPDATE product_reviews SET status = 'BLINDED' WHERE review_no = ?").bind(first!.review_no).run();
    const blinded = (await figures()).find((product) => product.prdNo === reviewed.prdNo)!;
    expect(blinded.shown).toBe(reviewed.rows - 1);
    expect(blinded.avg).toBe(blinded.rowsAvg ?? 0);
    await db.prepare("UPDATE product_reviews SET status = 'PUBLISHED' WHERE review_no = ?").bind(first!.review_no).run();
    expect((await figures()).find((product) => product.prdNo === reviewed.prdNo)!.shown).toBe(reviewed.rows);
  });
});
