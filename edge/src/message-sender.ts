/**
 * What the mail and SMS channels share: a sender of the channel's messages, chosen by the
 * channel's provider setting, and the embedded sender used when none is set, with no provider and
 * no cost. It writes each message to the worker log and, in a local worker, to the channel's outbox
 * table, where developers and tests read the codes. It reaches nobody, so prd refuses it:
 * `providerOf` throws there, and the start-up check (settings/required-settings.ts) names the
 * setting.
 */
import { readConfig } from './config';
import { isLocalEnvironment } from './local-only';

/** Something that delivers a message of its channel, or throws when it could not. */
export interface MessageSender<Message> {
  readonly name: string;
  send(message: Message): Promise<void>;
}

/** A channel's embedded sender: a subclass says what it logs and how a message enters its outbox. */
export abstract class EmbeddedSender<Message> implements MessageSender<Message> {
  readonly name = 'embedded';
  protected readonly db: D1Database;
  /** Whether messages are also kept in the outbox (a local worker only). */
  private readonly keepsOutbox: boolean;

  constructor(env: Env) {
    this.db = env.DB;
    this.keepsOutbox = isLocalEnvironment(env);
  }

  async send(message: Message): Promise<void> {
    console.log(JSON.stringify({ level: 'info', ...this.logLine(message) }));
    if (this.keepsOutbox) await this.outboxInsert(message).run();
  }

  /** What the log says of `message`: the sender's note, the recipient and the content. */
  protected abstract logLine(message: Message): Record<string, string>;

  /** The statement that keeps `message` in the channel's outbox. */
  protected abstract outboxInsert(message: Message): D1PreparedStatement;
}

/**
 * The provider `env[setting]` names, `embedded` when it is blank: `provider`, or `embedded`
 * outside prd. Any other name throws, and so does `embedded` in prd, saying to set `prdSettings`.
 */
export function providerOf<Provider extends string>(
  env: Env,
  setting: 'MAIL_PROVIDER' | 'SMS_PROVIDER',
  provider: Provider,
  prdSettings: string,
): Provider | 'embedded' {
  const named = (env[setting] ?? '').trim() || 'embedded';
  if (named === provider) return provider;
  if (named !== 'embedded') throw new Error(`Unknown ${setting}: ${named} (expected embedded or ${provider})`);
  if (readConfig(env).environment === 'prd') throw new Error(`${setting}=embedded reaches nobody in prd: set ${prdSettings}`);
  return 'embedded';
}
