/**
 * The mail sender interface and the choice between its implementations (`MAIL_PROVIDER`):
 * `embedded` (the default) needs nothing outside the worker and reaches nobody, so prd refuses it
 * (every send fails, and the start-up check names the setting); `resend` sends through Resend's
 * e-mail API. Mail carries codes only (employee verification), so plain text is enough.
 */
import { providerOf, type MessageSender } from '../message-sender';
import { EmbeddedMailSender } from './embedded';
import { ResendMailSender } from './resend';

/** One plain-text e-mail to one address. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Something that delivers an e-mail, or throws when it could not. */
export type MailSender = MessageSender<MailMessage>;

/** The sender the environment configures. `fetcher` replaces `fetch` for the Resend sender (tests). */
export function createMailSender(env: Env, fetcher: typeof fetch = fetch): MailSender {
  if (providerOf(env, 'MAIL_PROVIDER', 'resend', 'MAIL_PROVIDER=resend, MAIL_FROM and RESEND_API_KEY') === 'resend') {
    return new ResendMailSender({ apiKey: env.RESEND_API_KEY ?? '', from: env.MAIL_FROM ?? '', origin: env.RESEND_API_ORIGIN, fetcher });
  }
  return new EmbeddedMailSender(env);
}
