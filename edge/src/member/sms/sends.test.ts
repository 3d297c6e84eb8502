import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { reserveSend } from './sends';

const HOUR_MS = 60 * 60 * 1000;
/** The committed configuration: no factor, the default budget. */
const SHOP = { addressFactor: 1, budget: 500 };

describe('texts to one number', () => {
  it('one sender gets 3 an hour, so a stranger cannot use up the number’s texts; others still get theirs', async () => {
    const now = Date.now();
    const stranger = await Promise.all(Array.from({ length: 5 }, () => reserveSend(env.DB, '01055560001', '198.51.100.1', SHOP, now)));
    expect(stranger.filter((refusal) => refusal === null)).toHaveLength(3);
    expect(stranger.filter((refusal) => refusal === 'number-from-sender')).toHaveLength(2);
    expect(await reserveSend(env.DB, '01055560001', '203.0.113.1', SHOP, now)).toBeNull();
    expect(await reserveSend(env.DB, '01055560001', '198.51.100.1', SHOP, now + HOUR_MS + 1)).toBeNull();
  });

  it('the number gets 10 an hour from every sender together, also in parallel', async () => {
    const now = Date.now();
    const senders = Array.from({ length: 14 }, (_, index) => `198.51.100.${10 + index}`);
    const answers = await Promise.all(senders.map((sender) => reserveSend(env.DB, '01055560002', sender, SHOP, now)));
    expect(answers.filter((refusal) => refusal === null)).toHaveLength(10);
    expect(answers.filter((refusal) => refusal === 'number')).toHaveLength(4);
    expect(await reserveSend(env.DB, '01055560003', '198.51.100.10', SHOP, now)).toBeNull();
  });
});

describe('texts from one sender', () => {
  it('are at most 10 an hour to any numbers, times ADDRESS_LIMIT_FACTOR', async () => {
    const now = Date.now();
    for (let index = 0; index < 10; index += 1)
      expect(await reserveSend(env.DB, `0105557${String(index).padStart(4, '0')}`, '203.0.113.40', SHOP, now)).toBeNull();
    expect(await reserveSend(env.DB, '01055579999', '203.0.113.40', SHOP, now)).toBe('sender');
    expect(await reserveSend(env.DB, '01055579999', '203.0.113.41', SHOP, now)).toBeNull();
    expect(await reserveSend(env.DB, '01055579998', '203.0.113.40', { ...SHOP, addressFactor: 2 }, now)).toBeNull();
  });
});

describe('texts from the whole shop', () => {
  // Hours after the other tests', whose texts would count against the budget.
  it('are at most the hourly budget, also in parallel, and free up as the hour’s texts age out', async () => {
    const now = Date.now() + 10 * HOUR_MS;
    const small = { addressFactor: 1, budget: 5 };
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => reserveSend(env.DB, `0105558000${index}`, `198.51.100.${60 + index}`, small, now)),
    );
    expect(answers.filter((refusal) => refusal === null)).toHaveLength(5);
    expect(answers.filter((refusal) => refusal === 'budget')).toHaveLength(3);
    expect(await reserveSend(env.DB, '01055580009', '198.51.100.69', small, now + HOUR_MS + 1)).toBeNull();
  });

  it('answer a caller past its own limit with that limit, not the budget', async () => {
    const now = Date.now() + 20 * HOUR_MS;
    const full = { addressFactor: 1, budget: 3 };
    for (let send = 0; send < 3; send += 1) expect(await reserveSend(env.DB, '01055590001', '198.51.100.90', full, now)).toBeNull();
    expect(await reserveSend(env.DB, '01055590001', '198.51.100.90', full, now)).toBe('number-from-sender');
    expect(await reserveSend(env.DB, '01055590002', '198.51.100.91', full, now)).toBe('budget');
  });
});
