/**
 * The HTTP SMS sender (`SMS_PROVIDER=http`), for a provider's REST API or a small relay in front
 * of one. The request, the shape most Korean SMS REST APIs accept or a relay maps in a few lines:
 *
 *     POST {SMS_API_URL}
 *     Authorization: Bearer {SMS_API_KEY}
 *     Content-Type: application/json; charset=utf-8
 *
 *     {"from": "{SMS_SENDER}", "to": "01012345678", "text": "[녹차숍] 인증번호는 [123456]입니다. …"}
 *
 * `from` must be a sender number registered with the provider (발신번호 사전등록, 전기통신사업법
 * §84-2). Any 2xx answer means accepted; anything else, or no answer in 5 seconds, is a failure.
 */
import type { SmsMessage, SmsSender } from './sender';

/** The provider's endpoint and credentials (`SMS_API_URL`, `SMS_API_KEY`, `SMS_SENDER`). */
export interface HttpSmsOptions {
  url: string;
  apiKey: string;
  from: string;
  fetcher?: typeof fetch;
  timeoutMs?: number;
}

/** Posts each text to the configured SMS REST API. */
export class HttpSmsSender implements SmsSender {
  readonly name = 'http';
  private readonly fetcher: typeof fetch;

  constructor(private readonly options: HttpSmsOptions) {
    this.fetcher = options.fetcher ?? fetch;
  }

  async send(message: SmsMessage): Promise<void> {
    const { url, apiKey, from } = this.options;
    if (!/^https?:\/\//.test(url) || apiKey === '' || from === '') {
      throw new Error('SMS_PROVIDER=http needs SMS_API_URL, SMS_API_KEY and SMS_SENDER');
    }
    const response = await this.fetcher(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json; charset=utf-8', Accept: 'application/json' },
      body: JSON.stringify({ from, to: message.to, text: message.text }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 5000),
      redirect: 'manual',
    });
    // The provider's answer may echo the message; it never goes to the log.
    await response.body?.cancel();
    if (!response.ok) throw new Error(`SMS API answered ${response.status}`);
  }
}
