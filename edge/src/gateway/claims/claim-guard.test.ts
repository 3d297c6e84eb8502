import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedFixtureCatalog } from '../display/test-catalog';
import { requestClaim, type ClaimRequestInput } from './claim-request';
import { newClaimMember, PICKUP, seedOrder } from './claim-test-support';

beforeAll(async () => {
  await seedFixtureCatalog(env.DB);
});

/** `env.DB`, but `change` runs just before each batch: what a racing request would do in between. */
function dbChangedBeforeBatch(change: () => Promise<unknown>): D1Database {
  return new Proxy(env.DB, {
    get(target, property) {
      if (property === 'batch') return async (statements: D1PreparedStatement[]) => (await change(), target.batch(statements));
      const value = Reflect.get(target, property) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

async function claimCount(ordNo: string): Promise<unknown> {
  return env.DB.prepare(
    'SELECT (SELECT COUNT(*) FROM order_claims WHERE ord_no = ?1) AS claims, (SELECT COUNT(*) FROM order_claim_lines cl JOIN order_lines l ON l.id = cl.order_line_id WHERE l.ord_no = ?1) AS lines',
  )
    .bind(ordNo)
    .first();
}

/** A new member's delivered order, and a claim of one cream from it. */
async function deliveredOrderToClaim() {
  const { incsNo } = await newClaimMember();
  const order = await seedOrder(incsNo);
  const input: ClaimRequestInput = {
    ordNo: order.ordNo,
    lines: [{ ordLineNo: order.creamLine, qty: 1 }],
    reasonCd: 'DEFECTIVE',
    reasonText: '',
    pickup: { ...PICKUP, mobile: '01012345678' },
  };
  return { incsNo, order, input };
}

describe('the batch guard of requestClaim', () => {
  it('writes nothing when the order left DELIVERED after the checks', async () => {
    const { incsNo, order, input } = await deliveredOrderToClaim();
    const db = dbChangedBeforeBatch(() => env.DB.prepare("UPDATE orders SET status = 'CONFIRMED' WHERE ord_no = ?").bind(order.ordNo).run());
    // An exchange: its only batch is the claim's own (a return's refund preview reads in a batch first).
    await expect(requestClaim(db, incsNo, 'EXCHANGE', input)).rejects.toMatchObject({ code: 'CLAIM_NOT_DELIVERED' });
    expect(await claimCount(order.ordNo)).toEqual({ claims: 0, lines: 0 });
  });

  it('writes nothing when another claim took the line after the checks', async () => {
    const { incsNo, order, input } = await deliveredOrderToClaim();
    let raced = false;
    const db = dbChangedBeforeBatch(async () => {
      if (raced) return;
      raced = true;
      await requestClaim(env.DB, incsNo, 'EXCHANGE', input);
    });
    await expect(requestClaim(db, incsNo, 'EXCHANGE', input)).rejects.toMatchObject({ code: 'CLAIM_ALREADY_OPEN' });
    expect(await claimCount(order.ordNo)).toEqual({ claims: 1, lines: 1 });
  });
});
