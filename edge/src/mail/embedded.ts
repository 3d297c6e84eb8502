/**
 * The embedded mail sender: no provider, no cost. It writes each mail to the worker log and, in a
 * local worker, to `mail_outbox`, where developers and tests read the codes
 * (`GET /member/mail/outbox?to=`). Nobody receives mail, so prd refuses it (sender.ts).
 */
import type { MailMessage, MailSender } from './sender';

export class EmbeddedMailSender implements MailSender {
  readonly name = 'embedded';

  constructor(
    private readonly db: D1Database,
    /** Whether mails are also kept in the outbox (a local worker only). */
    private readonly keepsOutbox: boolean,
  ) {}

  async send(message: MailMessage): Promise<void> {
    console.log(JSON.stringify({ level: 'info', note: 'embedded mail sender', to: message.to, subject: message.subject }));
    if (!this.keepsOutbox) return;
    await this.db
      .prepare('INSERT INTO mail_outbox (to_addr, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .bind(message.to, message.subject, message.text, Date.now())
      .run();
  }
}

/** One mail in the outbox, as `GET /member/mail/outbox` answers it. */
export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

/** The latest mails to one address, newest first. */
export async function readMailOutbox(db: D1Database, to: string, limit = 20): Promise<OutboxMail[]> {
  const { results } = await db
    .prepare('SELECT to_addr AS "to", subject, body, created_at AS createdAt FROM mail_outbox WHERE to_addr = ? ORDER BY id DESC LIMIT ?')
    .bind(to.toLowerCase(), limit)
    .all<{ to: string; subject: string; body: string; createdAt: number }>();
  return results.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() }));
}
