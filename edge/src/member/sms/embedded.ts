/**
 * The embedded SMS sender: no provider, no cost. It writes each message to the worker log and, in
 * a local worker, to `sms_outbox`, where developers and tests read the codes
 * (`GET /member/sms/outbox`). Nobody receives a text, so prd refuses it (sender.ts).
 */
import type { SmsMessage, SmsSender } from './sender';

/** The default sender outside prd: the worker log, plus `sms_outbox` in a local worker. */
export class EmbeddedSmsSender implements SmsSender {
  readonly name = 'embedded';

  constructor(
    private readonly db: D1Database,
    /** Whether texts are also kept in the outbox (a local worker only). */
    private readonly keepsOutbox: boolean,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    console.log(JSON.stringify({ level: 'info', note: 'embedded SMS sender', to: message.to, text: message.text }));
    if (!this.keepsOutbox) return;
    await this.db.prepare('INSERT INTO sms_outbox (mobile, body, created_at) VALUES (?, ?, ?)').bind(message.to, message.text, Date.now()).run();
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
