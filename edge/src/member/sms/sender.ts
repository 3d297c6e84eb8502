/**
 * The SMS sender interface and the choice between its implementations (`SMS_PROVIDER`):
 * `embedded` (the default) needs nothing outside the worker and reaches nobody, so prd refuses it:
 * there every send fails (the member sees SMS_SEND_FAILED) and the start-up check names the
 * setting; `http` posts to a real SMS API.
 */
import { providerOf, type MessageSender } from '#edge/message-sender';
import { EmbeddedSmsSender } from './embedded';
import { HttpSmsSender } from './http';

/** One text message to one Korean mobile number (digits only, `010…`). */
export interface SmsMessage {
  to: string;
  text: string;
}

/** Something that delivers a text message, or throws when it could not. */
export type SmsSender = MessageSender<SmsMessage>;

/** The sender the environment configures. `fetcher` replaces `fetch` for the http sender (tests). */
export function createSmsSender(env: Env, fetcher: typeof fetch = fetch): SmsSender {
  if (providerOf(env, 'SMS_PROVIDER', 'http', 'SMS_PROVIDER=http, SMS_API_URL, SMS_API_KEY and SMS_SENDER') === 'http') {
    return new HttpSmsSender({ url: env.SMS_API_URL ?? '', apiKey: env.SMS_API_KEY ?? '', from: env.SMS_SENDER ?? '', fetcher });
  }
  return new EmbeddedSmsSender(env);
}
