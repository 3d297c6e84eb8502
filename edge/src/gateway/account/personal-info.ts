/**
 * What the personal information screen shows: contact details in full (the session
 * has re-authenticated), e-mail and home address, each managed consent with the time it was last
 * given or withdrawn, and the SNS logins: every provider the shop has on, plus any still linked.
 */
import type { PersonalInfo } from '#shared/schemas/account-calls';
import { MANAGED_CONSENTS, type ManagedConsentCode } from '#shared/account/account-rules';
import { formatMobile, toDttm14 } from '#shared/format';
import { enabledProviders } from '#edge/member/social/providers';

/** The customers column that holds each managed consent. */
export const CONSENT_COLUMNS: Readonly<Record<ManagedConsentCode, string>> = {
  MKT_USE: 'mkt_agree_yn',
  MKT_SMS: 'mkt_sms_agree_yn',
  MKT_EMAIL: 'mkt_email_agree_yn',
  MKT_PUSH: 'mkt_push_agree_yn',
  NIGHT_PUSH: 'night_push_agree_yn',
};

type Row = Record<string, string | null>;

/** The consent columns, each named by its code, for a SELECT from customers. */
const CONSENT_SELECT = MANAGED_CONSENTS.map(({ code }) => `${CONSENT_COLUMNS[code]} AS ${code}`).join(', ');
type ConsentValues = Record<ManagedConsentCode, 'Y' | 'N'>;

/** The member's consents as the customers row holds them: code → Y or N. */
export async function readConsentValues(db: D1Database, incsNo: number): Promise<ConsentValues> {
  const row = await db.prepare(`SELECT ${CONSENT_SELECT} FROM customers WHERE incs_no = ?`).bind(incsNo).first<ConsentValues>();
  return row!;
}

/** The linked social logins of a member: provider → when linked. */
export async function readSocialLinks(db: D1Database, incsNo: number): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT provider, linked_dttm AS linkedDttm FROM social_accounts WHERE incs_no = ?')
    .bind(incsNo)
    .all<{ provider: string; linkedDttm: string }>();
  return new Map(results.map((row) => [row.provider, row.linkedDttm]));
}

export async function readPersonalInfo(db: D1Database, env: object, incsNo: number): Promise<PersonalInfo> {
  const [customer, recorded, links] = await Promise.all([
    db
      .prepare(
        `SELECT cust_nm, cust_web_id, password_hash IS NOT NULL AS has_password, mobile, email, home_zip_no, home_road_addr, home_dtl_addr, dtbr,
           ${CONSENT_SELECT} FROM customers WHERE incs_no = ?`,
      )
      .bind(incsNo)
      .first<Row & ConsentValues & { has_password: number }>(),
    db
      .prepare('SELECT consent_cd AS code, MAX(recorded_dttm) AS dttm FROM customer_consents WHERE incs_no = ? GROUP BY consent_cd')
      .bind(incsNo)
      .all<{ code: string; dttm: string }>(),
    readSocialLinks(db, incsNo),
  ]);
  const c = customer!;
  const dates = new Map(recorded.results.map((row) => [row.code, row.dttm]));
  const consents = Object.fromEntries(
    MANAGED_CONSENTS.map(({ code }) => [code, { agreeYn: c[code], recordedDttm: dates.get(code) ?? null }]),
  ) as PersonalInfo['consents'];
  const providers = [...new Set([...enabledProviders(env).map((provider) => provider.id as string), ...links.keys()])];
  return {
    custNm: c.cust_nm ?? '',
    custWebId: c.cust_web_id,
    hasPassword: c.has_password === 1,
    mobile: formatMobile(c.mobile ?? ''),
    email: c.email,
    home: c.home_zip_no ? { zipNo: c.home_zip_no, roadAddr: c.home_road_addr ?? '', dtlAddr: c.home_dtl_addr ?? '' } : null,
    dtbr: c.dtbr,
    consents,
    sns: providers.map((provider) => ({ provider, linked: links.has(provider), linkedDttm: links.get(provider) ?? null })),
  };
}

/** The statement that records a consent given or withdrawn now, as proof (customer_consents). */
export function consentRecord(db: D1Database, incsNo: number, code: string, agreeYn: 'Y' | 'N', now = Date.now()): D1PreparedStatement {
  // The primary key includes the second; two changes within one second keep the latest.
  return db
    .prepare('INSERT OR REPLACE INTO customer_consents (incs_no, consent_cd, agree_yn, recorded_dttm) VALUES (?, ?, ?, ?)')
    .bind(incsNo, code, agreeYn, toDttm14(now));
}
