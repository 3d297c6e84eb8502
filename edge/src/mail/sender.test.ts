import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { EmbeddedMailSender } from './embedded';
import { ResendMailSender } from './resend';
import { createMailSender } from './sender';

describe('createMailSender', () => {
  it('is the embedded sender outside prd and Resend for MAIL_PROVIDER=resend', () => {
    expect(createMailSender(env)).toBeInstanceOf(EmbeddedMailSender);
    expect(createMailSender({ ...env, ENVIRONMENT: 'qa' })).toBeInstanceOf(EmbeddedMailSender);
    const resend = { MAIL_PROVIDER: 'resend', MAIL_FROM: '녹차숍 <no-reply@nokcha.example>', RESEND_API_KEY: 're_test' };
    expect(createMailSender({ ...env, ENVIRONMENT: 'prd', ...resend })).toBeInstanceOf(ResendMailSender);
  });

  it('refuses the embedded sender in prd, where it would mail nobody', () => {
    expect(() => createMailSender({ ...env, ENVIRONMENT: 'prd' })).toThrow(/MAIL_PROVIDER=resend/);
  });

  it('keeps an outbox in a local worker only, never in qa', async () => {
    const mail = (subject: string) => ({ to: 'outbox@nokcha.example', subject, text: subject });
    await createMailSender(env).send(mail('local'));
    await createMailSender({ ...env, ENVIRONMENT: 'qa' }).send(mail('qa'));
    const { results } = await env.DB.prepare('SELECT subject FROM mail_outbox WHERE to_addr = ?').bind('outbox@nokcha.example').all();
    expect(results).toEqual([{ subject: 'local' }]);
  });
});
