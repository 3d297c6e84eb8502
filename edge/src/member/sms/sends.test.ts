import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { reserveSend } from './sends';

const HOUR_MS = 60 * 60 * 1000;

describe('texts to one number', () => {
  it('one sender gets 3 an hour, so a stranger cannot use up the number’s texts; others still get theirs', async () => {
    const now = Date.now();
    const stranger = await Promise.all(Array.from({ length: 5 }, () => reserveSend(env.DB, '01055560001', '198.51.100.1', 1, now)));
    expect(stranger.filter((refusal) => refusal === null)).toHaveLength(3);
    expect(stranger.filter((refusal) => refusal === 'number-from-sender')).toHaveLength(2);
    expect(await reserveSend(env.DB, '01055560001', '203.0.113.1', 1, now)).toBeNull();
    expect(await reserveSend(env.DB, '01055560001', '198.51.100.1', 1, now + HOUR_MS + 1)).toBeNull();
  });

  it('the number gets 10 an hour from every sender together, also in parallel', async () => {
    const now = Date.now();
    const senders = Array.from({ length: 14 }, (_, index) => `198.51.100.${10 + index}`);
    const answers = await Promise.all(senders.map((sender) => reserveSend(env.DB, '01055560002', sender, 1, now)));
    expect(answers.filter((refusal) => refusal === null)).toHaveLength(10);
    expect(answers.filter((refusal) => refusal === 'number')).toHaveLength(4);
    expect(await reserveSend(env.DB, '01055560003', '198.51.100.10', 1, now)).toBeNull();
  });
});

describe('texts from one sender', () => {
  it('are at most 10 an hour to any numbers, times ADDRESS_LIMIT_FACTOR', async () => {
    const now = Date.now();
    for (let index = 0; index < 10; index += 1)
      expect(await reserveSend(env.DB, `0105557${String(index).padStart(4, '0')}`, '203.0.113.40', 1, now)).toBeNull();
    expect(await reserveSend(env.DB, '01055579999', '203.0.113.40', 1, now)).toBe('sender');
    expect(await reserveSend(env.DB, '01055579999', '203.0.113.41', 1, now)).toBeNull();
    expect(await reserveSend(env.DB, '01055579998', '203.0.113.40', 2, now)).toBeNull();
  });
});
