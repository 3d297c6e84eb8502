import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EmbeddedSmsSender } from './embedded';
import { HttpSmsSender } from './http';
import { createSmsSender } from './sender';

/** A fake SMS REST API: records what it was sent and answers with `status`. */
function fakeApi(status = 202) {
  const received: { url: string; method: string; headers: Headers; body: unknown }[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    received.push({ url: request.url, method: request.method, headers: request.headers, body: await request.json() });
    return Response.json({ messageId: 'm-1', status: 'ACCEPTED' }, { status });
  }) as typeof fetch;
  return { received, fetcher };
}

describe('HttpSmsSender', () => {
  it('posts {from, to, text} as JSON with the API key as a Bearer token', async () => {
    const api = fakeApi();
    const sender = new HttpSmsSender({ url: 'https://sms.example/v1/messages', apiKey: 'key-123', from: '15887720', fetcher: api.fetcher });
    await sender.send({ to: '01012345678', text: '[녹차숍] 인증번호는 [123456]입니다.' });
    expect(api.received).toHaveLength(1);
    const [request] = api.received;
    expect(request.url).toBe('https://sms.example/v1/messages');
    expect(request.method).toBe('POST');
    expect(request.headers.get('authorization')).toBe('Bearer key-123');
    expect(request.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(request.body).toEqual({ from: '15887720', to: '01012345678', text: '[녹차숍] 인증번호는 [123456]입니다.' });
  });

  it('fails on an error answer', async () => {
    const api = fakeApi(401);
    const sender = new HttpSmsSender({ url: 'https://sms.example/v1/messages', apiKey: 'bad', from: '15887720', fetcher: api.fetcher });
    await expect(sender.send({ to: '01012345678', text: 'x' })).rejects.toThrow('SMS API answered 401');
  });

  it('fails without its configuration, before calling anyone', async () => {
    const api = fakeApi();
    const sender = new HttpSmsSender({ url: '', apiKey: '', from: '', fetcher: api.fetcher });
    await expect(sender.send({ to: '01012345678', text: 'x' })).rejects.toThrow(/SMS_API_URL/);
    expect(api.received).toHaveLength(0);
  });
});

describe('createSmsSender', () => {
  it('is the embedded sender by default outside prd and the http one for SMS_PROVIDER=http', () => {
    expect(createSmsSender(env)).toBeInstanceOf(EmbeddedSmsSender);
    expect(createSmsSender({ ...env, ENVIRONMENT: 'qa' })).toBeInstanceOf(EmbeddedSmsSender);
    expect(createSmsSender({ ...env, SMS_PROVIDER: 'http' })).toBeInstanceOf(HttpSmsSender);
    expect(() => createSmsSender({ ...env, SMS_PROVIDER: 'pigeon' })).toThrow(/SMS_PROVIDER/);
  });

  it('refuses the embedded sender in prd, where it would text nobody', () => {
    expect(() => createSmsSender({ ...env, ENVIRONMENT: 'prd' })).toThrow(/SMS_PROVIDER=http/);
    expect(() => createSmsSender({ ...env, ENVIRONMENT: 'prd', SMS_PROVIDER: '' })).toThrow(/SMS_PROVIDER=http/);
    expect(createSmsSender({ ...env, ENVIRONMENT: 'prd', SMS_PROVIDER: 'http' })).toBeInstanceOf(HttpSmsSender);
  });

  it('keeps an outbox in a local worker only, never in qa', async () => {
    await createSmsSender(env).send({ to: '01077770001', text: 'local text' });
    await createSmsSender({ ...env, ENVIRONMENT: 'qa' }).send({ to: '01077770001', text: 'qa text' });
    const { results } = await env.DB.prepare('SELECT body FROM sms_outbox WHERE mobile = ?').bind('01077770001').all();
    expect(results).toEqual([{ body: 'local text' }]);
  });
});
