import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { callGateway } from '#edge/testing/gateway-call';
import { okData } from '../cart/cart-test-support';
import { GOOD_TEXT, deliveredLine, pointsOf, quarantinedPhoto, seedReviewCatalog } from './review-test-support';

let texts = 0;
const write = (orderLineId: number, fields: Record<string, unknown> = {}) => ({
  orderLineId,
  rating: 5,
  content: `${GOOD_TEXT} 저장 ${(texts += 1)}번째예요.`,
  termsAgreed: true,
  ...fields,
});

/** The gateway over a D1 that writes down each statement it prepares and each batch it runs. */
function countingGateway() {
  const prepared: string[] = [];
  const batches: string[][] = [];
  const sqlOf = new WeakMap<object, string>();
  const watch = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, name) {
        const value = Reflect.get(inner, name) as unknown;
        if (name === 'prepare')
          return (sql: string) => {
            prepared.push(sql);
            const statement = (inner as unknown as D1Database).prepare(sql);
            const bound = statement.bind.bind(statement);
            statement.bind = (...values: unknown[]) => {
              const result = bound(...values);
              sqlOf.set(result, sql);
              return result;
            };
            sqlOf.set(statement, sql);
            return statement;
          };
        if (name === 'batch')
          return (statements: D1PreparedStatement[]) => {
            batches.push(statements.map((statement) => sqlOf.get(statement) ?? '?'));
            return (inner as unknown as D1Database).batch(statements);
          };
        if (name === 'withSession') return (...args: unknown[]) => watch((inner as unknown as D1Database).withSession(...(args as [string])));
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(inner) : value;
      },
    });
  const call = (verb: string, body: unknown, token: string) =>
    callGateway('POST', `/cu/review/v1/${verb}`, { token, body: JSON.stringify(body), bindings: { ...env, DB: watch(env.DB) } });
  return { call, prepared, batches };
}

const settingsReads = (prepared: string[]) => prepared.filter((sql) => /FROM review_settings/.test(sql)).length;

async function rowsOfLine(orderLineId: number) {
  const review = await env.DB.prepare('SELECT review_no FROM product_reviews WHERE order_line_id = ?').bind(orderLineId).first<{ review_no: number }>();
  const images = await env.DB.prepare(
    'SELECT COUNT(*) AS cnt FROM review_images i JOIN product_reviews r ON r.review_no = i.review_no WHERE r.order_line_id = ?',
  )
    .bind(orderLineId)
    .first<{ cnt: number }>();
  return { review, images: images?.cnt ?? 0 };
}

beforeAll(seedReviewCatalog);

describe('saving a review: settings once, one batch, the answer', () => {
  it('answers the number, state and points, reading the settings once and writing the review in one batch', async () => {
    const line = await deliveredLine();
    const gateway = countingGateway();
    const saved = await okData<Record<string, unknown>>(gateway.call('registerReview', write(line.orderLineId), line.token));
    expect(Object.keys(saved).sort()).toEqual(['reviewNo', 'rewardPt', 'status']);
    expect(saved).toMatchObject({ status: 'PUBLISHED', rewardPt: 100 });
    expect(settingsReads(gateway.prepared)).toBe(1);
    expect(gateway.batches.filter((batch) => batch.some((sql) => sql.includes('INSERT INTO product_reviews')))).toHaveLength(1);
  });

  it('writes a photo review and its image rows in the same batch, the photo already public', async () => {
    const line = await deliveredLine();
    const photos = [await quarantinedPhoto(line.incsNo), await quarantinedPhoto(line.incsNo)];
    const gateway = countingGateway();
    const saved = await okData<{ reviewNo: number; status: string; rewardPt: number }>(
      gateway.call('registerReview', write(line.orderLineId, { uploadIds: photos }), line.token),
    );
    expect(saved).toMatchObject({ status: 'PENDING', rewardPt: 0 });
    const [batch] = gateway.batches.filter((statements) => statements.some((sql) => sql.includes('INSERT INTO product_reviews')));
    expect(batch.filter((sql) => sql.includes('INSERT INTO review_images'))).toHaveLength(2);
    expect(batch.some((sql) => sql.includes('UPDATE uploads'))).toBe(true);
    expect(settingsReads(gateway.prepared)).toBe(1);
    expect(await rowsOfLine(line.orderLineId)).toEqual({ review: { review_no: saved.reviewNo }, images: 2 });
    for (const photo of photos) {
      expect(await env.UPLOADS.head(`uploads/review/${photo}.jpg`)).not.toBeNull();
      expect(await env.UPLOADS.head(`quarantine/${photo}`)).toBeNull();
    }
    const owners = await env.DB.prepare(`SELECT DISTINCT owner_ref, status FROM uploads WHERE upload_id IN (?, ?)`)
      .bind(...photos)
      .all();
    expect(owners.results).toEqual([{ owner_ref: `review:${saved.reviewNo}`, status: 'PUBLIC' }]);
  });
});

describe('saving a review: a photo that fails', () => {
  it('refuses the save with the photo’s message and leaves no review, no image row and no public copy', async () => {
    const line = await deliveredLine();
    const good = await quarantinedPhoto(line.incsNo);
    const lost = await quarantinedPhoto(line.incsNo);
    // The second photo's bytes are gone (as after the cron's clean-up): it cannot be copied.
    await env.UPLOADS.delete(`quarantine/${lost}`);
    const answer = await callGateway('POST', '/cu/review/v1/registerReview', {
      token: line.token,
      body: JSON.stringify(write(line.orderLineId, { uploadIds: [good, lost] })),
    });
    expect(answer.status).toBe(404);
    expect(await answer.json()).toMatchObject({ code: 'UPLOAD_NOT_FOUND' });
    expect(await rowsOfLine(line.orderLineId)).toEqual({ review: null, images: 0 });
    expect(await env.UPLOADS.head(`uploads/review/${good}.jpg`)).toBeNull();
    // The good photo is still the member's to send again.
    expect(await env.UPLOADS.head(`quarantine/${good}`)).not.toBeNull();
    const row = await env.DB.prepare('SELECT status, owner_ref FROM uploads WHERE upload_id = ?').bind(good).first();
    expect(row).toEqual({ status: 'QUARANTINE', owner_ref: null });
    expect((await pointsOf(line.incsNo)).lines).toEqual([]);
  });
});

describe('saving a review: points once', () => {
  it('pays a review once, however often it is saved again', async () => {
    const line = await deliveredLine();
    const gateway = countingGateway();
    const saved = await okData<{ reviewNo: number; rewardPt: number }>(gateway.call('registerReview', write(line.orderLineId), line.token));
    expect(saved.rewardPt).toBe(100);
    for (let again = 0; again < 2; again += 1) {
      const changed = await okData<{ status: string; rewardPt: number }>(
        gateway.call('modifyReview', { reviewNo: saved.reviewNo, ...write(0), orderLineId: undefined }, line.token),
      );
      expect(changed).toEqual({ reviewNo: saved.reviewNo, status: 'PUBLISHED', rewardPt: 0 });
    }
    expect(await pointsOf(line.incsNo)).toEqual({ rmnPt: 100, lines: [{ reason: 'REVIEW', delta: 100 }] });
    // Each of the three saves read the settings once.
    expect(settingsReads(gateway.prepared)).toBe(3);
  });
});
