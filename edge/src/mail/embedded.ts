/**
 * The embedded mail sender (message-sender.ts): each mail goes to the worker log and, in a local
 * worker, to `mail_outbox`, where developers and tests read the codes (`GET /member/mail/outbox?to=`).
 */
import { EmbeddedSender } from '../message-sender';
import type { MailMessage, MailSender } from './sender';

/** The default sender outside prd: the worker log, plus `mail_outbox` in a local worker. */
export class EmbeddedMailSender extends EmbeddedSender<MailMessage> implements MailSender {
  protected logLine(message: MailMessage) {
    return { note: 'embedded mail sender', to: message.to, subject: message.subject };
  }

  protected outboxInsert(message: MailMessage) {
    return this.db
      .prepare('INSERT INTO mail_outbox (to_addr, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .bind(message.to, message.subject, message.text, Date.now());
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
