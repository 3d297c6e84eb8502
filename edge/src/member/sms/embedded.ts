/**
 * The embedded SMS sender (#edge/message-sender): each text goes to the worker log and, in a local
 * worker, to `sms_outbox`, where developers and tests read the codes (`GET /member/sms/outbox`).
 */
import { EmbeddedSender } from '#edge/message-sender';
import type { SmsMessage, SmsSender } from './sender';

/** The default sender outside prd: the worker log, plus `sms_outbox` in a local worker. */
export class EmbeddedSmsSender extends EmbeddedSender<SmsMessage> implements SmsSender {
  protected logLine(message: SmsMessage) {
    return { note: 'embedded SMS sender', to: message.to, text: message.text };
  }

  protected outboxInsert(message: SmsMessage) {
    return this.db.prepare('INSERT INTO sms_outbox (mobile, body, created_at) VALUES (?, ?, ?)').bind(message.to, message.text, Date.now());
  }
}

/** One text in the outbox, as `GET /member/sms/outbox` answers it. */
export interface OutboxMessage {
  mobile: string;
  body: string;
  /** ISO 8601. */
  createdAt: string;
}

/** The latest messages to one number, newest first. */
export async function readOutbox(db: D1Database, mobile: string, limit = 20): Promise<OutboxMessage[]> {
  const { results } = await db
    .prepare('SELECT mobile, body, created_at AS createdAt FROM sms_outbox WHERE mobile = ? ORDER BY id DESC LIMIT ?')
    .bind(mobile, limit)
    .all<{ mobile: string; body: string; createdAt: number }>();
  return results.map((row) => ({ mobile: row.mobile, body: row.body, createdAt: new Date(row.createdAt).toISOString() }));
}
