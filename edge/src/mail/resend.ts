/**
 * Resend's e-mail API (https://resend.com/docs/api-reference/emails/send-email):
 * `POST {origin}/emails` with `Authorization: Bearer {key}` and JSON `{ from, to: [..], subject,
 * text }`; 200 answers `{ id }`, anything else is a failure with `{ name, message }`.
 */
import type { MailMessage, MailSender } from './sender';

export const RESEND_API_ORIGIN = 'https://api.resend.com';

export interface ResendOptions {
  apiKey: string;
  /** A sender on a domain verified at Resend, e.g. `녹차숍 <no-reply@nokcha.shop>`. */
  from: string;
  origin?: string;
  fetcher?: typeof fetch;
}

export class ResendMailSender implements MailSender {
  readonly name = 'resend';
  private readonly origin: string;
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: ResendOptions) {
    if (!options.apiKey || !options.from) throw new Error('MAIL_PROVIDER=resend needs RESEND_API_KEY and MAIL_FROM');
    this.origin = (options.origin?.trim() || RESEND_API_ORIGIN).replace(/\/+$/, '');
    this.fetcher = options.fetcher ?? fetch;
  }

  async send(message: MailMessage): Promise<void> {
    const response = await this.fetcher(`${this.origin}/emails`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${this.options.apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from: this.options.from, to: [message.to], subject: message.subject, text: message.text }),
    });
    if (response.ok) return;
    const detail = await response.text().catch(() => '');
    throw new Error(`Resend answered ${response.status}: ${detail.slice(0, 200)}`);
  }
}
