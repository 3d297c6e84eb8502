/**
 * 개인정보 이용 내역 (`/cu/mypage/tnca`): every consent the member gave or withdrew,
 * newest first, their recent logins (when, how, channel, device) and the shop's processors of
 * personal data from D1 (an operator keeps that list current without a deploy).
 */
import { CHANNEL_NAMES, CONSENT_NAMES, LOGIN_METHOD_NAMES } from '#shared/account/account-rules';
import { toDttm14 } from '#shared/format';

/** Consent records shown: enough for years of changes, bounded for the answer's size. */
const CONSENT_ROWS = 100;
/** Recent logins shown. */
const LOGIN_ROWS = 20;

export async function usageHistory(db: D1Database, incsNo: number) {
  const [consents, logins, processors] = await db.batch([
    db
      .prepare(
        'SELECT consent_cd AS consentCd, agree_yn AS agreeYn, recorded_dttm AS recordedDttm FROM customer_consents WHERE incs_no = ? ORDER BY recorded_dttm DESC, consent_cd LIMIT ?',
      )
      .bind(incsNo, CONSENT_ROWS),
    db
      .prepare('SELECT provider, channel_cd AS channelCd, device, logged_at AS loggedAt FROM login_history WHERE incs_no = ? ORDER BY id DESC LIMIT ?')
      .bind(incsNo, LOGIN_ROWS),
    db.prepare('SELECT company_nm AS companyNm, task, retention FROM privacy_processors ORDER BY sort_order, id'),
  ]);
  return {
    consents: (consents.results as { consentCd: string; agreeYn: 'Y' | 'N'; recordedDttm: string }[]).map((row) => ({
      ...row,
      consentNm: CONSENT_NAMES[row.consentCd] ?? row.consentCd,
    })),
    logins: (logins.results as { provider: string; channelCd: string; device: string; loggedAt: number }[]).map((row) => ({
      loggedDttm: toDttm14(row.loggedAt),
      method: LOGIN_METHOD_NAMES[row.provider] ?? row.provider,
      channel: CHANNEL_NAMES[row.channelCd] ?? '기타',
      device: row.device,
    })),
    processors: processors.results as { companyNm: string; task: string; retention: string }[],
  };
}
