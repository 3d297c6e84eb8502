import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { checkCode, issueCode, randomCode } from './codes';

describe('randomCode', () => {
  it('is six digits, leading zeros kept, spread over all digits', () => {
    const codes = Array.from({ length: 2000 }, randomCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    const firstDigits = new Set(codes.map((code) => code[0]));
    expect(firstDigits.size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(1990);
  });
});

describe('SMS codes in D1', () => {
  it('stores only a hash of the code', async () => {
    const code = await issueCode(env.DB, '01055550001');
    const row = await env.DB.prepare('SELECT code_hash AS hash FROM sms_codes WHERE mobile = ?').bind('01055550001').first<{ hash: string }>();
    expect(row!.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.hash).not.toContain(code);
  });

  it('accepts the right code once', async () => {
    const code = await issueCode(env.DB, '01055550002');
    expect(await checkCode(env.DB, '01055550002', code)).toBe('ok');
    expect(await checkCode(env.DB, '01055550002', code)).toBe('expired');
  });

  it('expires after 3 minutes', async () => {
    const now = Date.now();
    const code = await issueCode(env.DB, '01055550003', now);
    expect(await checkCode(env.DB, '01055550003', code, now + 179_000)).toBe('ok');
    const late = await issueCode(env.DB, '01055550003', now);
    expect(await checkCode(env.DB, '01055550003', late, now + 180_000)).toBe('expired');
  });

  it('allows 5 attempts, then refuses even the right code', async () => {
    const code = await issueCode(env.DB, '01055550004');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt += 1) expect(await checkCode(env.DB, '01055550004', wrong)).toBe('mismatch');
    expect(await checkCode(env.DB, '01055550004', code)).toBe('too-many-attempts');
  });

  it('a new code replaces the old one', async () => {
    const first = await issueCode(env.DB, '01055550005');
    const second = await issueCode(env.DB, '01055550005');
    if (first !== second) expect(await checkCode(env.DB, '01055550005', first)).toBe('mismatch');
    expect(await checkCode(env.DB, '01055550005', second)).toBe('ok');
  });

  it('a code for one number does not work for another', async () => {
    const code = await issueCode(env.DB, '01055550006');
    await issueCode(env.DB, '01055550007');
    expect(['mismatch', 'ok']).toContain(await checkCode(env.DB, '01055550007', code));
    expect(await checkCode(env.DB, '01055550008', code)).toBe('expired');
  });
});
