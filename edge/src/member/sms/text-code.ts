/**
 * Texting a fresh code to a number, within the per-number, per-sender and shop-wide limits
 * (sends.ts, budget.ts): the one way every SMS code leaves the shop, whether the member gateway
 * asks (login, join) or the commerce gateway does (re-authentication, a new number). Callers turn
 * the outcome into their own refusal codes.
 */
import { SHOP_NAME } from '#shared/constants';
import { addressLimitFactor } from '../rate-limit';
import { recordOverrun, smsHourlyBudget } from './budget';
import { issueCode, SMS_CODE } from './codes';
import { createSmsSender } from './sender';
import { reserveSend, type SendRefusal } from './sends';

/** The text of a code; `purpose` names what it is for ("본인 확인"), when not a login. */
export function codeMessage(code: string, purpose = ''): string {
  return `[${SHOP_NAME}] ${purpose ? `${purpose} ` : ''}인증번호는 [${code}]입니다. ${SMS_CODE.ttlSeconds / 60}분 안에 입력해 주세요.`;
}

/** `sent`, a limit's refusal, or `failed` when the sender failed (`onFailure` logs it). */
export async function textCode(
  env: Env,
  mobile: string,
  address: string,
  options: { purpose?: string; onFailure: (error: unknown) => void },
): Promise<'sent' | SendRefusal | 'failed'> {
  const budget = smsHourlyBudget(env);
  const refusal = await reserveSend(env.DB, mobile, address, { addressFactor: addressLimitFactor(env), budget });
  if (refusal === 'budget' && (await recordOverrun(env.DB, budget))) {
    console.error(JSON.stringify({ level: 'error', note: 'SMS hourly budget reached: texts refused until the hour’s sends age out', budget }));
  }
  if (refusal) return refusal;
  const code = await issueCode(env.DB, mobile);
  try {
    await createSmsSender(env).send({ to: mobile, text: codeMessage(code, options.purpose) });
    return 'sent';
  } catch (error) {
    options.onFailure(error);
    return 'failed';
  }
}
