import { describe, expect, it, vi } from 'vitest';
import { ResendMailSender } from './resend';

describe('ResendMailSender', () => {
  it('posts the documented request and accepts a 200', async () => {
    const fetcher = vi.fn(async () => Response.json({ id: 'e-1' }));
    const sender = new ResendMailSender({ apiKey: 're_test', from: '녹차숍 <no-reply@nokcha.shop>', origin: 'http://fake.resend/', fetcher });
    await sender.send({ to: 'kim@nokcha.co.kr', subject: '인증번호', text: '123456' });
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://fake.resend/emails');
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('authorization')).toBe('Bearer re_test');
    expect(JSON.parse(String(init.body))).toEqual({ from: '녹차숍 <no-reply@nokcha.shop>', to: ['kim@nokcha.co.kr'], subject: '인증번호', text: '123456' });
  });

  it('throws with the provider’s answer on a refusal', async () => {
    const fetcher = vi.fn(async () => Response.json({ name: 'validation_error', message: 'bad from' }, { status: 422 }));
    const sender = new ResendMailSender({ apiKey: 're_test', from: 'x@nokcha.shop', fetcher });
    await expect(sender.send({ to: 'a@b.co.kr', subject: 's', text: 't' })).rejects.toThrow('Resend answered 422');
  });

  it('needs a key and a sender', () => {
    expect(() => new ResendMailSender({ apiKey: '', from: 'x@nokcha.shop' })).toThrow('RESEND_API_KEY');
  });
});
